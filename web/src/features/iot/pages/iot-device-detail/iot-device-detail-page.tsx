import '../../messages/iot-messages.js';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { DataFrame } from '@shared/schemas/telemetry.js';
import { messageOf, statusOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLiveDestination, type LiveStatus } from '@/components/use-live-destination.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';
import { getDeviceDetail, type Device } from '../../api/iot.js';
import { formatDateTime, formatReading, orDash } from '@/components/formatting.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import { iotPath } from '../../components/paths.js';

/** How often the reading is read again while the WebSocket does not carry it. */
const POLL_MS = 10_000;

const liveIndicator: Record<LiveStatus, { type: StatusIndicatorProps.Type; text: MessageKey }> = {
  connecting: { type: 'loading', text: 'iot.detail.live.connecting' },
  connected: { type: 'success', text: 'iot.detail.live.connected' },
  reconnecting: { type: 'loading', text: 'iot.detail.live.reconnecting' },
  polling: { type: 'warning', text: 'iot.detail.live.polling' },
};

type Reading = Pick<Device, 'value' | 'timestamp' | 'quality' | 'receiveTime'>;

/**
 * `/console/iot/device-detail/{type}/{id}/{code}/{protocol}`: one node (`code`, its alias) of gateway `id` of product
 * `type`, configured on protocol `protocol` (`none` before configuration). Shows the node, its latest reading kept
 * live over the gateway's WebSocket destination (polled while that does not hold), and its gateway with its groups.
 * An address that names no such device of the current enterprise goes to `/exception/415`.
 */
export default function IotDeviceDetailPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { type, id, code, protocol } = useParams();
  const complete = Boolean(type && id && code && protocol);
  const key = complete ? [type, id, code, protocol].join('/') : undefined;
  const load = (signal?: AbortSignal) => getDeviceDetail(type!, id!, code!, protocol!, signal);
  const state = useLoad(key, load);
  const missing = !complete || (state.error !== undefined && [400, 403, 404].includes(statusOf(state.error)));
  useEffect(() => {
    if (missing) navigate('/exception/415', { replace: true });
  }, [missing, navigate]);

  const [reading, setReading] = useState<Reading>();
  const detail = state.data;
  useEffect(() => {
    if (detail) setReading(detail.device);
  }, [detail]);
  const nodeName = detail?.device.name;
  const newer = (next: Reading) => (current: Reading | undefined) =>
    !current?.receiveTime || (next.receiveTime ?? 0) >= current.receiveTime ? next : current;
  const onData = useCallback(
    (frame: DataFrame) => {
      const found = frame.nodes.find((node) => node.name === nodeName);
      if (found) setReading(newer(found));
    },
    [nodeName],
  );
  const poll = useCallback(() => {
    if (!key) return;
    load()
      .then((answer) => setReading(newer(answer.device)))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` follows `key`.
  }, [key]);
  const status = useLiveDestination(detail?.destination, { onData, poll, pollMs: POLL_MS });

  if (state.error && !missing) {
    return (
      <ScreenLayout title={t('iot.detail.title')}>
        <Alert type="error">{t('iot.load.failed', { message: messageOf(state.error) })}</Alert>
      </ScreenLayout>
    );
  }
  if (!detail) return <Loading />;
  const { device, gateway } = detail;
  const indicator = liveIndicator[status];
  return (
    <ScreenLayout title={t('iot.detail.title')} description={`${device.alias} · ${gateway.hardwareId}`}>
      <SpaceBetween size="l">
        <Container
          header={
            <Header
              actions={
                <Button data-testid="iot-detail-back" onClick={() => navigate(iotPath('device'))}>
                  {t('iot.action.back')}
                </Button>
              }
            >
              {t('iot.detail.reading')}
            </Header>
          }
        >
          <KeyValuePairs
            data-testid="iot-detail-reading"
            columns={4}
            items={[
              {
                label: t('iot.device.value'),
                value: <span data-testid="iot-detail-value">{formatReading(reading?.value, locale)}</span>,
              },
              { label: t('iot.detail.quality'), value: orDash(reading?.quality) },
              { label: t('iot.device.time'), value: formatDateTime(reading?.timestamp, locale) },
              {
                label: t('iot.detail.live'),
                value: (
                  <span data-testid="iot-detail-live" data-status={status}>
                    <StatusIndicator type={indicator.type}>
                      {t(indicator.text, { seconds: POLL_MS / 1000 })}
                    </StatusIndicator>
                  </span>
                ),
              },
            ]}
          />
        </Container>
        <Container header={<Header>{t('iot.detail.node')}</Header>}>
          <KeyValuePairs
            data-testid="iot-detail-node"
            columns={4}
            items={[
              { label: t('iot.node.name'), value: device.name },
              { label: t('iot.node.alias'), value: device.alias },
              { label: t('iot.node.description'), value: orDash(device.description) },
              { label: t('iot.node.dataType'), value: orDash(device.dataType) },
              { label: t('iot.node.dataUnit'), value: orDash(device.dataUnit) },
              { label: t('iot.node.sampleMode'), value: orDash(device.sampleMode) },
              { label: t('iot.node.period'), value: orDash(device.period) },
              { label: t('iot.node.ifBackup'), value: device.ifBackup ? t('iot.yes') : t('iot.no') },
            ]}
          />
        </Container>
        <Container header={<Header>{t('iot.detail.gateway')}</Header>}>
          <KeyValuePairs
            data-testid="iot-detail-gateway"
            columns={4}
            items={[
              { label: t('iot.device.hardwareId'), value: gateway.hardwareId },
              { label: t('iot.device.type'), value: gateway.typeName },
              { label: t('iot.device.gatewayStatus'), value: <GatewayStatus status={gateway.status} /> },
              { label: t('iot.detail.protocol'), value: gateway.protocol?.name ?? t('iot.detail.none') },
              { label: t('iot.detail.ip'), value: orDash(gateway.ip) },
              { label: t('iot.detail.port'), value: orDash(gateway.port) },
              {
                label: t('iot.detail.groups'),
                value: detail.groups.length
                  ? detail.groups.map((group) => group.name).join('、')
                  : t('iot.detail.none'),
              },
            ]}
          />
        </Container>
      </SpaceBetween>
    </ScreenLayout>
  );
}
