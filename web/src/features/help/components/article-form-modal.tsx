import '../messages/helpdesk-messages.js';
import { useState } from 'react';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import Textarea from '@cloudscape-design/components/textarea';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { RichText } from '@/components/rich-text.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { HELP_LIMITS } from '@shared/constants/help-rules.js';
import type { HelpArticle, HelpArticleInput, HelpCategory } from '../api/help.js';

type Field = 'categoryId' | 'title' | 'titleEn' | 'body' | 'bodyEn' | 'keywords' | 'order';

const lengthRule = (value: string, max: number, required: string, tooLong: string) =>
  !value.trim() ? required : value.trim().length > max ? tooLong : undefined;

/**
 * The dialog that writes an article (a new one in `categoryId`, or `article`): both languages' titles and bodies in
 * the restricted markup, keywords, order and publication, with a preview of each body as readers will see it.
 */
export function ArticleFormModal(props: {
  categories: readonly HelpCategory[];
  categoryId: string;
  article?: HelpArticle;
  save: (input: HelpArticleInput) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState({
    categoryId: props.article?.categoryId ?? props.categoryId,
    title: props.article?.title ?? '',
    titleEn: props.article?.titleEn ?? '',
    body: props.article?.body ?? '',
    bodyEn: props.article?.bodyEn ?? '',
    keywords: (props.article?.keywords ?? []).join(', '),
    order: String(props.article?.order ?? 0),
    published: props.article?.published ?? false,
  });
  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change });
  const { submitted, serverErrors, busy, submit } = useFormSubmit<Field>('title');
  const keywords = values.keywords
    .split(/[,，]/)
    .map((word) => word.trim())
    .filter(Boolean);
  const order = Number(values.order);
  const required = t('helpdesk.rule.required');
  const tooLong = (max: number) => t('helpdesk.rule.tooLong', { max });
  const rules: Record<Field, string | undefined> = {
    categoryId: values.categoryId ? undefined : required,
    title: lengthRule(values.title, HELP_LIMITS.title, required, tooLong(HELP_LIMITS.title)),
    titleEn: lengthRule(values.titleEn, HELP_LIMITS.titleEn, required, tooLong(HELP_LIMITS.titleEn)),
    body: lengthRule(values.body, HELP_LIMITS.body, required, tooLong(HELP_LIMITS.body)),
    bodyEn: lengthRule(values.bodyEn, HELP_LIMITS.body, required, tooLong(HELP_LIMITS.body)),
    keywords:
      keywords.length > HELP_LIMITS.keywords || keywords.some((word) => word.length > HELP_LIMITS.keyword)
        ? t('helpdesk.field.keywordsHint')
        : undefined,
    order: Number.isInteger(order) && order >= 0 && order <= HELP_LIMITS.order ? undefined : `0–${HELP_LIMITS.order}`,
  };
  const errorOf = (field: Field) => serverErrors[field] ?? (submitted ? rules[field] : undefined);
  const options = props.categories.map((category) => ({ value: category.id, label: category.name }));
  const language = (suffix: '' | 'En') => {
    const titleField = `title${suffix}` as const;
    const bodyField = `body${suffix}` as const;
    return (
      <SpaceBetween size="m">
        <FormField label={t(`helpdesk.field.${titleField}`)} errorText={errorOf(titleField)}>
          <Input
            value={values[titleField]}
            onChange={({ detail }) => set({ [titleField]: detail.value })}
            data-testid={`help-article-${titleField}`}
          />
        </FormField>
        <FormField
          label={t(`helpdesk.field.${bodyField}`)}
          description={t('helpdesk.field.bodyHint')}
          errorText={errorOf(bodyField)}
        >
          <Textarea
            rows={12}
            value={values[bodyField]}
            onChange={({ detail }) => set({ [bodyField]: detail.value })}
            data-testid={`help-article-${bodyField}`}
          />
        </FormField>
      </SpaceBetween>
    );
  };
  return (
    <FormModal
      testId="help-article-form"
      size="large"
      header={props.article ? t('helpdesk.manage.editArticle') : t('helpdesk.manage.addArticle')}
      cancelText={t('helpdesk.manage.cancel')}
      submitText={t('helpdesk.manage.save')}
      submitTestId="help-article-save"
      busy={busy}
      onDismiss={props.onDismiss}
      onSubmit={() =>
        void submit(
          Object.values(rules).every((rule) => !rule),
          () =>
            props.save({
              categoryId: values.categoryId,
              title: values.title.trim(),
              titleEn: values.titleEn.trim(),
              body: values.body,
              bodyEn: values.bodyEn,
              keywords,
              order,
              published: values.published,
            }),
        )
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3}>
          <FormField label={t('helpdesk.field.category')} errorText={errorOf('categoryId')}>
            <Select
              selectedOption={options.find((option) => option.value === values.categoryId) ?? null}
              options={options}
              onChange={({ detail }) => set({ categoryId: detail.selectedOption.value ?? '' })}
            />
          </FormField>
          <FormField label={t('helpdesk.field.order')} errorText={errorOf('order')}>
            <Input type="number" value={values.order} onChange={({ detail }) => set({ order: detail.value })} />
          </FormField>
          <FormField label={t('helpdesk.field.status')}>
            <Checkbox checked={values.published} onChange={({ detail }) => set({ published: detail.checked })}>
              {t('helpdesk.field.published')}
            </Checkbox>
          </FormField>
        </ColumnLayout>
        <FormField
          label={t('helpdesk.field.keywords')}
          description={t('helpdesk.field.keywordsHint')}
          errorText={errorOf('keywords')}
        >
          <Input value={values.keywords} onChange={({ detail }) => set({ keywords: detail.value })} />
        </FormField>
        <Tabs
          tabs={[
            { id: 'cn', label: t('helpdesk.field.body'), content: language('') },
            { id: 'en', label: t('helpdesk.field.bodyEn'), content: language('En') },
            {
              id: 'preview',
              label: t('helpdesk.manage.preview'),
              content: (
                <SpaceBetween size="l">
                  <div data-testid="help-article-preview">
                    <h2>{values.title}</h2>
                    <RichText source={values.body} />
                  </div>
                  <div>
                    <h2>{values.titleEn}</h2>
                    <RichText source={values.bodyEn} />
                  </div>
                </SpaceBetween>
              ),
            },
          ]}
        />
      </SpaceBetween>
    </FormModal>
  );
}
