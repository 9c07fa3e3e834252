import { useState } from 'react';
import { recordNames } from '@/components/record-names.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { deletedText, saveRecordTexts, useDialogActions, type CatalogueRecord } from './progress.js';
import type { RecordMode } from './record-modal.js';

/**
 * The state of a messaging catalogue with multi-selection (categories,
 * types): the chosen records, the open dialog and its actions, which on
 * success close the dialog, forget the selection and `reload` the list.
 * `saveRecord` and `removeSelected` report their results naming the records
 * ("消息类别 告警 已保存", "2 个消息类型已删除：…").
 */
export function useCatalogueDialogs<T extends { id: string; name: string }>(
  record: CatalogueRecord,
  reload: () => void,
) {
  const { t } = useI18n();
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
    /** Saves the add or edit dialog's record, named `name` in the result. */
    saveRecord: (action: () => Promise<unknown>, name: string) =>
      actions.save(action, saveRecordTexts(record, dialog === 'edit'), { values: { name } }),
    /** Deletes the chosen records (`remove` gets their ids), named in the result. */
    removeSelected: (remove: (ids: string[]) => Promise<unknown>) =>
      actions.remove(() => remove(selected.map((chosen) => chosen.id)), deletedText(record, selected.length), {
        values: {
          count: selected.length,
          names: recordNames(
            selected.map((chosen) => chosen.name),
            t,
          ),
        },
      }),
  };
}
