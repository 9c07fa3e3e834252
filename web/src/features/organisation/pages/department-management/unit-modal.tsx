import '../../messages/organisation-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ORG_CODE_PATTERN, ORG_NAME_MAX_LENGTH } from '@shared/constants/organisation-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import type { UnitInput } from '../../api/organisation.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** The client rules of a unit's name and code (the server checks again). */
function clientErrors(values: UnitInput, withCode: boolean): Partial<Record<'name' | 'code', MessageKey>> {
  const name = values.name.trim();
  const code = values.code?.trim() ?? '';
  return {
    ...(!name ? { name: 'organisation.common.nameRequired' as const } : {}),
    ...(name.length > ORG_NAME_MAX_LENGTH ? { name: 'organisation.common.nameTooLong' as const } : {}),
    ...(withCode && code && !ORG_CODE_PATTERN.test(code) ? { code: 'organisation.common.codeInvalid' as const } : {}),
  };
}

/**
 * Add / edit dialog of a department, position (name and optional code) or
 * work group (name only). Field errors come from the client rules first and
 * then from the server's 400/409 `fields`; other failures show above the fields.
 */
export function UnitModal(props: {
  header: string;
  withCode: boolean;
  initial?: UnitInput;
  onSubmit: (values: UnitInput) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState<UnitInput>(props.initial ?? { name: '', code: '' });
  const { submitted, serverErrors, busy, submit: run } = useFormSubmit<'name' | 'code'>('name');
  const errors = submitted ? clientErrors(values, props.withCode) : {};
  const errorOf = (field: 'name' | 'code') => (errors[field] ? t(errors[field]!) : serverErrors[field]);

  const submit = () =>
    run(Object.keys(clientErrors(values, props.withCode)).length === 0, () => {
      const code = values.code?.trim();
      return props.onSubmit({ name: values.name.trim(), ...(props.withCode && code ? { code } : {}) });
    });

  return (
    <FormModal
      testId="unit-modal"
      header={props.header}
      cancelText={t('organisation.common.cancel')}
      submitText={t('organisation.common.save')}
      submitTestId="unit-save"
      busy={busy}
      form
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        <FormField label={t('organisation.common.name')} errorText={errorOf('name')}>
          <Input
            name="unit-name"
            value={values.name}
            autoFocus
            invalid={Boolean(errorOf('name'))}
            onChange={({ detail }) => setValues((v) => ({ ...v, name: detail.value }))}
          />
        </FormField>
        {props.withCode ? (
          <FormField
            label={t('organisation.common.code')}
            constraintText={t('organisation.common.codeHint')}
            errorText={errorOf('code')}
          >
            <Input
              name="unit-code"
              value={values.code ?? ''}
              invalid={Boolean(errorOf('code'))}
              onChange={({ detail }) => setValues((v) => ({ ...v, code: detail.value }))}
            />
          </FormField>
        ) : null}
      </SpaceBetween>
    </FormModal>
  );
}
