import '../messages/applications-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { changeStatus } from '../api/applications.js';
import { doneText, willText } from './scope.js';

/** A status change the user asked for: what, of which record, and its label. */
export interface StatusRequest {
  kind: 'application' | 'version';
  id: string;
  name: string;
  code: string;
  label: string;
}

/**
 * The status-change flow of doc 2 §4: a confirmation naming the record and saying what the change will do (its
 * button says the action), the change, then a result dialog naming the record with a message specific to the new
 * code (from the answer's `statusCode`) or the failure. `onChanged` runs after a success (reload).
 */
export function useStatusChange(onChanged: () => void) {
  const { t } = useI18n();
  const [pending, setPending] = useState<StatusRequest>();
  const [result, setResult] = useState<{ ok: boolean; text: string; request: StatusRequest }>();
  const dialogs = (
    <>
      {pending ? (
        <ConfirmModal
          header={t('apps.status.confirmHeader', { action: pending.label, name: pending.name })}
          confirmText={pending.label}
          onDismiss={() => setPending(undefined)}
          onConfirm={async () => {
            try {
              const answer = await changeStatus(pending.kind, pending.id, pending.code);
              setResult({ ok: true, text: t(doneText(answer.statusCode)), request: pending });
              onChanged();
            } catch (failure) {
              setResult({
                ok: false,
                text: t('apps.status.failed', { message: messageOf(failure) }),
                request: pending,
              });
            } finally {
              setPending(undefined);
            }
          }}
        >
          <SpaceBetween size="s">
            <Box variant="strong">{t('apps.status.confirmText', { name: pending.name, action: pending.label })}</Box>
            <Box>{t(willText(pending.code), { name: pending.name })}</Box>
          </SpaceBetween>
        </ConfirmModal>
      ) : null}
      {result ? (
        <Modal
          visible
          data-testid="status-result"
          header={
            result.ok
              ? t(`apps.status.doneTitle.${result.request.kind}`, { name: result.request.name })
              : t('apps.status.failedTitle', { action: result.request.label, name: result.request.name })
          }
          onDismiss={() => setResult(undefined)}
          footer={
            <Box float="right">
              <Button variant="primary" onClick={() => setResult(undefined)}>
                {t('apps.action.close')}
              </Button>
            </Box>
          }
        >
          {result.text}
        </Modal>
      ) : null}
    </>
  );
  return { ask: setPending, dialogs };
}
