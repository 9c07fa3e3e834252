import '../../messages/bigdata-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { useConfirmedDelete } from '@/components/use-confirmed-delete.js';
import { SearchForm } from '@/components/search-form.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { deleteDataset, listDatasets, type Dataset } from '../../api/bigdata.js';
import { DatasetDetailModal } from '../../components/dataset-detail-modal.js';
import { UploadDatasetModal } from '../../components/upload-dataset-modal.js';

/** One tab's table: the caller's datasets (upload, delete) or the system ones (read only), searched by name. */
function DatasetTable(props: { system: boolean }) {
  const { t } = useI18n();
  const { dateTime, number } = useFormatting();
  const { notify } = useNotifications();
  const [search, setSearch] = useState('');
  const [round, setRound] = useState(0);
  const list = useLoad(`${props.system}#${search}#${round}`, (signal) =>
    listDatasets({ system: props.system, name: search }, signal),
  );
  const [selected, setSelected] = useState<Dataset[]>([]);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<string>();
  const testId = props.system ? 'system-dataset-table' : 'dataset-table';
  const reload = () => {
    setSelected([]);
    setRound((n) => n + 1);
  };
  const columns: TableProps.ColumnDefinition<Dataset>[] = [
    {
      id: 'name',
      header: t('bigdata.field.name'),
      sortingField: 'name',
      cell: (dataset) => (
        <Link data-testid={`dataset-open-${dataset.id}`} onFollow={() => setViewing(dataset.id)}>
          {dataset.name}
        </Link>
      ),
    },
    { id: 'category', header: t('bigdata.field.category'), cell: (dataset) => dataset.category.name },
    { id: 'dataType', header: t('bigdata.field.dataType'), cell: (dataset) => dataset.dataType.toUpperCase() },
    { id: 'rows', header: t('bigdata.field.rows'), cell: (dataset) => number(dataset.rowCount) },
    { id: 'description', header: t('bigdata.field.description'), cell: (dataset) => dataset.description },
    { id: 'createdAt', header: t('bigdata.field.createdAt'), cell: (dataset) => dateTime(dataset.createdAt) },
  ];
  const preferences = useTablePreferences(testId, columnsOf(columns, 'name'), ['description']);
  const removal = useConfirmedDelete<Dataset>({
    remove: (record) => deleteDataset(record.id),
    nameOf: (record) => record.name,
    deleted: (name) => t('bigdata.deleted', { name }),
    failed: (name, message) => t('bigdata.deleteFailed', { name, message }),
    onSettled: () => {
      reload();
    },
  });
  return (
    <SpaceBetween size="l">
      {list.error ? <Alert type="error">{t('bigdata.load.failed', { message: messageOf(list.error) })}</Alert> : null}
      <CatalogueTable
        testId={testId}
        title={props.system ? t('bigdata.datasets.system') : t('bigdata.datasets.mine')}
        records={list.data?.items}
        loading={list.loading}
        loadingText={t('app.loading')}
        emptyText={t('bigdata.datasets.empty')}
        pageSize={10}
        selectionType="single"
        selected={selected}
        onSelectionChange={setSelected}
        columns={columns}
        preferences={preferences}
        filter={
          <SearchForm
            testId={`${testId}-search`}
            placeholder={t('bigdata.datasets.search')}
            buttonText={t('bigdata.action.search')}
            onSearch={setSearch}
          />
        }
        actions={
          props.system ? null : (
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid="dataset-delete" disabled={!selected[0]} onClick={() => removal.ask(selected[0])}>
                {t('bigdata.action.delete')}
              </Button>
              <Button variant="primary" data-testid="dataset-upload" onClick={() => setUploading(true)}>
                {t('bigdata.action.upload')}
              </Button>
            </SpaceBetween>
          )
        }
      />
      {uploading ? (
        <UploadDatasetModal
          onUploaded={(dataset) => {
            setUploading(false);
            notify({ type: 'success', content: t('bigdata.uploaded', { name: dataset.name }) });
            reload();
            setViewing(dataset.id);
          }}
          onDismiss={() => setUploading(false)}
        />
      ) : null}
      {viewing ? <DatasetDetailModal id={viewing} onDismiss={() => setViewing(undefined)} /> : null}
      {removal.deleting ? (
        <ConfirmModal
          header={t('bigdata.delete.title')}
          confirmText={t('bigdata.action.delete')}
          onConfirm={removal.confirm}
          onDismiss={removal.cancel}
        >
          {t('bigdata.delete.text', { name: removal.deleting.name })}
        </ConfirmModal>
      ) : null}
    </SpaceBetween>
  );
}

/**
 * `/console/bigdata/dataset-management` (docs/bigdata.md): my datasets (upload with inferred columns, search by
 * name, confirmed delete) and the system datasets, each opening its columns, statistics and first rows.
 */
export default function DatasetManagementPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('bigdata.datasets.title')} description={t('bigdata.datasets.description')}>
      <Tabs
        tabs={[
          { id: 'mine', label: t('bigdata.datasets.mine'), content: <DatasetTable system={false} /> },
          { id: 'system', label: t('bigdata.datasets.system'), content: <DatasetTable system /> },
        ]}
      />
    </ScreenLayout>
  );
}
