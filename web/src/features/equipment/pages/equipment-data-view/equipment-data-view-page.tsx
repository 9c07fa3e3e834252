import '../../messages/equipment-messages.js';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { DataFrame } from '@shared/schemas/telemetry.js';
import { messageOf } from '@/api/http-client.js';
import { CopyableId } from '@/components/copyable-id.js';
import { formatDateTime, formatNumber, formatReading } from '@/components/formatting.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useTablePreferences } from '@/components/table-preferences.js';
import { useLiveDestination, type LiveStatus } from '@/components/use-live-destination.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';
import { getEquipmentData, getGateway, type Equipment, type EquipmentNodeData } from '../../api/equipment.js';
import { orDash } from '@/components/formatting.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import {
  FLASH_MS,
  initialLiveData,
  liveDataReducer,
  newestReadingAt,
  qualityLevel,
  STALE_AFTER_PERIODS,
  staleFrom,
} from '../../components/live-data.js';
import { screenPath } from '../../components/paths.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/** How often the data is read again while the WebSocket does not carry it (doc 3 §2.2 data view; ours). */
const DATA_POLL_MS = 10_000;

/** How often the gateway's status (the server's word on its presence) is read again while the view is open. */
const PRESENCE_POLL_MS = 15_000;

/** The columns shown before the user chooses (description and data type wait in the preferences). */
const HIDDEN_COLUMNS = ['description', 'dataType'];

/** The gateway and its data view, loaded side by side. */
const loadGatewayAndData = (id: string, signal: AbortSignal) =>
  Promise.all([getGateway(id, signal), getEquipmentData(id, signal)]);

const liveIndicator: Record<LiveStatus, { type: StatusIndicatorProps.Type; text: MessageKey }> = {
  connecting: { type: 'loading', text: 'equipment.data.live.connecting' },
  connected: { type: 'success', text: 'equipment.data.live.connected' },
  reconnecting: { type: 'loading', text: 'equipment.data.live.reconnecting' },
  polling: { type: 'warning', text: 'equipment.data.live.polling' },
};

const qualityIndicator = { good: 'success', uncertain: 'warning', bad: 'error' } as const;

/**
 * The gateway's status as the server reports it (its presence from the broker's events: running, stopped,
 * offline), read with the screen and again every 15 s: the one place the view says whether the gateway is online.
 */
function useGatewayPresence(gateway: Equipment | undefined): Equipment['equipmentStatus'] | undefined {
  const [latest, setLatest] = useState<{ id: string; status: Equipment['equipmentStatus'] }>();
  const id = gateway?.id;
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      getGateway(id, controller.signal)
        .then((answer) => setLatest({ id, status: answer.equipmentStatus }))
        .catch(() => undefined);
    }, PRESENCE_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [id]);
  return latest && latest.id === id ? latest.status : gateway?.equipmentStatus;
}

/** Whether the data is stale now: true from the moment `from` passes (a timer for that moment, no ticking). */
function useStaleSince(from: number | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(from - Date.now() + 1, 0));
    return () => clearTimeout(timer);
  }, [from]);
  return from !== undefined && now > from;
}

/**
 * `/console/equipment-data-view/{id}` (doc 3 §2.2 data view): the gateway's nodes — name, alias, description, data
 * type, unit, value, quality, the device's time and the receive time — kept current without a reload. The first
 * state comes from `getEquipmentData/{id}`; then the screen subscribes to the destination that call names over the
 * console's platform WebSocket (one subscription, released on leaving) and each data frame updates its rows (a node
 * the table lacks is appended), the changed values highlighted for a moment. While the subscription does not hold
 * the data is read again every 10 s. Two things are told apart: the gateway's status (online or not) is the
 * server's, shown once, beside the gateway; the WebSocket's own state is the table's "live updates" line. When the
 * newest reading is older than three collect periods a warning says so. Values show with their node's precision
 * (else at most three fraction digits). Opened by 查看数据 on the gateway list and detail; a missing id, or one the
 * server does not find for the caller, goes to `/exception/415`.
 */
