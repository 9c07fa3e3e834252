import '../messages/applications-messages.js';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { APP_STATUS_NAMES, type AppStatusCode } from '@shared/constants/application-rules.js';
import { useI18n } from '@/i18n/i18n-context.js';

const indicator: Record<string, StatusIndicatorProps.Type> = {
  '0': 'stopped',
  '1': 'pending',
  '2': 'info',
  '3': 'success',
  '4': 'stopped',
  '5': 'stopped',
};

/**
 * A status code as its name in the console's language, with an indicator. A record whose '0' is an audit's
 * rejection (the answer's `rejection`) reads as one status, 已驳回 / Rejected, rather than "saved".
 */
export function StatusText(props: { code: string; rejected?: boolean }) {
  const { t, locale } = useI18n();
  if (props.rejected && props.code === '0') {
    return <StatusIndicator type="error">{t('apps.status.rejected')}</StatusIndicator>;
  }
  const names = APP_STATUS_NAMES[props.code as AppStatusCode];
  return (
    <StatusIndicator type={indicator[props.code] ?? 'info'}>
      {names ? (locale === 'cn' ? names.cn : names.en) : props.code}
    </StatusIndicator>
  );
}
