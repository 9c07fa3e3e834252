import '../messages/grants-messages.js';
import Alert from '@cloudscape-design/components/alert';
import { useI18n } from '@/i18n/i18n-context.js';

/** The error above a grants list whose load failed, with the server's message; nothing while there is none. */
export function LoadFailedAlert(props: { error: Error | undefined }) {
  const { t } = useI18n();
  return props.error ? <Alert type="error">{`${t('grants.toast.loadFailed')}: ${props.error.message}`}</Alert> : null;
}
