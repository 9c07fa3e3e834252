import '../messages/statistics-messages.js';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SignInResult } from '@shared/constants/statistics-rules.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** A sign-in's result as a state: signed in, held for the phone check, or refused. */
export function ResultLabel(props: { result: SignInResult }) {
  const { t } = useI18n();
  const type =
    props.result === 'success' ? 'success' : props.result === 'phone-validation-required' ? 'warning' : 'error';
  return <StatusIndicator type={type}>{t(`statistics.result.${props.result}`)}</StatusIndicator>;
}
