import '../messages/grants-messages.js';
import type { ReactNode } from 'react';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ReasonModal } from './reason-modal.js';

/**
 * The dialog of a review decision: approving asks for a confirmation,
 * rejecting for the reason given to the applicant. `onDecide` gets the
 * reason of a rejection.
 */
export function DecisionModal(props: {
  approve: boolean;
  /** What is decided, in the dialog's body. */
  text: ReactNode;
  onDecide: (reason?: string) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  return props.approve ? (
    <ConfirmModal
      header={t('grants.review.approveTitle')}
      confirmText={t('grants.action.approve')}
      onConfirm={() => props.onDecide()}
      onDismiss={props.onDismiss}
    >
      {props.text}
    </ConfirmModal>
  ) : (
    <ReasonModal
      header={t('grants.review.rejectTitle')}
      label={t('grants.field.decisionReason')}
      placeholder={t('grants.review.rejectPlaceholder')}
      submitText={t('grants.action.reject')}
      onSubmit={props.onDecide}
      onDismiss={props.onDismiss}
    >
      {props.text}
    </ReasonModal>
  );
}
