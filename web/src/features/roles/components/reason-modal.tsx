import '../messages/grants-messages.js';
import { useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { GRANT_REASON_MAX_LENGTH } from '@shared/constants/grant-rules.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { fieldErrorsOf } from './server-errors.js';

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
    <Modal
      visible
      data-testid="grants-reason-modal"
      header={props.header}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={props.onDismiss}>
              {t('grants.action.cancel')}
            </Button>
            <Button variant="primary" loading={busy} data-testid="grants-reason-submit" onClick={() => void submit()}>
              {props.submitText}
            </Button>
          </SpaceBetween>
        </Box>
      }
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
    </Modal>
  );
}