export default function EquipmentDataViewPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const state = useRecordOfPath(loadGatewayAndData);
  const [gateway, data] = state.data ?? [];
  const [live, dispatch] = useReducer(liveDataReducer, initialLiveData);
  const presence = useGatewayPresence(gateway);

  useEffect(() => {
    if (data) dispatch({ kind: 'snapshot', equipmentId: data.equipmentId, nodes: data.nodes });
  }, [data]);

  // Each change ends its own highlight; the timers go with the screen.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (live.seq === 0) return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      dispatch({ kind: 'unflash', seq: live.seq });
    }, FLASH_MS);
    timers.current.add(timer);
  }, [live.seq]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const id = gateway?.id;
  const poll = useCallback(() => {
    if (!id) return;
    getEquipmentData(id)
      .then((answer) => dispatch({ kind: 'snapshot', equipmentId: answer.equipmentId, nodes: answer.nodes }))
      .catch(() => undefined);
  }, [id]);
  const onData = useCallback((frame: DataFrame) => dispatch({ kind: 'readings', readings: frame.nodes }), []);
  const status = useLiveDestination(data?.destination, { onData, poll, pollMs: DATA_POLL_MS });
  const stale = useStaleSince(staleFrom(live.rows, data?.period));

  const columns = [
    { id: 'name', label: t('equipment.data.name'), alwaysVisible: true },
    { id: 'alias', label: t('equipment.data.alias') },
    { id: 'description', label: t('equipment.data.description') },
    { id: 'dataType', label: t('equipment.data.dataType') },
    { id: 'dataUnit', label: t('equipment.data.dataUnit') },
    { id: 'value', label: t('equipment.data.value') },
    { id: 'quality', label: t('equipment.data.quality') },
    { id: 'timestamp', label: t('equipment.data.time') },
    { id: 'receiveTime', label: t('equipment.data.receiveTime') },
  ];
  const preferences = useTablePreferences('equipment-data-table', columns, HIDDEN_COLUMNS);

  if (state.error) {
    return (
      <ScreenLayout title={t('equipment.data.title')}>
        <Alert type="error">{t('equipment.load.failed', { message: messageOf(state.error) })}</Alert>
      </ScreenLayout>
    );
  }
  if (!gateway || !data) return <Loading />;

  const flashed = (node: EquipmentNodeData) => live.flash.has(node.name);
  /** A reading's cell: highlighted for a moment after it changed. */
  const readingCell = (node: EquipmentNodeData, text: ReactNode) =>
    flashed(node) ? (
      <span data-changed="true">
        <Box variant="span" fontWeight="bold" color="text-status-info">
          {text}
        </Box>
      </span>
    ) : (
      text
    );
  const indicator = liveIndicator[status];
  const header = (id: string) => columns.find((column) => column.id === id)?.label;
  return (
    <ScreenLayout title={t('equipment.data.title')} description={gateway.equipmentId}>
      <SpaceBetween size="l">
        <Container
          header={
            <Header
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    data-testid="equipment-data-back"
                    onClick={() => navigate(screenPath('equipment-management-list'))}
                  >
                    {t('equipment.action.back')}
                  </Button>
                  <Button
                    data-testid="equipment-data-detail"
                    onClick={() => navigate(screenPath('equipment-detail', gateway.id))}
                  >
                    {t('equipment.action.view')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t('equipment.data.gateway')}
            </Header>
          }
        >
          <KeyValuePairs
            data-testid="equipment-data-gateway"
            columns={4}
            items={[
              { label: t('equipment.gateway.hardwareId'), value: gateway.equipmentId },
              {
                label: t('equipment.gateway.guid'),
                value: <CopyableId id={gateway.id} label={t('equipment.gateway.guid')} />,
              },
              { label: t('equipment.gateway.type'), value: gateway.equipmentType.name },
              {
                label: t('equipment.data.presence'),
                value: (
                  <span data-testid="equipment-data-presence" data-status={presence?.id}>
                    {presence ? <GatewayStatus status={presence} /> : '-'}
                  </span>
                ),
              },
            ]}
          />
        </Container>
        {stale ? (
          <Alert type="warning" data-testid="equipment-data-stale" header={t('equipment.data.stale.header')}>
            {t('equipment.data.stale', {
              time: formatDateTime(newestReadingAt(live.rows), locale),
              periods: STALE_AFTER_PERIODS,
              period: formatNumber(data.period, locale),
            })}
          </Alert>
        ) : null}
        <Table
          wrapLines
          data-testid="equipment-data-table"
          items={[...live.rows]}
          trackBy="name"
          variant="container"
          {...preferences.tableProps}
          preferences={preferences.preferences}
          empty={
            <Box textAlign="center" color="inherit">
              <b>{t('equipment.data.empty')}</b>
              <Box variant="p" color="inherit">
                {t('equipment.data.emptyHint')}
              </Box>
            </Box>
          }
          header={
            <Header
              counter={`(${live.rows.length})`}
              description={
                <span data-testid="equipment-data-live" data-status={status}>
                  <StatusIndicator type={indicator.type}>
                    {t(indicator.text, { seconds: DATA_POLL_MS / 1000 })}
                  </StatusIndicator>
                </span>
              }
            >
              {t('equipment.data.nodes')}
            </Header>
          }
          columnDefinitions={[
            { id: 'name', header: header('name'), cell: (node) => node.name, isRowHeader: true },
            { id: 'alias', header: header('alias'), cell: (node) => orDash(node.alias) },
            { id: 'description', header: header('description'), cell: (node) => orDash(node.description) },
            { id: 'dataType', header: header('dataType'), cell: (node) => orDash(node.dataType) },
            { id: 'dataUnit', header: header('dataUnit'), cell: (node) => orDash(node.dataUnit) },
            {
              id: 'value',
              header: header('value'),
              cell: (node) => readingCell(node, formatReading(node.value, locale, node.precision)),
            },
            {
              id: 'quality',
              header: header('quality'),
              cell: (node) => {
                const level = qualityLevel(node.quality);
                if (!level) return '-';
                return (
                  <StatusIndicator type={qualityIndicator[level]}>
                    {level === 'good' ? t('equipment.data.quality.good') : node.quality}
                  </StatusIndicator>
                );
              },
            },
            {
              id: 'timestamp',
              header: header('timestamp'),
              cell: (node) => readingCell(node, formatDateTime(node.timestamp, locale)),
            },
            {
              id: 'receiveTime',
              header: header('receiveTime'),
              cell: (node) => formatDateTime(node.receiveTime, locale),
            },
          ]}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
