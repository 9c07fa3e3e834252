import '../messages/applications-messages.js';
import Alert from '@cloudscape-design/components/alert';
import type { Rejection } from '@shared/schemas/application-responses.js';
import { formatDateTime } from '@/components/formatting.js';
import { useI18n } from '@/i18n/i18n-context.js';

/**
 * What the publisher sees of a rejection still standing (the answer's `rejection`): whose, the reason, who decided
 * when, and what to do next. `name` is the application's, `version` the version's number when a version was rejected.
 */
export function RejectionAlert(props: { name: string; version?: string; rejection: Rejection; testId?: string }) {
  const { t, locale } = useI18n();
  const { rejection } = props;
  return (
    <Alert
      type="warning"
      data-testid={props.testId ?? 'rejection-reason'}
      header={
        props.version === undefined
          ? t('apps.rejection.title', { name: props.name })
          : t('apps.rejection.versionTitle', { name: props.name, version: props.version })
      }
    >
      {t('apps.rejection.text', {
        reason: rejection.reason,
        reviewer: rejection.reviewerName,
        time: formatDateTime(rejection.reviewedAt, locale),
      })}
    </Alert>
  );
}
