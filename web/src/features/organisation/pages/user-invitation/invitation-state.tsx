import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { InvitationState } from '@shared/constants/organisation-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** The spec's label (doc 1 §4) and an indicator type of each invitation state. */
const STATES: Record<InvitationState, [MessageKey, StatusIndicatorProps.Type]> = {
  PENDING_INVITE: ['spec.invite.pendingInvite', 'pending'],
  PENDING_ACTIVATE: ['spec.invite.pendingActivate', 'in-progress'],
  FAILED: ['spec.invite.failed', 'error'],
  ACTIVATED: ['spec.invite.activated', 'success'],
  TIMEOUT: ['spec.invite.timeout', 'warning'],
  DISABLED: ['spec.invite.disabled', 'stopped'],
  REINVITED: ['spec.invite.reinvited', 'in-progress'],
  EMAIL_FAIL: ['spec.invite.emailFail', 'error'],
};

/** An invitation's state as a status indicator with the spec's label. */
export function InvitationStateIndicator({ state }: { state: InvitationState }) {
  const { t } = useI18n();
  const [label, type] = STATES[state] ?? STATES.FAILED;
  return (
    <StatusIndicator type={type} data-state={state}>
      {t(label)}
    </StatusIndicator>
  );
}
