import '../../messages/backup-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import LineChart from '@cloudscape-design/components/line-chart';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  HISTORY_DAY_MS,
  HISTORY_EXPORT_MAX_ROWS,
  HISTORY_PAGE_LIMITS,
} from '@shared/constants/equipment-history-rules.js';
import { messageOf } from '@/api/http-client.js';
import { formatDateTime, formatNumber, formatReading } from '@/components/formatting.js';
import { Loading } from '@/components/loading.js';
import { saveFile } from '@/components/save-file.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  findEquipmentHistory,
  getEquipmentBackup,
  type EquipmentBackup,
  type EquipmentHistoryQuery,
} from '../../api/equipment-history.js';
import { SaveHistoryDatasetModal } from '../../components/save-history-dataset-modal.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';
import { collectPages, historyCsv } from './history-csv.js';

/** Readings a page of the table shows. */
const PAGE_SIZE = 50;

/** The form's fields as typed: the node's alias and the range in epoch milliseconds (doc 3 §9). */
interface HistoryFilter {
  alias: string;
  begin: string;
  end: string;
}

/** The search that ran last and the cursors of the pages seen so far (`cursors[i]` opens page i). */
interface HistorySearch {
  query: Omit<EquipmentHistoryQuery, 'cursor' | 'limit'>;
  cursors: (string | undefined)[];
  page: number;
  run: number;
}

