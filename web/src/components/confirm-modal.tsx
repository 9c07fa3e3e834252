import { useState, type ReactNode } from 'react';
import { useI18n } from '@/i18n/i18n-context.js';
import { FormModal } from './form-modal.js';

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
    <FormModal
      testId="confirm-modal"
      header={props.header}
      cancelText={t('common.cancel')}
      submitText={props.confirmText ?? t('common.confirm')}
      submitTestId="confirm-ok"
      submitDisabled={props.confirmDisabled}
      busy={busy}
      onSubmit={() => void confirm()}
      onDismiss={props.onDismiss}
    >
      {props.children}
    </FormModal>
  );
}
