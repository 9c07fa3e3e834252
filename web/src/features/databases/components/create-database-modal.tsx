import '../messages/databases-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { ApiError } from '@/api/http-client.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { DATABASE_NAME_PATTERN, DATABASE_RESERVATION_MB } from '@shared/constants/database-rules.js';
import { createDatabase, type CreatedDatabase } from '../api/databases.js';

/**
 * The create dialog: the database's name, checked as the server checks it; a refusal the enterprise can act on
 * (quota, space, a taken name) shows under the field in the console's language.
 */
export function CreateDatabaseModal(props: { onCreated: (created: CreatedDatabase) => void; onDismiss: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const { submitted, serverErrors, busy, submit } = useFormSubmit<'databaseName'>('databaseName');
  const trimmed = name.trim();
  const clientError = !trimmed
    ? t('databases.create.required')
    : DATABASE_NAME_PATTERN.test(trimmed)
      ? undefined
      : t('databases.create.nameFormat');
  const error = (submitted ? clientError : undefined) ?? serverErrors.databaseName;
  const refusals: Record<string, string> = {
    quotaExceeded: t('databases.create.quotaExceeded', { reservation: DATABASE_RESERVATION_MB }),
    spaceNotOnline: t('databases.create.spaceNotOnline'),
    nameTaken: t('databases.create.nameTaken'),
  };
  const run = () =>
    submit(!clientError, async () => {
      try {
        props.onCreated(await createDatabase(trimmed));
      } catch (failure) {
        const reason = failure instanceof ApiError ? (failure.body as { reason?: string }).reason : undefined;
        throw reason && refusals[reason] ? new Error(refusals[reason]) : failure;
      }
    });
  return (
    <FormModal
      testId="database-create-modal"
      header={t('databases.create.title')}
      cancelText={t('common.cancel')}
      submitText={t('databases.create.submit')}
      submitTestId="database-create-submit"
      busy={busy}
      form
      onSubmit={() => void run()}
      onDismiss={props.onDismiss}
    >
      <FormField label={t('databases.field.name')} constraintText={t('databases.create.nameHint')} errorText={error}>
        <Input
          name="database-name"
          value={name}
          autoFocus
          invalid={Boolean(error)}
          onChange={({ detail }) => setName(detail.value)}
        />
      </FormField>
    </FormModal>
  );
}
