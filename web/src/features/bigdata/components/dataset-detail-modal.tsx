import '../messages/bigdata-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { orDash, useFormatting } from '@/components/formatting.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { DATASET_PREVIEW_ROWS } from '@shared/constants/bigdata-rules.js';
import { getDataset, type DatasetColumn } from '../api/bigdata.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

/** A dataset's detail: its inferred columns with their statistics, and a preview of its first rows. */
export function DatasetDetailModal(props: { id: string; onDismiss: () => void }) {
  const { t } = useI18n();
  const { number } = useFormatting();
  const detail = useLoad(props.id, (signal) => getDataset(props.id, signal));
  const figure = (value: number | undefined) => (value === undefined ? orDash(undefined) : number(value));
  const fields = detail.data?.columns.map((column) => column.name) ?? [];
  const columns: TableProps.ColumnDefinition<DatasetColumn>[] = [
    { id: 'name', header: t('bigdata.column.name'), cell: (column) => column.name },
    { id: 'type', header: t('bigdata.column.type'), cell: (column) => t(`bigdata.type.${column.type}`) },
    { id: 'count', header: t('bigdata.column.count'), cell: (column) => number(column.count) },
    { id: 'missing', header: t('bigdata.column.missing'), cell: (column) => number(column.missing) },
    { id: 'min', header: t('bigdata.column.min'), cell: (column) => figure(column.min) },
    { id: 'max', header: t('bigdata.column.max'), cell: (column) => figure(column.max) },
    { id: 'mean', header: t('bigdata.column.mean'), cell: (column) => figure(column.mean) },
    { id: 'distinct', header: t('bigdata.column.distinct'), cell: (column) => figure(column.distinct) },
  ];
  const preferences = useTablePreferences('dataset-columns', columnsOf(columns, 'name'));
  return (
    <Modal
      visible
      size="max"
      data-testid="dataset-detail"
      header={detail.data?.name ?? t('bigdata.detail.columns')}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <Button onClick={props.onDismiss}>{t('bigdata.action.close')}</Button>
        </Box>
      }
    >
      <SpaceBetween size="l">
        {detail.error ? (
          <Alert type="error">{t('bigdata.load.failed', { message: messageOf(detail.error) })}</Alert>
        ) : null}
        {detail.data ? <Box>{detail.data.description}</Box> : null}
        <Table<DatasetColumn>
          {...preferences.tableProps}
          preferences={preferences.preferences}
          data-testid="dataset-columns"
          header={<Header variant="h3">{t('bigdata.detail.columns')}</Header>}
          loading={detail.loading}
          loadingText={t('app.loading')}
          items={detail.data?.columns ?? []}
          columnDefinitions={columns}
        />
        <Table<Record<string, unknown>>
          data-testid="dataset-preview"
          header={<Header variant="h3">{t('bigdata.detail.preview', { rows: DATASET_PREVIEW_ROWS })}</Header>}
          loading={detail.loading}
          loadingText={t('app.loading')}
          items={detail.data?.preview ?? []}
          wrapLines
          columnDefinitions={fields.map((field) => ({
            id: field,
            header: field,
            cell: (row) => orDash(row[field] === undefined || row[field] === null ? undefined : String(row[field])),
          }))}
        />
      </SpaceBetween>
    </Modal>
  );
}
