import '../messages/certification-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { VerificationState } from '../api/certification.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { StatusBadge } from './status-badge.js';

/**
 * Where a certification stands: status, submitted and last reviewed times,
 * and the reason of a rejection. The applicant also reads that a pending
 * review ends in a message; the auditor does not need telling.
 */
export function VerificationSummary({
  record,
  audience = 'applicant',
}: {
  record: VerificationState;
  audience?: 'applicant' | 'auditor';
}) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const none = t('certification.details.empty');
  return (
    <Container data-testid="verification-summary">
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('certification.summary.status'), value: <StatusBadge code={record.status} testId="status" /> },
            {
              label: t('certification.summary.submitTime'),
              value: record.submitTime ? dateTime(record.submitTime) : none,
            },
            {
              label: t('certification.summary.lastAuthTime'),
              value: record.lastAuthTime ? dateTime(record.lastAuthTime) : none,
            },
          ]}
        />
        {record.status === '4' ? (
          <Alert type="error" header={t('certification.summary.rejected')} data-testid="reject-reason">
            {record.rejectReason || none}
          </Alert>
        ) : null}
        {audience === 'applicant' && (record.status === '1' || record.status === '2') ? (
          <Alert type="info">{t('certification.summary.pending')}</Alert>
        ) : null}
      </SpaceBetween>
    </Container>
  );
}
