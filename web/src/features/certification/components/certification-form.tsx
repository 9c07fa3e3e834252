import '../messages/certification-messages.js';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { MessageKey } from '@/i18n/messages.js';
import type { LookupCollection, RegionNode } from '../api/certification.js';
import { ApiError } from '@/api/http-client.js';
import { DeferredModal } from '@/components/deferred.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { clientFieldError, fieldLabelKey, invalidFields, localToday, type FieldSpec, type FormSpec } from './fields.js';
import { ImageUploadField } from './image-upload-field.js';
import { useLookupName, useLookups, useRegionOptions } from './use-lookups.js';

/** A server message about a field, shown while the field still holds the value it was about. */
interface ServerError {
  value: string;
  message: string;
}

export interface CertificationFormProps<F extends string> {
  form: FormSpec<F>;
  initial: Record<F, string>;
  header: ReactNode;
  submitKey: MessageKey;
  /** The confirm dialog's text: submitting enters verification (spec doc 1 §8). */
  confirmKey: MessageKey;
  /** Saves the values; an `ApiError` with `fields` (400) or a 409 is shown on the fields. */
  onSubmit: (values: Record<F, string>) => Promise<void>;
  onCancel: () => void;
  /** Message keys for 409 answers by field (e.g. a taken enterprise name). */
  conflictMessages?: Partial<Record<F, MessageKey>>;
  /** Shown above the sections (e.g. the verification status of an edited certification). */
  summary?: ReactNode;
}

const regionLevel = { province: 0, city: 1, district: 2 } as const;

/**
 * A certification form built from its field definitions: every field
 * required (请输入/请选择/请上传), the format rules of
 * `shared/constants/certification-rules.ts` shown once a field is left or the
 * form is sent, image uploads, the province → city → district cascade, a
 * confirm dialog before submitting, and the server's field errors on their fields.
 */
