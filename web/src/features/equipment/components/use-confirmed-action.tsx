import '../messages/equipment-messages.js';
import { useState } from 'react';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** An action the user asked for: the confirmation's header and text, the call, and the text of its success. */
export interface ConfirmedAction {
  header: string;
  text: string;
  run: () => Promise<unknown>;
  /** The success toast, naming the record (网关「X」已停止). */
  doneText: string;
}

/**
 * Delete and stop on the lists: a confirmation, the call, then its result in the flashbar (the record named on a
 * success, the action and the server's reason on a failure, which stays until dismissed). `onFinished` runs after
 * the call either way, so the list shows what the server holds.
 */
export function useConfirmedAction(onFinished: () => void) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [pending, setPending] = useState<ConfirmedAction>();
  const dialogs = pending ? (
    <ConfirmModal
      header={pending.header}
      onDismiss={() => setPending(undefined)}
      onConfirm={async () => {
        try {
          await pending.run();
          notify({ type: 'success', content: pending.doneText });
        } catch (failure) {
          notify({
            type: 'error',
            content: t('equipment.result.actionFailed', { action: pending.header, message: messageOf(failure) }),
          });
        } finally {
          setPending(undefined);
          onFinished();
        }
      }}
    >
      {pending.text}
    </ConfirmModal>
  ) : null;
  return { ask: setPending, dialogs };
}
