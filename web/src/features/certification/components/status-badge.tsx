import '../messages/certification-messages.js';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';

const TYPES: Record<string, StatusIndicatorProps.Type> = {
  '0': 'stopped',
  '1': 'pending',
  '2': 'pending',
  '3': 'success',
  '4': 'error',
};

/** The label key of a verify status code ('2' is "verifying again after an edit"). */
export function statusLabelKey(code: string | undefined): MessageKey {
  return (code && code in TYPES ? `certification.status.${code}` : 'certification.status.0') as MessageKey;
}

/** A verify status code as a coloured status indicator with its label. */
export function StatusBadge({ code, testId }: { code: string | undefined; testId?: string }) {
  const { t } = useI18n();
  return (
    <span data-testid={testId} data-status={code ?? '0'}>
      <StatusIndicator type={TYPES[code ?? '0'] ?? 'stopped'}>{t(statusLabelKey(code))}</StatusIndicator>
    </span>
  );
}
