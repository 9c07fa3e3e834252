import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { CONTENT_LIMITS, SLUG_PATTERN, type ContentKind } from '@shared/constants/content-rules.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { ContentInput, ContentItem } from '../api/content.js';
import { ContentImageField } from './content-image-field.js';
import '../messages/portal-messages.js';

type Field =
  'title' | 'titleEn' | 'summary' | 'summaryEn' | 'body' | 'bodyEn' | 'slug' | 'coverImage' | 'order' | 'publishDate';

/** The form's values: texts as typed (the order too), sent as the contract's input. */
type Values = Record<Field, string>;

const emptyValues: Values = {
  title: '',
  titleEn: '',
  summary: '',
  summaryEn: '',
  body: '',
  bodyEn: '',
  slug: '',
  coverImage: '',
  order: '0',
  publishDate: '',
};

function valuesOf(item: ContentItem): Values {
  return {
    title: item.title,
    titleEn: item.titleEn,
    summary: item.summary ?? '',
    summaryEn: item.summaryEn ?? '',
    body: item.body,
    bodyEn: item.bodyEn,
    slug: item.slug,
    coverImage: item.coverImage ?? '',
    order: String(item.order),
    publishDate: item.publishDate?.slice(0, 10) ?? '',
  };
}

/**
 * Creating or editing a content item: both languages' title, summary and body, the slug, order, date and cover (an
 * address, or an image uploaded here, previewed).
 * The client checks what the server checks first (required, lengths, the slug's pattern); the server's field
 * errors (a slug taken in its kind) land on their fields.
 */
export function ContentFormModal(props: {
  kind: ContentKind;
  item?: ContentItem;
  onSave: (input: ContentInput) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState<Values>(props.item ? valuesOf(props.item) : emptyValues);
  const { submitted, serverErrors, busy, submit } = useFormSubmit<Field>('title');
  const set = (field: Field) => (event: { detail: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.detail.value }));
  const tooLong = (field: Field, max: number) => values[field].trim().length > max;
  const clientError = (field: Field): string | undefined => {
    const required = ['title', 'titleEn', 'body', 'bodyEn', 'slug'].includes(field);
    if (required && !values[field].trim()) return t('portal.form.required');
    const max = {
      title: CONTENT_LIMITS.title,
      titleEn: CONTENT_LIMITS.title,
      summary: CONTENT_LIMITS.summary,
      summaryEn: CONTENT_LIMITS.summary,
      body: CONTENT_LIMITS.body,
      bodyEn: CONTENT_LIMITS.body,
      slug: CONTENT_LIMITS.slug,
    } as Partial<Record<Field, number>>;
    if (max[field] !== undefined && tooLong(field, max[field])) return `≤ ${max[field]}`;
    if (field === 'slug' && !SLUG_PATTERN.test(values.slug.trim())) return t('portal.form.slugHint');
    if (field === 'order' && !/^\d{1,4}$/.test(values.order.trim())) return '0–9999';
    if (field === 'publishDate' && values.publishDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.publishDate.trim()))
      return 'YYYY-MM-DD';
    return undefined;
  };
  const fields: Field[] = [
    'title',
    'titleEn',
    'summary',
    'summaryEn',
    'body',
    'bodyEn',
    'slug',
    'coverImage',
    'order',
    'publishDate',
  ];
  const errorOf = (field: Field) => (submitted ? clientError(field) : undefined) ?? serverErrors[field];
  const valid = fields.every((field) => !clientError(field));
  const save = () =>
    void submit(valid, () =>
      props.onSave({
        kind: props.kind,
        slug: values.slug.trim(),
        title: values.title.trim(),
        titleEn: values.titleEn.trim(),
        body: values.body,
        bodyEn: values.bodyEn,
        order: Number(values.order.trim()),
        ...(values.summary.trim() ? { summary: values.summary.trim() } : {}),
        ...(values.summaryEn.trim() ? { summaryEn: values.summaryEn.trim() } : {}),
        ...(values.coverImage.trim() ? { coverImage: values.coverImage.trim() } : {}),
        ...(values.publishDate
          ? { publishDate: new Date(`${values.publishDate.trim()}T00:00:00.000Z`).toISOString() }
          : {}),
      }),
    );
  const text = (field: Field, label: string, description?: string) => (
    <FormField label={label} description={description} errorText={errorOf(field)}>
      <Input value={values[field]} onChange={set(field)} data-testid={`content-${field}`} />
    </FormField>
  );
  const area = (field: Field, label: string) => (
    <FormField label={label} description={t('portal.form.bodyHint')} errorText={errorOf(field)} stretch>
      <Textarea value={values[field]} onChange={set(field)} rows={8} data-testid={`content-${field}`} />
    </FormField>
  );
  return (
    <FormModal
      header={props.item ? t('portal.form.editTitle', { name: props.item.title }) : t('portal.form.addTitle')}
      testId="content-form"
      size="large"
      cancelText={t('common.cancel')}
      submitText={props.item ? t('portal.form.saveChanges') : t('portal.form.save')}
      submitTestId="content-save"
      busy={busy}
      onSubmit={save}
      onDismiss={props.onDismiss}
      form
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {text('title', t('portal.form.title'))}
          {text('titleEn', t('portal.form.titleEn'))}
          {text('summary', t('portal.form.summary'))}
          {text('summaryEn', t('portal.form.summaryEn'))}
        </ColumnLayout>
        {area('body', t('portal.form.body'))}
        {area('bodyEn', t('portal.form.bodyEn'))}
        <ColumnLayout columns={2}>
          {text('slug', t('portal.form.slug'), t('portal.form.slugHint'))}
          {text('order', t('portal.form.order'))}
          <FormField label={t('portal.form.publishDate')} errorText={errorOf('publishDate')}>
            <Input
              placeholder="YYYY-MM-DD"
              value={values.publishDate}
              onChange={set('publishDate')}
              data-testid="content-publishDate"
            />
          </FormField>
        </ColumnLayout>
        <ContentImageField
          value={values.coverImage}
          onChange={(coverImage) => setValues((before) => ({ ...before, coverImage }))}
          errorText={errorOf('coverImage')}
        />
      </SpaceBetween>
    </FormModal>
  );
}
