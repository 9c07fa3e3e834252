import '../../messages/equipment-messages.js';
import { useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
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
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLiveDestination, type LiveStatus } from '@/components/use-live-destination.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';
import { getEquipmentData, getGateway, type EquipmentNodeData } from '../../api/equipment.js';
import { formatEpochMs, orDash } from '../../components/format.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import { FLASH_MS, formatValue, initialLiveData, liveDataReducer, qualityLevel } from '../../components/live-data.js';
import { screenPath } from '../../components/paths.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/** How often the data is read again while the WebSocket does not carry it (doc 3 §2.2 data view; ours). */
const DATA_POLL_MS = 10_000;

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
 * `/console/equipment-data-view/{id}` (doc 3 §2.2 data view): the gateway's nodes — name, alias, description, data
 * type, unit, value, quality, the device's time and the receive time — kept current without a reload. The first
 * state comes from `getEquipmentData/{id}`; then the screen subscribes to the destination that call names over the
 * console's platform WebSocket (one subscription, released on leaving) and each data frame updates its rows (a node
 * the table lacks is appended), the changed values highlighted for a moment. While the subscription does not hold
 * the data is read again every 10 s; the header says which it is. Opened by 查看数据 on the gateway list and detail; a
 * missing id, or one the server does not find for the caller, goes to `/exception/415`.
 */
export default function EquipmentDataViewPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const state = useRecordOfPath(loadGatewayAndData);
  const [gateway, data] = state.data ?? [];
  const [live, dispatch] = useReducer(liveDataReducer, initialLiveData);

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
              { label: t('equipment.gateway.type'), value: gateway.equipmentType.name },
              { label: t('equipment.gateway.status'), value: <GatewayStatus status={gateway.equipmentStatus} /> },
              {
                label: t('equipment.data.connection'),
                value: (
                  <span data-testid="equipment-data-live" data-status={status}>
                    <StatusIndicator type={indicator.type}>
                      {t(indicator.text, { seconds: DATA_POLL_MS / 1000 })}
                    </StatusIndicator>
                  </span>
                ),
              },
            ]}
          />
        </Container>
        <Table
          data-testid="equipment-data-table"
          items={[...live.rows]}
          trackBy="name"
          variant="container"
          empty={
            <Box textAlign="center" color="inherit">
              <b>{t('equipment.data.empty')}</b>
              <Box variant="p" color="inherit">
                {t('equipment.data.emptyHint')}
              </Box>
            </Box>
          }
          header={<Header counter={`(${live.rows.length})`}>{t('equipment.data.nodes')}</Header>}
          columnDefinitions={[
            { id: 'name', header: t('equipment.data.name'), cell: (node) => node.name, isRowHeader: true },
            { id: 'alias', header: t('equipment.data.alias'), cell: (node) => orDash(node.alias) },
            { id: 'description', header: t('equipment.data.description'), cell: (node) => orDash(node.description) },
            { id: 'dataType', header: t('equipment.data.dataType'), cell: (node) => orDash(node.dataType) },
            { id: 'dataUnit', header: t('equipment.data.dataUnit'), cell: (node) => orDash(node.dataUnit) },
            {
              id: 'value',
              header: t('equipment.data.value'),
              cell: (node) => readingCell(node, formatValue(node.value)),
            },
            {
              id: 'quality',
              header: t('equipment.data.quality'),
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
              header: t('equipment.data.time'),
              cell: (node) => readingCell(node, formatEpochMs(node.timestamp, locale)),
            },
            {
              id: 'receiveTime',
              header: t('equipment.data.receiveTime'),
              cell: (node) => formatEpochMs(node.receiveTime, locale),
            },
          ]}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
