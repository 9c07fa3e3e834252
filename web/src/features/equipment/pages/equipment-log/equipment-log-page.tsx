import '../../messages/equipment-messages.js';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { EQUIPMENT_LOG_QUERY_LIMIT, type EquipmentLogEvent } from '@shared/constants/equipment-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useFollow } from '@/components/router-link.js';
import { optionsOnDemand } from '@/components/load-more.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import {
  findEquipmentLog,
  getLogTypes,
  type Equipment,
  type EquipmentLogEntry,
  type EquipmentLogQuery,
} from '../../api/equipment.js';
import { formatDateTime, orDash } from '@/components/formatting.js';
import { logDetailText } from '../../log-detail.js';
import {
  DEFAULT_LOG_RANGE,
  LOG_RELATIVE_RANGES,
  rangeBounds,
  rangeProblem,
  type LogRange,
} from '../../components/log-range.js';
import { screenPath } from '../../components/paths.js';
import { useGatewayPages } from '../../components/use-gateway-pages.js';

/** The filters as the form shows them: the gateway's GUID, the time range and the log type ('' = all types). */
interface LogFilter {
  guid: string;
  range: LogRange;
  type: string;
}

/** The search that ran last (`run` tells two searches of the same filter apart, so Search always asks again). */
interface LogSearch {
  query: EquipmentLogQuery;
  run: number;
}

const eventTexts: Record<EquipmentLogEvent, MessageKey> = {
  registered: 'equipment.log.event.registered',
  edited: 'equipment.log.event.edited',
  stopped: 'equipment.log.event.stopped',
  configSent: 'equipment.log.event.configSent',
  commandSent: 'equipment.log.event.commandSent',
  commandAnswered: 'equipment.log.event.commandAnswered',
  connected: 'equipment.log.event.connected',
  disconnected: 'equipment.log.event.disconnected',
  publishRefused: 'equipment.log.event.publishRefused',
  offlineAlarm: 'equipment.log.event.offlineAlarm',
  offlineReminder: 'equipment.log.event.offlineReminder',
  recovered: 'equipment.log.event.recovered',
  rotationStarted: 'equipment.log.event.rotationStarted',
  rotationCompleted: 'equipment.log.event.rotationCompleted',
  rotationRolledBack: 'equipment.log.event.rotationRolledBack',
  rotationFailed: 'equipment.log.event.rotationFailed',
};

const LOG_PAGE_SIZE = 20;

/**
 * `/console/equipment-log` (doc 3 §2.2, §7 `findEquipmentLog`): one gateway's log between two times, of one type or
 * all. The gateway comes from `?guid=` (the list's and the detail's "view logs") or is the enterprise's first; the
 * range defaults to the last 24 hours. The first search runs as soon as the gateways are known; Reset restores the
 * defaults and searches again. The answer's newest 500 entries are paged here; a refused search (400, 404) shows
 * the server's reason.
 */
