import { useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';

/**
 * The console's one confirmation dialog for destructive or irreversible
 * actions: OK runs `onConfirm` and shows its progress; Cancel is disabled
 * meanwhile. Journeys find it by `confirm-modal` and its OK button by `confirm-ok`.
 */
export function ConfirmModal(props: {
  header: string;
  children: ReactNode;
  confirmText?: string;
  /** OK is disabled when the action is known to be refused (the dialog then only informs). */
  confirmDisabled?: boolean;
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
      data-testid="confirm-modal"
      header={props.header}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={props.onDismiss}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              disabled={props.confirmDisabled}
              data-testid="confirm-ok"
              onClick={() => void confirm()}
            >
              {props.confirmText ?? t('common.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.children}
    </Modal>
  );
}
