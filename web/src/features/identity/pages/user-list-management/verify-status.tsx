import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  verificationLabelKey,
  verificationState,
  type VerificationState,
} from '@/features/portal/pages/home/verification.js';

const TYPES: Record<VerificationState, StatusIndicatorProps.Type> = {
  verifying: 'pending',
  verified: 'success',
  failed: 'error',
  notCertified: 'stopped',
};

/** A verify-status code as a labelled status (spec doc 1 §4: 1/2 verifying, 3 verified, 4 failed, else not). */
export function VerifyStatus({ code }: { code: string | undefined }) {
  const { t } = useI18n();
  const state = verificationState(code);
  return <StatusIndicator type={TYPES[state]}>{t(verificationLabelKey(state))}</StatusIndicator>;
}
