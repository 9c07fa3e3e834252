import '../messages/messaging-messages.js';
import { useCallback } from 'react';
import type { MessageKey } from '@/i18n/messages.js';
import { ApiError } from '@/api/http-client.js';
import { useNotifications, type Toast } from '@/components/notifications.js';
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

/** What a result names, and the next step it offers. */
export interface ActionFeedback<T> {
  /** The texts' placeholders: the records concerned (`{name}`, `{names}`, `{count}`, …), or read from the answer. */
  values?: Readonly<Record<string, string | number>> | ((result: T) => Readonly<Record<string, string | number>>);
  /** The next natural step after a success (a new group: add its members), offered on the result's toast. */
  next?: (result: T) => Toast['action'];
}

/** `failure` toasts read "<text> <server message>"; a text ending in "：" or ": " takes the message straight after. */
export function failureText(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /[：:]\s?$/.test(text) ? `${text}${message}` : `${text} ${message}`;
}

/**
 * Runs an action with the spec's toasts (doc 1 §8: "查询中……/发送中……/删除中……/
 * 保存中…… as progress then the result"); the result replaces the progress
 * toast and names the records (`feedback.values`), never a bare 保存成功.
 * Resolves with the action's answer; a failure is toasted and rethrown so a
 * dialog can show the server's field errors.
 */
export function useAction() {
  const { notify, dismiss } = useNotifications();
  const { t } = useI18n();
  return useCallback(
    async <T>(texts: ActionTexts, action: () => Promise<T>, feedback: ActionFeedback<T> = {}): Promise<T> => {
      // The progress toast gives way to the result, so 发送中…… never stands beside 发送成功.
      const progress = texts.progress ? notify({ type: 'info', content: t(texts.progress) }) : undefined;
      const settle = () => {
        if (progress) dismiss(progress);
      };
      try {
        const result = await action();
        settle();
        const next = feedback.next?.(result);
        const values = typeof feedback.values === 'function' ? feedback.values(result) : feedback.values;
        notify({ type: 'success', content: t(texts.success, values), ...(next ? { action: next } : {}) });
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

/** The toasts of a save (保存中…… then `success`, naming the record, or 保存失败 / 保存错误). */
export const saveTexts = (success: MessageKey): ActionTexts => ({
  progress: 'messaging.spec.saving',
  success,
  failure: 'messaging.spec.saveFailed',
  error: 'messaging.spec.saveError',
});

/** The toasts of a delete (删除中…… then `success`, naming the records, or 删除失败). */
export const deleteTexts = (success: MessageKey): ActionTexts => ({
  progress: 'messaging.spec.deleting',
  success,
  failure: 'messaging.spec.deleteFailed',
});

/** The records of the messaging catalogues, each with the texts of its results. */
export type CatalogueRecord = 'category' | 'type' | 'group';

/** A catalogue record's result texts: added, saved (an edit), deleted (one, several). */
export const recordResults = {
  category: {
    created: 'messaging.category.created',
    saved: 'messaging.category.saved',
    deletedOne: 'messaging.category.deletedOne',
    deletedMany: 'messaging.category.deletedMany',
  },
  type: {
    created: 'messaging.type.created',
    saved: 'messaging.type.saved',
    deletedOne: 'messaging.type.deletedOne',
    deletedMany: 'messaging.type.deletedMany',
  },
  group: {
    created: 'messaging.group.created',
    saved: 'messaging.group.saved',
    deletedOne: 'messaging.group.deletedOne',
    deletedMany: 'messaging.group.deletedMany',
  },
} as const satisfies Record<CatalogueRecord, Record<string, MessageKey>>;

/**
 * The dialog actions of a messaging view, each with its toasts and then
 * `done` (close the dialog, forget the selection, reload the list).
 * `save` rethrows a failure before `done`, so its dialog stays open with the
 * server's field errors; `remove` only toasts it and still calls `done`,
 * because a refused delete leaves nothing to edit in its confirmation.
 * Their results name the records (`feedback.values`).
 */
export function useDialogActions(done: () => void) {
  const run = useAction();
  return {
    save: async <T>(action: () => Promise<T>, texts: ActionTexts, feedback?: ActionFeedback<T>): Promise<T> => {
      const result = await run(texts, action, feedback);
      done();
      return result;
    },
    remove: async (
      action: () => Promise<unknown>,
      success: MessageKey,
      feedback?: ActionFeedback<unknown>,
    ): Promise<void> => {
      await run(deleteTexts(success), action, feedback).catch(() => undefined);
      done();
    },
  };
}

/**
 * Saves a catalogue record with its result: "消息组 值班 已创建" for a new one ("已保存" for an edit), and a new
 * record's next step when there is one.
 */
export function saveRecordTexts(record: CatalogueRecord, editing: boolean): ActionTexts {
  return saveTexts(recordResults[record][editing ? 'saved' : 'created']);
}

/** The result text of deleting catalogue records: one by name, several by count and names. */
export function deletedText(record: CatalogueRecord, count: number): MessageKey {
  return recordResults[record][count === 1 ? 'deletedOne' : 'deletedMany'];
}
