import '../messages/iot-messages.js';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useI18n } from '@/i18n/i18n-context.js';

const indicator = { '1': 'success', '2': 'stopped', '3': 'error' } as const;

/** A gateway's status (`1` running, `2` stopped, `3` offline) in the console's language. */
export function GatewayStatus(props: { status: { id: string } }) {
  const { t } = useI18n();
  const id = (props.status.id in indicator ? props.status.id : '3') as keyof typeof indicator;
  return <StatusIndicator type={indicator[id]}>{t(`iot.status.${id}`)}</StatusIndicator>;
}
