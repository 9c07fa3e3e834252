import '../messages/equipment-messages.js';
import { useState } from 'react';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ResultModal, type ActionResult } from './result-modal.js';

/** An action the user asked for: the confirmation's header and text, the call, and the text of its success. */
export interface ConfirmedAction {
  header: string;
  text: string;
  run: () => Promise<unknown>;
  doneText: string;
}

/**
 * Delete and stop on the lists: a confirmation, the call, then a result dialog (the server's reason on a
 * failure). `onFinished` runs after the call either way, so the list shows what the server holds.
 */
export function useConfirmedAction(onFinished: () => void) {
  const { t } = useI18n();
  const [pending, setPending] = useState<ConfirmedAction>();
  const [result, setResult] = useState<ActionResult>();
  const dialogs = (
    <>
      {pending ? (
        <ConfirmModal
          header={pending.header}
          onDismiss={() => setPending(undefined)}
          onConfirm={async () => {
            try {
              await pending.run();
              setResult({ ok: true, text: pending.doneText });
            } catch (failure) {
              setResult({ ok: false, text: t('equipment.result.failedText', { message: messageOf(failure) }) });
            } finally {
              setPending(undefined);
              onFinished();
            }
          }}
        >
          {pending.text}
        </ConfirmModal>
      ) : null}
      {result ? <ResultModal result={result} onClose={() => setResult(undefined)} /> : null}
    </>
  );
  return { ask: setPending, dialogs };
}
