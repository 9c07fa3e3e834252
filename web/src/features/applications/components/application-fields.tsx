import '../messages/applications-messages.js';
import { useState } from 'react';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { MAX_APP_FILE_BYTES } from '@shared/constants/application-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useImageUrl } from '@/components/use-image-url.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { uploadImage } from '@/features/certification/api/certification.js';
import {
  getCategoryTree,
  getLookup,
  type AppLookupEntry,
  type Application,
  type CategoryNode,
} from '../api/applications.js';

/** The values of the application form (ids of lookups and categories). */
export interface AppFormValues {
  code: string;
  name: string;
  enName: string;
  logo: string;
  terminal: string;
  model: string;
  type: string;
  parentCategory: string;
  category: string;
  description: string;
}

export const emptyAppValues: AppFormValues = {
  code: '',
  name: '',
  enName: '',
  logo: '',
  terminal: '',
  model: '',
  type: '',
  parentCategory: '',
  category: '',
  description: '',
};

/** The form values of a stored application. */
export const valuesOf = (app: Application): AppFormValues => ({
  code: app.code,
  name: app.name,
  enName: app.enName,
  logo: app.logo,
  terminal: app.terminal.id,
  model: app.model.id,
  type: app.type.id,
  parentCategory: app.parentCategory.id,
  category: app.category.id,
  description: app.description,
});

/** The request body of the form's values (shared by create and update). */
export const bodyOf = (values: AppFormValues) => ({
  code: values.code,
  name: values.name,
  enName: values.enName,
  logo: values.logo,
  terminal: { id: values.terminal },
  model: { id: values.model },
  type: { id: values.type },
  parentCategory: { id: values.parentCategory },
  category: { id: values.category },
  description: values.description,
});

/** The required fields left empty (client check before sending; the server checks again). */
export function missingFields(values: AppFormValues): (keyof AppFormValues)[] {
  const required: (keyof AppFormValues)[] = [
    'name',
    'enName',
    'logo',
    'terminal',
    'model',
    'type',
    'parentCategory',
    'category',
  ];
  return required.filter((field) => !values[field]);
}

interface Choices {
  terminals: AppLookupEntry[];
  models: AppLookupEntry[];
  types: AppLookupEntry[];
  tree: CategoryNode[];
}

/** The lookups and the category tree the form chooses from (loaded once per screen). */
export function useAppChoices() {
  return useLoad<Choices>('choices', async (signal) => {
    const [terminals, models, types, tree] = await Promise.all([
      getLookup('getApplicationTerminal', signal),
      getLookup('getApplicationModel', signal),
      getLookup('getApplicationType', signal),
      getCategoryTree(signal),
    ]);
    return { terminals, models, types, tree };
  });
}

/** Which fields a form part shows: the wizard shows one part per step, the edit page all. */
export type FieldPart = 'basic' | 'classify' | 'describe' | 'all';

/** The application's fields; `errors` by field name (client rules and the server's field messages). */
export function ApplicationFields(props: {
  part: FieldPart;
  values: AppFormValues;
  onChange: (values: AppFormValues) => void;
  errors: Partial<Record<keyof AppFormValues, string>>;
  choices: Choices | undefined;
}) {
  const { t, locale } = useI18n();
  const { values, errors, choices, part } = props;
  const set = (patch: Partial<AppFormValues>) => props.onChange({ ...values, ...patch });
  const show = (p: FieldPart) => part === 'all' || part === p;
  const option = (entry: { id: string; name: string; nameEn?: string }): SelectProps.Option => ({
    value: entry.id,
    label: locale === 'en' && entry.nameEn ? entry.nameEn : entry.name,
  });
  const select = (
    field: keyof AppFormValues,
    label: string,
    entries: { id: string; name: string; nameEn?: string }[],
    extra: Partial<AppFormValues> = {},
  ) => {
    const options = entries.map(option);
    return (
      <FormField label={label} errorText={errors[field]}>
        <Select
          data-testid={`app-field-${field}`}
          selectedOption={options.find((o) => o.value === values[field]) ?? null}
          options={options}
          placeholder={label}
          onChange={({ detail }) => set({ [field]: detail.selectedOption.value ?? '', ...extra })}
        />
      </FormField>
    );
  };
  const parents = choices?.tree ?? [];
  const children = parents.find((p) => p.id === values.parentCategory)?.children ?? [];
  return (
    <SpaceBetween size="m">
      {show('basic') ? (
        <>
          <FormField label={t('apps.field.name')} errorText={errors.name}>
            <Input
              data-testid="app-field-name"
              value={values.name}
              onChange={({ detail }) => set({ name: detail.value })}
            />
          </FormField>
          <FormField label={t('apps.field.enName')} errorText={errors.enName}>
            <Input
              data-testid="app-field-enName"
              value={values.enName}
              onChange={({ detail }) => set({ enName: detail.value })}
            />
          </FormField>
          <FormField label={t('apps.field.code')} description={t('apps.field.codeHint')} errorText={errors.code}>
            <Input
              data-testid="app-field-code"
              value={values.code}
              onChange={({ detail }) => set({ code: detail.value })}
            />
          </FormField>
          <LogoField value={values.logo} error={errors.logo} onChange={(logo) => set({ logo })} />
        </>
      ) : null}
      {show('classify') ? (
        <>
          {select('terminal', t('apps.field.terminal'), choices?.terminals ?? [])}
          {select('model', t('apps.field.model'), choices?.models ?? [])}
          {select('type', t('apps.field.type'), choices?.types ?? [])}
          {select('parentCategory', t('apps.field.parentCategory'), parents, { category: '' })}
          {select('category', t('apps.field.category'), children)}
        </>
      ) : null}
      {show('describe') ? (
        <FormField label={t('apps.field.description')} errorText={errors.description}>
          <Textarea
            data-testid="app-field-description"
            value={values.description}
            onChange={({ detail }) => set({ description: detail.value })}
          />
        </FormField>
      ) : null}
    </SpaceBetween>
  );
}

/** The logo: an image of the caller's, at most 100 MB (doc 2 §5), uploaded when chosen, previewed once stored. */
function LogoField(props: { value: string; error?: string; onChange: (name: string) => void }) {
  const { t } = useI18n();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { url } = useImageUrl(props.value || undefined);
  const pick = async (chosen: File[]) => {
    setFiles(chosen);
    const file = chosen[0];
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_APP_FILE_BYTES) {
      setProblem(t('apps.field.logo'));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      props.onChange(await uploadImage(file, () => undefined));
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
      setFiles([]);
    }
  };
  return (
    <FormField label={t('apps.field.logo')} errorText={problem ?? props.error} constraintText="≤ 100MB">
      <SpaceBetween size="xs">
        {url ? <img src={url} alt={t('apps.field.logo')} height={64} data-testid="app-logo-preview" /> : null}
        <div data-testid="app-field-logo">
          <FileUpload
            value={files}
            accept="image/*"
            onChange={({ detail }) => void pick(detail.value)}
            i18nStrings={{
              uploadButtonText: () => (busy ? t('app.loading') : t('apps.field.logo')),
              dropzoneText: () => t('apps.field.logo'),
              removeFileAriaLabel: () => t('apps.action.remove'),
              limitShowFewer: '-',
              limitShowMore: '+',
              errorIconAriaLabel: t('apps.result.failedTitle'),
            }}
          />
        </div>
      </SpaceBetween>
    </FormField>
  );
}
