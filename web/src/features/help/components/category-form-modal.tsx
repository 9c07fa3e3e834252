import '../messages/helpdesk-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { HELP_LIMITS } from '@shared/constants/help-rules.js';
import type { HelpCategory, HelpCategoryValues } from '../api/help.js';

type Field = 'name' | 'nameEn' | 'order';

/** The dialog that creates a category or edits `category`; `save` runs the call and what follows it. */
export function CategoryFormModal(props: {
  category?: HelpCategory;
  save: (values: HelpCategoryValues) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState({
    name: props.category?.name ?? '',
    nameEn: props.category?.nameEn ?? '',
    order: String(props.category?.order ?? 0),
  });
  const { submitted, serverErrors, busy, submit } = useFormSubmit<Field>('name');
  const order = Number(values.order);
  const rules: Record<Field, string | undefined> = {
    name: !values.name.trim()
      ? t('helpdesk.rule.required')
      : values.name.trim().length > HELP_LIMITS.categoryName
        ? t('helpdesk.rule.tooLong', { max: HELP_LIMITS.categoryName })
        : undefined,
    nameEn: !values.nameEn.trim()
      ? t('helpdesk.rule.required')
      : values.nameEn.trim().length > HELP_LIMITS.categoryNameEn
        ? t('helpdesk.rule.tooLong', { max: HELP_LIMITS.categoryNameEn })
        : undefined,
    order: Number.isInteger(order) && order >= 0 && order <= HELP_LIMITS.order ? undefined : `0–${HELP_LIMITS.order}`,
  };
  const errorOf = (field: Field) => serverErrors[field] ?? (submitted ? rules[field] : undefined);
  return (
    <FormModal
      form
      testId="help-category-form"
      header={props.category ? t('helpdesk.manage.editCategory') : t('helpdesk.manage.addCategory')}
      cancelText={t('helpdesk.manage.cancel')}
      submitText={t('helpdesk.manage.save')}
      submitTestId="help-category-save"
      busy={busy}
      onDismiss={props.onDismiss}
      onSubmit={() =>
        void submit(
          Object.values(rules).every((rule) => !rule),
          () => props.save({ name: values.name.trim(), nameEn: values.nameEn.trim(), order }),
        )
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('helpdesk.field.name')} errorText={errorOf('name')}>
          <Input value={values.name} onChange={({ detail }) => setValues({ ...values, name: detail.value })} />
        </FormField>
        <FormField label={t('helpdesk.field.nameEn')} errorText={errorOf('nameEn')}>
          <Input value={values.nameEn} onChange={({ detail }) => setValues({ ...values, nameEn: detail.value })} />
        </FormField>
        <FormField label={t('helpdesk.field.order')} errorText={errorOf('order')}>
          <Input
            type="number"
            value={values.order}
            onChange={({ detail }) => setValues({ ...values, order: detail.value })}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
