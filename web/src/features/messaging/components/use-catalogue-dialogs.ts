import { useState } from 'react';
import { useDialogActions } from './progress.js';
import type { RecordMode } from './record-modal.js';

/**
 * The state of a messaging catalogue with multi-selection (categories,
 * types): the chosen records, the open dialog and its actions, which on
 * success close the dialog, forget the selection and `reload` the list.
 */
export function useCatalogueDialogs<T>(reload: () => void) {
  const [selected, setSelected] = useState<T[]>([]);
  const [dialog, setDialog] = useState<RecordMode | 'delete'>();
  const actions = useDialogActions(() => {
    setDialog(undefined);
    setSelected([]);
    reload();
  });
  return {
    selected,
    setSelected,
    /** The record that view and edit work on: the only one chosen. */
    one: selected.length === 1 ? selected[0] : undefined,
    dialog,
    setDialog,
    close: () => setDialog(undefined),
    actions,
  };
}