export function CertificationForm<F extends string>({
  form,
  initial,
  header,
  submitKey,
  confirmKey,
  onSubmit,
  onCancel,
  conflictMessages = {},
  summary,
}: CertificationFormProps<F>) {
  const { t, locale } = useI18n();
  /** A label inside a sentence ("Please enter the enterprise name"); Chinese has no case. */
  const inSentence = (name: string) => {
    const label = t(fieldLabelKey(name));
    return locale === 'en' ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  };
  const lookupName = useLookupName();
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, ServerError>>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const specs = Object.values(form.fields) as FieldSpec<F>[];
  const collections = useMemo(
    () => [
      ...new Set(
        Object.values<FieldSpec<F>>(form.fields)
          .map((s) => s.collection)
          .filter(Boolean),
      ),
    ],
    [form],
  ) as LookupCollection[];
  const lookups = useLookups(collections);
  const hasRegion = specs.some((s) => s.kind === 'province');
  const valueOf = (name: string) => (values as Record<string, string>)[name] ?? '';
  const regions = useRegionOptions(hasRegion ? valueOf('province') : '', valueOf('city'));

  const set = (name: F, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value } as Record<string, string>;
      // A new province or city invalidates what was chosen below it.
      if (name === 'province' && current[name] !== value) Object.assign(next, { city: '', district: '' });
      if (name === 'city' && current[name] !== value) next.district = '';
      return next as Record<F, string>;
    });
  };
  const touch = (name: F) => setTouched((current) => new Set(current).add(name));

  const errorText = (name: F): string | undefined => {
    if (imageErrors[name]) return imageErrors[name];
    if (touched.has(name) || submitted) {
      const client = clientFieldError(form.fields[name], values);
      if (client) return t(client.key, { label: inSentence(name), ...client.values });
    }
    const server = serverErrors[name];
    return server && server.value === values[name] ? server.message : undefined;
  };

  const requestSubmit = () => {
    setSubmitted(true);
    setFormError(undefined);
    const invalid = invalidFields(form, values);
    if (invalid.length > 0 || Object.values(imageErrors).some(Boolean)) {
      setFormError(t('certification.form.invalid'));
      // Long forms: bring the first field to fix into view.
      if (invalid[0])
        document.querySelector(`[data-testid="field-${invalid[0]}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setConfirming(true);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v as string).trim()]));
      await onSubmit(trimmed as Record<F, string>);
    } catch (failure) {
      setConfirming(false);
      if (!(failure instanceof ApiError)) {
        setFormError(t('certification.form.failed', { message: String(failure) }));
        return;
      }
      const fields = failure.body.fields ?? [];
      const nextErrors: Partial<Record<string, ServerError>> = {};
      for (const issue of fields) {
        // The server names body fields `body.<name>`.
        const field = issue.field.replace(/^body\./, '');
        const message = issue.message;
        const conflict = failure.status === 409 ? conflictMessages[field as F] : undefined;
        nextErrors[field] = { value: valueOf(field), message: conflict ? t(conflict) : message };
      }
      setServerErrors(nextErrors);
      setFormError(
        fields.length > 0
          ? t('certification.form.serverInvalid')
          : t('certification.form.failed', { message: failure.message }),
      );
    } finally {
      setBusy(false);
    }
  };

  const options = (entries: { code: string; label: string }[]): SelectProps.Option[] =>
    entries.map((e) => ({ value: e.code, label: e.label }));
  const regionOptions = (nodes: RegionNode[]) => options(nodes.map((n) => ({ code: n.name, label: n.name })));

  const control = (spec: FieldSpec<F>) => {
    const name = spec.name;
    const label = inSentence(name);
    const common = { 'data-testid': `input-${name}` };
    switch (spec.kind) {
      case 'text':
        return (
          <Input
            {...common}
            value={values[name]}
            placeholder={t('certification.required.enter', { label })}
            onChange={({ detail }) => set(name, detail.value)}
            onBlur={() => touch(name)}
            invalid={Boolean(errorText(name))}
          />
        );
      case 'textarea':
        return (
          <Textarea
            {...common}
            value={values[name]}
            rows={3}
            placeholder={t('certification.required.enter', { label })}
            onChange={({ detail }) => set(name, detail.value)}
            onBlur={() => touch(name)}
            invalid={Boolean(errorText(name))}
          />
        );
      case 'date':
        return (
          <DatePicker
            {...common}
            value={values[name]}
            placeholder="YYYY/MM/DD"
            // Expiry dates: the calendar offers today onwards (typing a past date still shows the rule's message).
            isDateEnabled={(date) => date.getTime() >= new Date(`${localToday()}T00:00:00`).getTime()}
            openCalendarAriaLabel={(selected) => t('certification.date.open', { selected: selected ?? '' })}
            onChange={({ detail }) => set(name, detail.value)}
            onBlur={() => touch(name)}
            invalid={Boolean(errorText(name))}
          />
        );
      case 'image':
        return (
          <ImageUploadField
            testId={`upload-${name}`}
            value={values[name]}
            label={t(fieldLabelKey(name))}
            onChange={(image) => {
              set(name, image);
              touch(name);
            }}
            onError={(message) => setImageErrors((current) => ({ ...current, [name]: message }))}
          />
        );
      default: {
        const list =
          spec.kind === 'lookup'
            ? options((lookups[spec.collection!] ?? []).map((e) => ({ code: e.code, label: lookupName(e) })))
            : regionOptions([regions.provinces, regions.cities, regions.districts][regionLevel[spec.kind]]);
        const selected = list.find((o) => o.value === values[name]) ?? (values[name] ? { value: values[name] } : null);
        return (
          <Select
            {...common}
            selectedOption={selected}
            options={list}
            filteringType={list.length > 10 ? 'auto' : 'none'}
            placeholder={t('certification.required.select', { label })}
            statusType={
              (spec.kind === 'lookup' && !lookups[spec.collection!]) ||
              (spec.kind === 'province' && regions.provinces.length === 0) ||
              ((spec.kind === 'city' || spec.kind === 'district') && regions.loading)
                ? 'loading'
                : 'finished'
            }
            loadingText={t('app.loading')}
            empty={t('certification.select.empty')}
            onChange={({ detail }) => {
              set(name, detail.selectedOption.value ?? '');
              touch(name);
            }}
            onBlur={() => touch(name)}
            invalid={Boolean(errorText(name))}
          />
        );
      }
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        requestSubmit();
      }}
      noValidate
    >
      <Form
        header={header}
        errorText={formError}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onCancel}>
              {t('certification.form.cancel')}
            </Button>
            <Button variant="primary" loading={busy} data-testid="certification-submit">
              {t(submitKey)}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {summary}
          {form.sections.map((section) => (
            <Container key={section.titleKey} header={<Header variant="h2">{t(section.titleKey)}</Header>}>
              <ColumnLayout columns={2}>
                {section.fields.map((name) => (
                  <FormField
                    key={name}
                    label={t(fieldLabelKey(name))}
                    errorText={errorText(name)}
                    data-testid={`field-${name}`}
                    stretch={form.fields[name].kind === 'textarea'}
                  >
                    {control(form.fields[name])}
                  </FormField>
                ))}
              </ColumnLayout>
            </Container>
          ))}
        </SpaceBetween>
      </Form>
      {confirming ? (
        <Suspense fallback={null}>
          <DeferredModal
            visible
            header={t('certification.confirm.title')}
            onDismiss={() => setConfirming(false)}
            footer={
              <Box float="right">
                <SpaceBetween size="xs" direction="horizontal">
                  <Button variant="link" onClick={() => setConfirming(false)}>
                    {t('certification.form.cancel')}
                  </Button>
                  <Button variant="primary" loading={busy} onClick={() => void submit()} data-testid="confirm-submit">
                    {t('certification.confirm.ok')}
                  </Button>
                </SpaceBetween>
              </Box>
            }
          >
            {t(confirmKey)}
          </DeferredModal>
        </Suspense>
      ) : null}
    </form>
  );
}
