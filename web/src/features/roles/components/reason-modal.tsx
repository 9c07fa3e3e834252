import '../messages/grants-messages.js';
import { useState, type ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { GRANT_REASON_MAX_LENGTH } from '@shared/constants/grant-rules.js';
import { FormModal } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { fieldErrorsOf } from '@/api/http-client.js';

/**
 * A dialog that asks for a reason (an application's, a rejection's) before
 * `onSubmit` runs; the server's 400 message for `reason` shows on the field.
 */
export function ReasonModal(props: {
  header: string;
  label: string;
  placeholder: string;
  submitText: string;
  children?: ReactNode;
  onSubmit: (reason: string) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(props.placeholder);
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit(reason.trim());
    } catch (failure) {
      setError(fieldErrorsOf(failure).reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormModal
      testId="grants-reason-modal"
      header={props.header}
      cancelText={t('grants.action.cancel')}
      submitText={props.submitText}
      submitTestId="grants-reason-submit"
      busy={busy}
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        {props.children}
        <FormField label={props.label} errorText={error}>
          <Textarea
            data-testid="grants-reason"
            value={reason}
            placeholder={props.placeholder}
            onChange={({ detail }) => {
              setReason(detail.value.slice(0, GRANT_REASON_MAX_LENGTH));
              setError(undefined);
            }}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