export default function EquipmentLogPage() {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const [params] = useSearchParams();
  const guidParam = params.get('guid') ?? '';
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  // The gateways to choose from, a page at a time (more as the list is scrolled to its end).
  const gateways = useGatewayPages(enterpriseId);
  const gatewaysKnown = gateways.items.length > 0 || !gateways.loading;
  const logTypes = useLoad('logTypes', getLogTypes);
  const [filter, setFilter] = useState<LogFilter>();
  const [rangeError, setRangeError] = useState<string>();
  const [search, setSearch] = useState<LogSearch>();
  const result = useLoad(search && JSON.stringify(search), (signal) => findEquipmentLog(search!.query, signal));

  const defaults = (list: readonly Equipment[]): LogFilter => ({
    guid: guidParam || list[0]?.id || '',
    range: DEFAULT_LOG_RANGE,
    type: '',
  });
  const run = (next: LogFilter) => {
    const problem = rangeProblem(next.range);
    setRangeError(problem && t(problem));
    const bounds = rangeBounds(next.range, Date.now());
    if (!next.guid || !bounds) return;
    setSearch((last) => ({
      query: { guid: next.guid, ...(next.type ? { type: next.type as EquipmentLogQuery['type'] } : {}), ...bounds },
      run: (last?.run ?? 0) + 1,
    }));
  };

  // The first search, once the enterprise's gateways are known (and again when `?guid=` names another gateway).
  useEffect(() => {
    if (!gatewaysKnown) return;
    const initial = defaults(gateways.items);
    setFilter(initial);
    run(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs when the first gateways arrive or the address names another one.
  }, [gatewaysKnown, guidParam]);

  const title = t('equipment.log.title');
  const noGateways = gatewaysKnown && gateways.items.length === 0 && !gateways.error && !guidParam;
  const gatewayOptions = gateways.items.map((gateway) => ({ value: gateway.id, label: gateway.equipmentId }));
  if (filter?.guid && !gatewayOptions.some((option) => option.value === filter.guid)) {
    gatewayOptions.push({ value: filter.guid, label: filter.guid });
  }
  const allTypes = { value: '', label: t('equipment.log.allTypes') };
  const typeOptions = [
    allTypes,
    ...(logTypes.data ?? []).map((type) => ({ value: type.code, label: locale === 'en' ? type.nameEn : type.name })),
  ];
  const typeName = (code: string) => typeOptions.find((option) => option.value === code)?.label ?? code;
  const eventName = (event: string) => {
    const key = eventTexts[event as EquipmentLogEvent];
    return key ? t(key) : event;
  };
  const detailOf = (entry: EquipmentLogEntry) => logDetailText(entry, t);
  const entries = result.data ?? [];
  const { items, collectionProps, paginationProps } = useCollection(entries, {
    filtering: { empty: <TableEmpty text={t('equipment.log.empty')} /> },
    pagination: { pageSize: LOG_PAGE_SIZE },
    sorting: { defaultState: { sortingColumn: { sortingField: 'at' }, isDescending: true } },
  });
  const set = (patch: Partial<LogFilter>) => setFilter((current) => current && { ...current, ...patch });

  if (gateways.error) {
    return (
      <ScreenLayout title={title} description={t('equipment.log.description')}>
        <Alert type="error">{t('equipment.load.failed', { message: messageOf(gateways.error) })}</Alert>
      </ScreenLayout>
    );
  }
  if (noGateways) {
    return (
      <ScreenLayout title={title} description={t('equipment.log.description')}>
        <Container>
          <Box textAlign="center" padding="l" data-testid="equipment-log-no-gateways">
            <SpaceBetween size="s">
              <b>{t('equipment.gateway.empty')}</b>
              <span>{t('equipment.log.noGateways')}</span>
              <Link href={screenPath('equipment-add')} onFollow={follow}>
                {t('equipment.gateway.add')}
              </Link>
            </SpaceBetween>
          </Box>
        </Container>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout title={title} description={t('equipment.log.description')}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('equipment.log.filters')}</Header>}>
          <SpaceBetween size="m">
            <ColumnLayout columns={3}>
              <FormField label={t('equipment.log.gateway')}>
                <Select
                  data-testid="equipment-log-gateway"
                  placeholder={t('equipment.log.chooseGateway')}
                  options={gatewayOptions}
                  selectedOption={gatewayOptions.find((option) => option.value === filter?.guid) ?? null}
                  filteringType="auto"
                  {...optionsOnDemand(gateways)}
                  loadingText={t('app.loading')}
                  empty={t('equipment.gateway.empty')}
                  onChange={({ detail }) => set({ guid: detail.selectedOption.value ?? '' })}
                />
              </FormField>
              <FormField label={t('equipment.log.range')} errorText={rangeError}>
                <DateRangePicker
                  data-testid="equipment-log-range"
                  value={filter?.range ?? null}
                  relativeOptions={LOG_RELATIVE_RANGES}
                  placeholder={t('equipment.log.rangePlaceholder')}
                  isValidRange={(range) => {
                    const problem = rangeProblem(range);
                    return problem ? { valid: false, errorMessage: t(problem) } : { valid: true };
                  }}
                  onChange={({ detail }) => {
                    set({ range: detail.value });
                    setRangeError(undefined);
                  }}
                />
              </FormField>
              <FormField label={t('equipment.log.type')}>
                <Select
                  data-testid="equipment-log-type"
                  options={typeOptions}
                  selectedOption={typeOptions.find((option) => option.value === (filter?.type ?? '')) ?? allTypes}
                  statusType={logTypes.loading ? 'loading' : 'finished'}
                  loadingText={t('app.loading')}
                  onChange={({ detail }) => set({ type: detail.selectedOption.value ?? '' })}
                />
              </FormField>
            </ColumnLayout>
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  data-testid="equipment-log-reset"
                  disabled={!gatewaysKnown}
                  onClick={() => {
                    const initial = defaults(gateways.items);
                    setFilter(initial);
                    run(initial);
                  }}
                >
                  {t('equipment.action.reset')}
                </Button>
                <Button
                  variant="primary"
                  data-testid="equipment-log-search"
                  disabled={!filter?.guid}
                  loading={result.loading}
                  onClick={() => filter && run(filter)}
                >
                  {t('equipment.action.search')}
                </Button>
              </SpaceBetween>
            </Box>
          </SpaceBetween>
        </Container>
        {result.error ? (
          <Alert type="error" data-testid="equipment-log-error">
            {t('equipment.log.failed', { message: messageOf(result.error) })}
          </Alert>
        ) : null}
        {/* The answer is the list alone: a full one means the range may hold older entries. */}
        {entries.length >= EQUIPMENT_LOG_QUERY_LIMIT ? (
          <Alert type="info" data-testid="equipment-log-truncated">
            {t('equipment.log.truncated')}
          </Alert>
        ) : null}
        <Table
          wrapLines
          {...collectionProps}
          data-testid="equipment-log-table"
          items={items}
          trackBy="id"
          loading={!gatewaysKnown || result.loading}
          loadingText={t('app.loading')}
          pagination={<Pagination {...paginationProps} />}
          header={
            <Header counter={result.data ? `(${entries.length})` : undefined}>{t('equipment.log.entries')}</Header>
          }
          columnDefinitions={[
            {
              id: 'at',
              header: t('equipment.log.time'),
              cell: (entry: EquipmentLogEntry) => formatDateTime(entry.at, locale),
              sortingField: 'at',
            },
            { id: 'type', header: t('equipment.log.type'), cell: (entry) => typeName(entry.type) },
            { id: 'event', header: t('equipment.log.event'), cell: (entry) => eventName(entry.event) },
            { id: 'operator', header: t('equipment.log.operator'), cell: (entry) => orDash(entry.actorName) },
            { id: 'detail', header: t('equipment.log.detail'), cell: detailOf },
          ]}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
