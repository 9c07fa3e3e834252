import '../../messages/algorithms-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '@/components/notifications.js';
import { recordNames } from '@/components/record-names.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  deleteAlgorithms,
  getAlgorithmCategoryTree,
  getAlgorithmStatuses,
  getVerifyingAlgorithms,
  moveAlgorithms,
  offlineAlgorithms,
  type AlgorithmResponse,
} from '../../api/algorithms.js';

/** How each status shows (docs/algorithms.md "Statuses"). */
const statusTypes: Record<string, StatusIndicatorProps.Type> = {
  '1': 'stopped',
  '2': 'pending',
  '3': 'success',
  '4': 'error',
  '5': 'stopped',
};

type StatusCode = '1' | '2' | '3' | '4' | '5';

/** A bulk action waiting for its confirmation. */
type Pending = 'delete' | 'offline' | 'move';

/**
 * `/console/algorithm-management`: every algorithm of the platform in one status (by default online), searched by
 * name, for platform administrators: the bulk actions (delete, take offline, change category), each confirmed first
 * and all or none on the server.
 */
export default function AlgorithmManagementPage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusCode>('3');
  const [round, setRound] = useState(0);
  const page = useLoad(`${status}#${round}`, (signal) => getVerifyingAlgorithms(status, signal));
  const list = { ...page, data: page.data?.content };
  const statuses = useLoad('statuses', (signal) => getAlgorithmStatuses(signal));
  const statusOptions = (statuses.data ?? []).map((entry) => ({
    value: entry.code,
    label: locale === 'cn' ? entry.name : entry.nameEn,
  }));
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AlgorithmResponse[]>([]);
  const [pending, setPending] = useState<Pending>();
  const [category, setCategory] = useState<{ value: string; label: string } | null>(null);
  const tree = useLoad(pending === 'move' ? 'tree' : undefined, (signal) => getAlgorithmCategoryTree(signal));
  const wanted = search.trim().toLowerCase();
  const rows = list.data?.filter((algorithm) => algorithm.name.toLowerCase().includes(wanted));
  const names = recordNames(
    selected.map((algorithm) => algorithm.name),
    t,
  );
  const columns: TableProps.ColumnDefinition<AlgorithmResponse>[] = [
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
      setSelected([]);
      setRound((n) => n + 1);
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
  const actionText = {
    delete: 'algorithms.action.delete',
    offline: 'algorithms.action.offline',
    move: 'algorithms.action.move',
  } as const;
  return (
    <ScreenLayout title={t('algorithms.management.title')} description={t('algorithms.management.description')}>
      <SpaceBetween size="l">
        {list.error ? (
          <Alert type="error">{t('algorithms.load.failed', { message: messageOf(list.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="algorithm-management-table"
          title={t('algorithms.management.table')}
          records={rows}
          loading={list.loading}
          loadingText={t('app.loading')}
          emptyText={t('algorithms.table.empty')}
          pageSize={10}
          selectionType="multi"
          selected={selected}
          onSelectionChange={setSelected}
          columns={columns}
          filter={
            <SpaceBetween size="xs" direction="horizontal">
              <Select
                data-testid="algorithm-management-status"
                ariaLabel={t('algorithms.field.status')}
                selectedOption={
                  statusOptions.find((option) => option.value === status) ?? { value: status, label: status }
                }
                options={statusOptions}
                statusType={statuses.loading ? 'loading' : 'finished'}
                onChange={({ detail }) => {
                  setSelected([]);
                  setStatus(detail.selectedOption.value as StatusCode);
                }}
              />
              <Input
                data-testid="algorithm-search"
                type="search"
                placeholder={t('algorithms.search')}
                ariaLabel={t('algorithms.search')}
                value={search}
                onChange={({ detail }) => setSearch(detail.value)}
              />
            </SpaceBetween>
          }
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                data-testid="algorithm-view"
                disabled={selected.length !== 1}
                onClick={() => navigate(`/console/algorithm-view?id=${selected[0]!.id}`)}
              >
                {t('algorithms.action.view')}
              </Button>
              {(['move', 'offline', 'delete'] as const).map((action) => (
                <Button
                  key={action}
                  data-testid={`algorithm-${action}`}
                  disabled={selected.length === 0}
                  onClick={() => setPending(action)}
                >
                  {t(actionText[action])}
                </Button>
              ))}
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {pending ? (
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
      ) : null}
    </ScreenLayout>
  );
}