/** A field's epoch milliseconds, or undefined when it is not a whole non-negative number. */
const millisOf = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The query form, the readings and their chart of a loaded gateway. */
function HistoryView(props: { backup: EquipmentBackup }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { backup } = props;
  const [filter, setFilter] = useState<HistoryFilter>(() => {
    const now = Date.now();
    const first = backup.nodes.find((node) => node.ifBackup) ?? backup.nodes[0];
    return { alias: first?.alias ?? '', begin: String(now - HISTORY_DAY_MS), end: String(now) };
  });
  const [search, setSearch] = useState<HistorySearch>();
  const [exporting, setExporting] = useState<{ error?: string; truncated?: boolean; busy: boolean }>({ busy: false });
  const [savingDataset, setSavingDataset] = useState(false);
  const result = useLoad(search && JSON.stringify(search), (signal) =>
    findEquipmentHistory({ ...search!.query, cursor: search!.cursors[search!.page], limit: PAGE_SIZE }, signal),
  );

  const begin = millisOf(filter.begin);
  const end = millisOf(filter.end);
  const rangeError = begin !== undefined && end !== undefined && end < begin ? t('backup.detail.badRange') : undefined;
  const valid = filter.alias !== '' && begin !== undefined && end !== undefined && !rangeError;
  const run = () => {
    if (!valid) return;
    setSearch((last) => ({
      query: { equipmentId: backup.id, alias: filter.alias, beginTime: begin, endTime: end },
      cursors: [undefined],
      page: 0,
      run: (last?.run ?? 0) + 1,
    }));
  };
  const exportCsv = async () => {
    if (!search) return;
    setExporting({ busy: true });
    try {
      const { readings, truncated } = await collectPages(
        (cursor) => findEquipmentHistory({ ...search.query, cursor, limit: HISTORY_PAGE_LIMITS.max }),
        HISTORY_EXPORT_MAX_ROWS,
      );
      const alias = search.query.alias ?? '';
      saveFile(
        `${backup.equipmentId}-${alias}-${search.query.beginTime}-${search.query.endTime}.csv`,
        historyCsv(alias, readings),
        'text/csv;charset=utf-8',
      );
      setExporting({ busy: false, truncated });
    } catch (error) {
      setExporting({ busy: false, error: messageOf(error) });
    }
  };

  const items = result.data?.items ?? [];
  const next = result.data?.cursor;
  const options = backup.nodes.map((node) => ({ value: node.alias, label: `${node.name} / ${node.alias}` }));
  // The searched node's precision: the table, the chart's axis and its popover show values as the live view does.
  const precision = backup.nodes.find((node) => node.alias === search?.query.alias)?.precision;
  const chartData = items
    .filter((reading) => typeof reading.value === 'number')
    .map((reading) => ({ x: new Date(reading.receiveTime), y: reading.value as number }));
  const timeHint = (value: number | undefined) =>
    value === undefined
      ? t('backup.detail.badTime')
      : t('backup.detail.timeHint', { time: formatDateTime(value, locale) });

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('backup.detail.filters')}</Header>}>
        <SpaceBetween size="m">
          <ColumnLayout columns={3}>
            <FormField label={t('backup.detail.node')}>
              <Select
                data-testid="backup-detail-node"
                placeholder={t('backup.detail.chooseNode')}
                options={options}
                empty={t('backup.detail.noNodes')}
                selectedOption={options.find((option) => option.value === filter.alias) ?? null}
                filteringType="auto"
                onChange={({ detail }) => setFilter({ ...filter, alias: detail.selectedOption.value ?? '' })}
              />
            </FormField>
            <FormField label={t('backup.detail.begin')} description={timeHint(begin)}>
              <Input
                data-testid="backup-detail-begin"
                inputMode="numeric"
                value={filter.begin}
                invalid={begin === undefined}
                onChange={({ detail }) => setFilter({ ...filter, begin: detail.value })}
              />
            </FormField>
            <FormField label={t('backup.detail.end')} description={timeHint(end)} errorText={rangeError}>
              <Input
                data-testid="backup-detail-end"
                inputMode="numeric"
                value={filter.end}
                invalid={end === undefined || rangeError !== undefined}
                onChange={({ detail }) => setFilter({ ...filter, end: detail.value })}
              />
            </FormField>
          </ColumnLayout>
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button data-testid="backup-detail-back" onClick={() => navigate('/console/equipment-backup-list')}>
                {t('backup.action.back')}
              </Button>
              <Button
                data-testid="backup-detail-export"
                disabled={!search}
                loading={exporting.busy}
                onClick={() => void exportCsv()}
              >
                {t('backup.action.export')}
              </Button>
              <Button data-testid="backup-detail-save-dataset" disabled={!valid} onClick={() => setSavingDataset(true)}>
                {t('backup.action.saveDataset')}
              </Button>
              <Button
                variant="primary"
                data-testid="backup-detail-search"
                disabled={!valid}
                loading={result.loading}
                onClick={run}
              >
                {t('backup.action.search')}
              </Button>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      </Container>
      {savingDataset && valid ? (
        <SaveHistoryDatasetModal
          backup={backup}
          aliases={[filter.alias]}
          beginTime={begin}
          endTime={end}
          onDismiss={() => setSavingDataset(false)}
        />
      ) : null}
      {result.error ? (
        <Alert type="error" data-testid="backup-detail-error">
          {t('backup.detail.failed', { message: messageOf(result.error) })}
        </Alert>
      ) : null}
      {exporting.error ? (
        <Alert type="error">{t('backup.detail.exportFailed', { message: exporting.error })}</Alert>
      ) : null}
      {exporting.truncated ? (
        <Alert type="info" data-testid="backup-detail-export-truncated">
          {t('backup.detail.exportTruncated', { rows: HISTORY_EXPORT_MAX_ROWS })}
        </Alert>
      ) : null}
      <Container header={<Header variant="h2">{t('backup.detail.chart')}</Header>}>
        <LineChart
          data-testid="backup-detail-chart"
          series={[
            {
              title: search?.query.alias ?? '',
              type: 'line',
              data: chartData,
              valueFormatter: (value) => formatReading(value, locale, precision),
            },
          ]}
          xScaleType="time"
          xTitle={t('backup.detail.receiveTime')}
          yTitle={t('backup.detail.value')}
          height={220}
          hideFilter
          hideLegend
          statusType={result.loading ? 'loading' : 'finished'}
          loadingText={t('app.loading')}
          empty={<TableEmpty text={t('backup.detail.chartEmpty')} />}
          i18nStrings={{
            xTickFormatter: (value) => formatDateTime(value, locale),
            yTickFormatter: (value) => formatNumber(value, locale),
          }}
        />
      </Container>
      <Table
        wrapLines
        data-testid="backup-detail-table"
        items={items}
        loading={result.loading}
        loadingText={t('app.loading')}
        empty={<TableEmpty text={t('backup.detail.empty')} />}
        header={<Header>{t('backup.detail.readings')}</Header>}
        pagination={
          search ? (
            <Pagination
              data-testid="backup-detail-pages"
              currentPageIndex={search.page + 1}
              pagesCount={search.page + 1 + (next ? 1 : 0)}
              openEnd={next !== undefined}
              ariaLabels={{
                nextPageLabel: t('backup.detail.next'),
                previousPageLabel: t('backup.detail.previous'),
                pageLabel: (page) => t('backup.detail.page', { page }),
              }}
              onChange={({ detail }) => {
                const page = detail.currentPageIndex - 1;
                setSearch((current) => {
                  if (!current) return current;
                  const cursors = [...current.cursors];
                  if (page === current.page + 1) cursors[page] = next;
                  return page < cursors.length ? { ...current, cursors, page } : current;
                });
              }}
            />
          ) : undefined
        }
        columnDefinitions={[
          {
            id: 'receiveTime',
            header: t('backup.detail.receiveTime'),
            cell: (reading) => formatDateTime(reading.receiveTime, locale),
          },
          {
            id: 'value',
            header: t('backup.detail.value'),
            cell: (reading) => formatReading(reading.value, locale, precision),
          },
          {
            id: 'time',
            header: t('backup.detail.time'),
            cell: (reading) => formatDateTime(reading.timestamp, locale),
          },
          { id: 'quality', header: t('backup.detail.quality'), cell: (reading) => reading.quality },
        ]}
      />
    </SpaceBetween>
  );
}

/**
 * `/console/equipment-backup-detail/{id}` (doc 3 §2.3 backup detail): one node's history (chosen by name and alias)
 * between a start and an end time typed in epoch milliseconds (doc 3 §9; the readable time shows under each),
 * newest range default the last 24 hours, read a page at a time from the table and the archive alike
 * (`findEquipmentHistory`), with a line chart of the page's numeric values and a CSV export of the whole range
 * (built here from its pages, at most 100,000 readings; the CSV keeps the values as stored). Values show with the
 * node's precision, as on the live data view. "Save as dataset" saves the chosen nodes' history in the range as a CSV
 * dataset (`SaveHistoryDatasetModal`). A missing or unknown id goes to `/exception/415`.
 */
export default function EquipmentBackupDetailPage() {
  const { t } = useI18n();
  const state = useRecordOfPath(getEquipmentBackup);
  const backup = state.data;
  return (
    <ScreenLayout title={t('backup.detail.title')} description={backup?.equipmentId}>
      {state.error ? (
        <Alert type="error">{t('backup.load.failed', { message: messageOf(state.error) })}</Alert>
      ) : backup ? (
        <HistoryView backup={backup} />
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
