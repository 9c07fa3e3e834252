import '../messages/messaging-messages.js';
import { useCallback } from 'react';
import type { MessageKey } from '@/i18n/messages.js';
import { ApiError } from '@/api/http-client.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** The toasts of one action: progress first, then success, or failure followed by the server's message. */
export interface ActionTexts {
  progress?: MessageKey;
  success: MessageKey;
  /** The server refused (a non-2xx answer). */
  failure: MessageKey;
  /** The call never got an answer (network); `failure` when absent. */
  error?: MessageKey;
}

/** `failure` toasts read "<text> <server message>"; a text ending in "：" or ": " takes the message straight after. */
export function failureText(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /[：:]\s?$/.test(text) ? `${text}${message}` : `${text} ${message}`;
}

/**
 * Runs an action with the spec's toasts (doc 1 §8: "查询中……/发送中……/删除中……/
 * 保存中…… as progress then the result"); the result replaces the progress
 * toast. Resolves true on success; a
 * failure is toasted and rethrown so a dialog can show the server's field
 * errors.
 */
export function useAction() {
  const { notify, dismiss } = useNotifications();
  const { t } = useI18n();
  return useCallback(
    async <T>(texts: ActionTexts, action: () => Promise<T>): Promise<T> => {
      // The progress toast gives way to the result, so 发送中…… never stands beside 发送成功.
      const progress = texts.progress ? notify({ type: 'info', content: t(texts.progress) }) : undefined;
      const settle = () => {
        if (progress) dismiss(progress);
      };
      try {
        const result = await action();
        settle();
        notify({ type: 'success', content: t(texts.success) });
        return result;
      } catch (error) {
        settle();
        const refused = error instanceof ApiError && !error.isNetwork;
        const text = refused || !texts.error ? texts.failure : texts.error;
        notify({ type: 'error', content: failureText(t(text), error) });
        throw error;
      }
    },
    [notify, dismiss, t],
  );
}

/** The toasts of a save (保存中…… then 保存成功, 保存失败 or 保存错误). */
export const SAVE_TEXTS: ActionTexts = {
  progress: 'messaging.spec.saving',
  success: 'messaging.spec.saveSuccess',
  failure: 'messaging.spec.saveFailed',
  error: 'messaging.spec.saveError',
};

/** The toasts of a delete (删除中…… then 删除成功 or 删除失败). */
export const DELETE_TEXTS: ActionTexts = {
  progress: 'messaging.spec.deleting',
  success: 'messaging.spec.deleteSuccess',
  failure: 'messaging.spec.deleteFailed',
};

/**
 * The dialog actions of a messaging view, each with its toasts and then
 * `done` (close the dialog, forget the selection, reload the list).
 * `save` rethrows a failure before `done`, so its dialog stays open with the
 * server's field errors; `remove` only toasts it and still calls `done`,
 * because a refused delete leaves nothing to edit in its confirmation.
 */
export function useDialogActions(done: () => void) {
  const run = useAction();
  return {
    save: async <T>(action: () => Promise<T>, texts: ActionTexts = SAVE_TEXTS): Promise<T> => {
      const result = await run(texts, action);
      done();
      return result;
    },
    remove: async (action: () => Promise<unknown>): Promise<void> => {
      await run(DELETE_TEXTS, action).catch(() => undefined);
      done();
    },
  };
}
