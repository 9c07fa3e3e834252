import '../../../../../shared/i18n/inbox-messages.js';
import { useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '../../../i18n/i18n-context.js';

/** Asks before a destructive action on messages; OK runs `onConfirm` and shows its progress. */
export function InboxConfirmModal(props: {
  header: string;
  children: ReactNode;
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      data-testid="inbox-confirm-modal"
      header={props.header}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={props.onDismiss}>
              {t('inbox.action.cancel')}
            </Button>
            <Button variant="primary" loading={busy} data-testid="inbox-confirm-ok" onClick={() => void confirm()}>
              {t('inbox.action.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.children}
    </Modal>
  );
}
