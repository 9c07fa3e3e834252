import '../messages/algorithms-messages.js';
import { useState, type ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { decideAlgorithm } from '../api/algorithms.js';

/** The review decisions: `3` approves (the algorithm goes online), `4` rejects with a reason. */
export type Decision = '3' | '4';

/**
 * An auditor's decision on a submitted algorithm (`verify-algorithm-list`, `verify-algorithm-detail`): `decide`
 * opens the dialog that asks first (a rejection needs its reason); `onDone` runs after the call, told whether it
 * succeeded.
 */
export function useAlgorithmDecision(onDone: (succeeded: boolean) => void): {
  decide: (algorithm: { id: string; name: string }, decision: Decision) => void;
  dialog: ReactNode;
} {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [pending, setPending] = useState<{ algorithm: { id: string; name: string }; decision: Decision }>();
  const [reason, setReason] = useState('');
  const close = () => {
    setPending(undefined);
    setReason('');
  };
  const confirm = async () => {
    if (!pending) return;
    const { algorithm, decision } = pending;
    const name = algorithm.name;
    let succeeded = false;
    try {
      await decideAlgorithm(algorithm.id, decision, decision === '4' ? reason.trim() : undefined);
      notify({
        type: 'success',
        content: t(decision === '3' ? 'algorithms.approved' : 'algorithms.rejected', { name }),
      });
      succeeded = true;
    } catch (failure) {
      notify({ type: 'error', content: t('algorithms.decisionFailed', { name, message: messageOf(failure) }) });
    } finally {
      close();
      onDone(succeeded);
    }
  };
  const dialog = pending ? (
    <ConfirmModal
      header={t(pending.decision === '3' ? 'algorithms.approve.title' : 'algorithms.reject.title')}
      confirmText={t(pending.decision === '3' ? 'algorithms.action.approve' : 'algorithms.action.reject')}
      confirmDisabled={pending.decision === '4' && reason.trim() === ''}
      onConfirm={confirm}
      onDismiss={close}
    >
      <SpaceBetween size="m">
        <span>
          {t(pending.decision === '3' ? 'algorithms.approve.text' : 'algorithms.reject.text', {
            name: pending.algorithm.name,
          })}
        </span>
        {pending.decision === '4' ? (
          <FormField label={t('algorithms.reject.reason')}>
            <Textarea
              data-testid="verify-algorithm-reason"
              value={reason}
              onChange={({ detail }) => setReason(detail.value)}
            />
          </FormField>
        ) : null}
      </SpaceBetween>
    </ConfirmModal>
  ) : null;
  return { decide: (algorithm, decision) => setPending({ algorithm, decision }), dialog };
}
