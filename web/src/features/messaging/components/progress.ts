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
 * 保存中…… as progress then the result"). Resolves true on success; a
 * failure is toasted and rethrown so a dialog can show the server's field
 * errors.
 */
export function useAction() {
  const { notify } = useNotifications();
  const { t } = useI18n();
  return useCallback(
    async <T>(texts: ActionTexts, action: () => Promise<T>): Promise<T> => {
      if (texts.progress) notify({ type: 'info', content: t(texts.progress) });
      try {
        const result = await action();
        notify({ type: 'success', content: t(texts.success) });
        return result;
      } catch (error) {
        const refused = error instanceof ApiError && !error.isNetwork;
        const text = refused || !texts.error ? texts.failure : texts.error;
        notify({ type: 'error', content: failureText(t(text), error) });
        throw error;
      }
    },
    [notify, t],
  );
}
