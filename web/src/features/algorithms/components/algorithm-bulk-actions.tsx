import '../messages/algorithms-messages.js';
import { useState, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { recordNames } from '@/components/record-names.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  deleteAlgorithms,
  getAlgorithmCategoryTree,
  moveAlgorithms,
  offlineAlgorithms,
  type AlgorithmResponse,
} from '../api/algorithms.js';

/** How each status shows (docs/algorithms.md "Statuses"). */
const statusTypes: Record<string, StatusIndicatorProps.Type> = {
  '1': 'stopped',
  '2': 'pending',
  '3': 'success',
  '4': 'error',
  '5': 'stopped',
};

/** A bulk action waiting for its confirmation. */
type Pending = 'delete' | 'offline' | 'move';

const actionText = {
  delete: 'algorithms.action.delete',
  offline: 'algorithms.action.offline',
  move: 'algorithms.action.move',
} as const;

/** The columns of the algorithm lists (`algorithm-list`, `algorithm-management`). */
export function useAlgorithmColumns(): TableProps.ColumnDefinition<AlgorithmResponse>[] {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  return [
    { id: 'name', header: t('algorithms.field.name'), sortingField: 'name', cell: (row) => row.name },
    { id: 'category', header: t('algorithms.field.category'), cell: (row) => row.algorithmCategory.name },
    { id: 'type', header: t('algorithms.field.type'), cell: (row) => row.algorithmType.name },
    {
      id: 'status',
      header: t('algorithms.field.status'),
      cell: (row) => (
        <StatusIndicator type={statusTypes[row.algorithmStatus.code] ?? 'info'}>
          {row.algorithmStatus.name}
        </StatusIndicator>
      ),
    },
    {
      id: 'updateDate',
      header: t('algorithms.field.updateDate'),
      sortingField: 'updateDate',
      cell: (row) => dateTime(row.updateDate),
    },
  ];
}

/**
 * The bulk actions of the algorithm lists (change category, take offline, delete): their buttons for the table's
 * actions and the dialog each asks first in; all or none on the server. `onDone` runs after each (the list reloads,
 * the selection clears).
 */
export function useAlgorithmBulkActions(
  selected: readonly AlgorithmResponse[],
  onDone: () => void,
): { buttons: ReactNode; dialog: ReactNode } {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [pending, setPending] = useState<Pending>();
  const [category, setCategory] = useState<{ value: string; label: string } | null>(null);
  const tree = useLoad(pending === 'move' ? 'tree' : undefined, (signal) => getAlgorithmCategoryTree(signal));
  const names = recordNames(
    selected.map((algorithm) => algorithm.name),
    t,
  );
  const close = () => {
    setPending(undefined);
    setCategory(null);
  };
  const run = async () => {
    const ids = selected.map((algorithm) => algorithm.id);
    try {
      if (pending === 'delete') {
        await deleteAlgorithms(ids);
        notify({ type: 'success', content: t('algorithms.deleted', { names }) });
      } else if (pending === 'offline') {
        await offlineAlgorithms(ids);
        notify({ type: 'success', content: t('algorithms.offlined', { names }) });
      } else if (pending === 'move' && category) {
        await moveAlgorithms(ids, category.value);
        notify({ type: 'success', content: t('algorithms.moved', { names, category: category.label }) });
      }
    } catch (failure) {
      notify({ type: 'error', content: t('algorithms.actionFailed', { names, message: messageOf(failure) }) });
    } finally {
      close();
      onDone();
    }
  };
  const options = (tree.data ?? []).flatMap((root) => [
    { value: root.key, label: root.label },
    ...root.children.map((child) => ({ value: child.key, label: `${root.label} / ${child.label}` })),
  ]);
  const dialogs = {
    delete: { header: t('algorithms.delete.title'), text: t('algorithms.delete.text', { names }) },
    offline: { header: t('algorithms.offline.title'), text: t('algorithms.offline.text', { names }) },
    move: { header: t('algorithms.move.title'), text: t('algorithms.move.text', { names }) },
  };
  const buttons = (['move', 'offline', 'delete'] as const).map((action) => (
    <Button
      key={action}
      data-testid={`algorithm-${action}`}
      disabled={selected.length === 0}
      onClick={() => setPending(action)}
    >
      {t(actionText[action])}
    </Button>
  ));
  const dialog = pending ? (
    <ConfirmModal
      header={dialogs[pending].header}
      confirmText={t(actionText[pending])}
      confirmDisabled={pending === 'move' && !category}
      onConfirm={run}
      onDismiss={close}
    >
      <SpaceBetween size="m">
        <span>{dialogs[pending].text}</span>
        {pending === 'move' ? (
          <FormField label={t('algorithms.move.category')}>
            <Select
              data-testid="algorithm-move-category"
              selectedOption={category}
              options={options}
              statusType={tree.loading ? 'loading' : 'finished'}
              placeholder={t('algorithms.move.choose')}
              onChange={({ detail }) =>
                setCategory({ value: detail.selectedOption.value!, label: detail.selectedOption.label! })
              }
            />
          </FormField>
        ) : null}
      </SpaceBetween>
    </ConfirmModal>
  ) : null;
  return { buttons, dialog };
}
