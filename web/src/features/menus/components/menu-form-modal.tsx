import '../messages/menus-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MENU_NAME_MAX_LENGTH, MENU_PRIVILEGE_PATTERN } from '@shared/constants/menu-rules.js';
import type { Deployment, MenuInput, MenuType } from '../api/menus.js';
import { getHelpCentre } from '@/features/help/api/help.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';

type Field = 'name' | 'nameEn' | 'icon' | 'url' | 'sort' | 'privileges' | 'deploymentId' | 'helpPageId' | 'parentId';

/** Privilege codes typed as a comma separated list. */
const parsePrivileges = (text: string) =>
  text
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Add / edit dialog of a menu node. Client rules first (name, privilege
 * codes), then the server's 400/409 `fields` under their inputs; the caller
 * shows the success/failure toasts.
 */
export function MenuFormModal(props: {
  header: string;
  initial: MenuInput;
  parentName?: string;
  deployments: readonly Deployment[];
  onSubmit: (values: MenuInput) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t, locale } = useI18n();
  const [values, setValues] = useState<MenuInput>(props.initial);
  const [privilegeText, setPrivilegeText] = useState(props.initial.privileges.join(','));
  const { submitted, serverErrors, busy, submit: run } = useFormSubmit<Field>();
  const privileges = parsePrivileges(privilegeText);
  const clientErrors: Partial<Record<Field, string>> = submitted
    ? {
        ...(!values.name.trim() ? { name: t('menus.nameRequired') } : {}),
        ...(privileges.some((p) => !MENU_PRIVILEGE_PATTERN.test(p)) ? { privileges: t('menus.privilegeInvalid') } : {}),
      }
    : {};
  const errorOf = (field: Field) => clientErrors[field] ?? serverErrors[field];
  const set = (patch: Partial<MenuInput>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () =>
    run(Boolean(values.name.trim()) && !privileges.some((p) => !MENU_PRIVILEGE_PATTERN.test(p)), () =>
      props.onSubmit({ ...values, name: values.name.trim(), privileges: [...new Set(privileges)] }),
    );

  const typeOptions = (['directory', 'page', 'link'] as const).map((type) => ({
    value: type,
    label: t(`menus.type.${type}`),
  }));
  const deploymentOptions = [
    { value: '', label: t('menus.none') },
    ...props.deployments.map((d) => ({ value: d.id, label: `${d.name} (${d.baseUrl})` })),
  ];
  // The help centre's published articles, by category: the article the menu's screen offers in its help panel.
  const helpCentre = useLoad('help-articles', (signal) => getHelpCentre(signal));
  const articleOptions = [
    { value: '', label: t('menus.none') },
    ...(helpCentre.data ?? []).flatMap((category) =>
      category.articles.map((article) => ({
        value: article.id,
        label: locale === 'en' ? article.titleEn : article.title,
        description: locale === 'en' ? category.nameEn : category.name,
      })),
    ),
  ];
  // A menu may name an article that is not published (a draft, one deleted): it stays chosen, shown by its id.
  if (values.helpPageId && !articleOptions.some((option) => option.value === values.helpPageId))
    articleOptions.push({ value: values.helpPageId, label: values.helpPageId, description: '' });

  return (
    <FormModal
      testId="menu-modal"
      header={props.header}
      cancelText={t('menus.action.cancel')}
      submitText={t('menus.action.save')}
      submitTestId="menu-save"
      busy={busy}
      form
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        {props.parentName ? (
          <FormField label={t('menus.field.parent')} errorText={errorOf('parentId')}>
            <Box>{props.parentName}</Box>
          </FormField>
        ) : null}
        <FormField label={t('menus.field.name')} errorText={errorOf('name')}>
          <Input
            name="menu-name"
            value={values.name}
            autoFocus
            invalid={Boolean(errorOf('name'))}
            onChange={({ detail }) => set({ name: detail.value.slice(0, MENU_NAME_MAX_LENGTH) })}
          />
        </FormField>
        <FormField label={t('menus.field.nameEn')} errorText={errorOf('nameEn')}>
          <Input
            name="menu-name-en"
            value={values.nameEn ?? ''}
            onChange={({ detail }) => set({ nameEn: detail.value || undefined })}
          />
        </FormField>
        <FormField label={t('menus.field.type')}>
          <Select
            data-testid="menu-type"
            selectedOption={typeOptions.find((o) => o.value === values.type)!}
            options={typeOptions}
            onChange={({ detail }) => set({ type: detail.selectedOption.value as MenuType })}
          />
        </FormField>
        <FormField label={t('menus.field.url')} errorText={errorOf('url')}>
          <Input
            name="menu-url"
            value={values.url ?? ''}
            invalid={Boolean(errorOf('url'))}
            onChange={({ detail }) => set({ url: detail.value || undefined })}
          />
        </FormField>
        <FormField label={t('menus.field.icon')} errorText={errorOf('icon')}>
          <Input
            name="menu-icon"
            value={values.icon ?? ''}
            onChange={({ detail }) => set({ icon: detail.value || undefined })}
          />
        </FormField>
        <FormField label={t('menus.field.sort')} errorText={errorOf('sort')}>
          <Input
            name="menu-sort"
            type="number"
            value={String(values.sort)}
            onChange={({ detail }) => set({ sort: Math.max(0, Math.trunc(Number(detail.value) || 0)) })}
          />
        </FormField>
        <FormField
          label={t('menus.field.privileges')}
          constraintText={t('menus.field.privilegesHint')}
          errorText={errorOf('privileges')}
        >
          <Input
            name="menu-privileges"
            value={privilegeText}
            invalid={Boolean(errorOf('privileges'))}
            onChange={({ detail }) => setPrivilegeText(detail.value)}
          />
        </FormField>
        <FormField label={t('menus.field.deployment')} errorText={errorOf('deploymentId')}>
          <Select
            selectedOption={
              deploymentOptions.find((o) => o.value === (values.deploymentId ?? '')) ?? deploymentOptions[0]
            }
            options={deploymentOptions}
            onChange={({ detail }) => set({ deploymentId: detail.selectedOption.value || undefined })}
          />
        </FormField>
        <FormField label={t('menus.field.helpPageId')} errorText={errorOf('helpPageId')}>
          <Select
            data-testid="menu-help-page"
            selectedOption={articleOptions.find((o) => o.value === (values.helpPageId ?? '')) ?? articleOptions[0]}
            options={articleOptions}
            statusType={helpCentre.loading ? 'loading' : helpCentre.error ? 'error' : 'finished'}
            loadingText={t('app.loading')}
            filteringType="auto"
            onChange={({ detail }) => set({ helpPageId: detail.selectedOption.value || undefined })}
          />
        </FormField>
        <Checkbox checked={values.isPublic} onChange={({ detail }) => set({ isPublic: detail.checked })}>
          {t('menus.field.isPublic')}
        </Checkbox>
        <Checkbox checked={values.byProxy} onChange={({ detail }) => set({ byProxy: detail.checked })}>
          {t('menus.field.byProxy')}
        </Checkbox>
      </SpaceBetween>
    </FormModal>
  );
}
