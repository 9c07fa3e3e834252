import { useState } from 'react';
import { messageOf } from '@/api/http-client.js';
import { useNotifications } from '@/components/notifications.js';

/** What a table's delete needs: the call, the record's name, the two result texts and what follows either. */
export interface ConfirmedDeleteOptions<T> {
  readonly remove: (record: T) => Promise<unknown>;
  readonly nameOf: (record: T) => string;
  /** The success text, naming the record. */
  readonly deleted: (name: string) => string;
  /** The failure text, naming the record and the server's message. */
  readonly failed: (name: string, message: string) => string;
  /** After the delete succeeded or failed (the table loads again). */
  readonly onSettled: () => void;
}

/**
 * A delete asked first: `ask(record)` opens the confirmation (render a `ConfirmModal` while `deleting` is set),
 * `confirm()` deletes, tells the result in a flash naming the record, closes the dialog and calls `onSettled`.
 */
export function useConfirmedDelete<T>(options: ConfirmedDeleteOptions<T>) {
  const { notify } = useNotifications();
  const [deleting, setDeleting] = useState<T>();
  const confirm = async () => {
    if (!deleting) return;
    const name = options.nameOf(deleting);
    try {
      await options.remove(deleting);
      notify({ type: 'success', content: options.deleted(name) });
    } catch (failure) {
      notify({ type: 'error', content: options.failed(name, messageOf(failure)) });
    } finally {
      setDeleting(undefined);
      options.onSettled();
    }
  };
  return { deleting, ask: setDeleting, cancel: () => setDeleting(undefined), confirm };
}
