import '../messages/roles-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ROLE_DESCRIPTION_MAX_LENGTH, ROLE_NAME_MAX_LENGTH } from '@shared/constants/role-rules.js';
import type { RoleInput } from '../api/roles.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';

/**
 * The Add / Modify dialog of a role: name and a multi-line description. The
 * length limits are checked here and again by the server, whose 400/409
 * `fields` (a taken name) show under the field.
 */
export function RoleModal(props: {
  header: string;
  initial?: RoleInput;
  onSubmit: (values: RoleInput) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState<RoleInput>(props.initial ?? { name: '', description: '' });
  const { submitted, serverErrors, busy, submit: run } = useFormSubmit<'name' | 'description'>('name');
  const name = values.name.trim();
  const clientErrors = {
    name: !name || name.length > ROLE_NAME_MAX_LENGTH ? t('roles.rule.name') : undefined,
    description:
      values.description.trim().length > ROLE_DESCRIPTION_MAX_LENGTH ? t('roles.rule.description') : undefined,
  };
  const errorOf = (field: 'name' | 'description') =>
    (submitted ? clientErrors[field] : undefined) ?? serverErrors[field];

  const submit = () =>
    run(!clientErrors.name && !clientErrors.description, () =>
      props.onSubmit({ name, description: values.description.trim() }),
    );

  return (
    <FormModal
      testId="role-modal"
      header={props.header}
      cancelText={t('roles.action.cancel')}
      submitText={t('roles.action.confirm')}
      submitTestId="role-save"
      busy={busy}
      form
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        <FormField label={t('roles.field.name')} errorText={errorOf('name')}>
          <Input
            name="role-name"
            value={values.name}
            autoFocus
            invalid={Boolean(errorOf('name'))}
            onChange={({ detail }) => setValues((v) => ({ ...v, name: detail.value }))}
          />
        </FormField>
        <FormField label={t('roles.field.description')} errorText={errorOf('description')}>
          <Textarea
            name="role-description"
            value={values.description}
            rows={4}
            invalid={Boolean(errorOf('description'))}
            onChange={({ detail }) => setValues((v) => ({ ...v, description: detail.value }))}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
