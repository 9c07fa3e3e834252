import '../messages/grants-messages.js';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { EnterpriseAuthState, RoleApplicationState } from '@shared/constants/grant-rules.js';
import { useI18n } from '@/i18n/i18n-context.js';

const TYPES: Record<RoleApplicationState | EnterpriseAuthState, StatusIndicatorProps.Type> = {
  PENDING: 'pending',
  APPROVED: 'success',
  GRANTED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'stopped',
};

/** The state of an application or authorisation request, as a status indicator. */
export function StateBadge({ state }: { state: RoleApplicationState | EnterpriseAuthState }) {
  const { t } = useI18n();
  return <StatusIndicator type={TYPES[state]}>{t(`grants.state.${state}`)}</StatusIndicator>;
}
