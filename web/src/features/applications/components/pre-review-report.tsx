import '../messages/applications-messages.js';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { PreReviewCheck } from '@shared/constants/application-rules.js';
import type { PreReviewReport, ReviewSummary } from '@shared/schemas/application-responses.js';
import type { Locale } from '@shared/constants/ids.js';
import { formatDateTime, formatNumber } from '@/components/formatting.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';
import { StoredImage } from './stored-image.js';

/** The labels of the compared fields (`changes[].field`); a version's description is its release notes. */
const fieldLabels: Record<string, MessageKey> = {
  code: 'apps.field.code',
  name: 'apps.field.name',
  enName: 'apps.field.enName',
  logo: 'apps.field.logo',
  terminal: 'apps.field.terminal',
  model: 'apps.field.model',
  type: 'apps.field.type',
  parentCategory: 'apps.field.parentCategory',
  category: 'apps.field.category',
  description: 'apps.field.description',
  version: 'apps.version.version',
  sourceType: 'apps.version.sourceType',
  screenHeight: 'apps.version.screenHeight',
  screenshots: 'apps.version.screenshots',
  detailFiles: 'apps.verify.documents',
  programFile: 'apps.version.programFile',
  menuName: 'apps.version.menuName',
  url: 'apps.version.url',
};

/** The labels of the report's file kinds. */
export const fileKindLabels: Record<string, MessageKey> = {
  logo: 'apps.field.logo',
  screenshot: 'apps.version.screenshots',
  HELP: 'apps.version.helpFile',
  API: 'apps.version.apiFile',
  TEST_REPORT: 'apps.version.testReportFile',
  program: 'apps.version.programFile',
};

const checkTexts: Record<PreReviewCheck, MessageKey> = {
  missingFile: 'apps.verify.check.missingFile',
  fileTooLarge: 'apps.verify.check.fileTooLarge',
  noPlan: 'apps.verify.check.noPlan',
  noScreenshot: 'apps.verify.check.noScreenshot',
  noHelpFile: 'apps.verify.check.noHelpFile',
  menuNameIsAppName: 'apps.verify.check.menuNameIsAppName',
  urlNotHttps: 'apps.verify.check.urlNotHttps',
};

/** A file size in KB below 1 MB, else in MB. */
export function fileSize(bytes: number, locale: Locale): string {
  return bytes < 1_048_576
    ? `${formatNumber(bytes / 1024, locale, 1)} KB`
    : `${formatNumber(bytes / 1_048_576, locale, 1)} MB`;
}

/** Image fields show the images themselves, before and after; the others their text. */
function ChangedValue(props: { field: string; value: string }) {
  const { t } = useI18n();
  if (!props.value) return <>—</>;
  if (props.field === 'logo' || props.field === 'screenshots') {
    return (
      <SpaceBetween size="xxs" direction="horizontal">
        {props.value.split(', ').map((name) => (
          <StoredImage key={name} name={name} alt={t(fieldLabels[props.field])} height={48} />
        ))}
      </SpaceBetween>
    );
  }
  return <>{props.value}</>;
}

/**
 * The pre-review report of a submission (docs/applications.md): what changed since its last approval, field by field
 * with the old and the new content (or that it was never approved, or that nothing changed), the plans and
 * privileges added, removed or repriced, each file with its state and size, and the failed checks in words.
 */
export function PreReviewReportView(props: { report: PreReviewReport; kind: 'application' | 'version' }) {
  const { t, locale } = useI18n();
  const { report } = props;
  const since = report.comparedWith && formatDateTime(report.comparedWith, locale);
  const labelOf = (field: string) =>
    props.kind === 'version' && field === 'description'
      ? t('apps.version.description')
      : fieldLabels[field]
        ? t(fieldLabels[field])
        : field;
  const kindOf = (kind: string | undefined) => (kind && fileKindLabels[kind] ? t(fileKindLabels[kind]) : (kind ?? ''));
  const failures = report.failures ?? [];
  return (
    <Container header={<Header variant="h2">{t('apps.verify.preReview')}</Header>} data-testid="pre-review">
      <SpaceBetween size="m">
        <div data-testid="pre-review-changes">
          {!since ? (
            <Box variant="h3">{t('apps.verify.neverApproved')}</Box>
          ) : report.changes.length ? (
            <>
              <Box variant="h3">{t('apps.verify.changesSince', { date: since })}</Box>
              <ul>
                {report.changes.map((change) => (
                  <li key={change.field}>
                    {labelOf(change.field)}: <ChangedValue field={change.field} value={change.before} /> →{' '}
                    <ChangedValue field={change.field} value={change.after} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Box variant="h3">{t('apps.verify.noChangesSince', { date: since })}</Box>
          )}
          <ul>
            {report.plans.added.length ? (
              <li>{t('apps.verify.plansAdded', { names: report.plans.added.join('、') })}</li>
            ) : null}
            {report.plans.removed.length ? (
              <li>{t('apps.verify.plansRemoved', { names: report.plans.removed.join('、') })}</li>
            ) : null}
            {report.plans.repriced.map((plan) => (
              <li key={plan.name}>{t('apps.verify.plansRepriced', { ...plan })}</li>
            ))}
            {report.authorities.added.length ? (
              <li>{t('apps.verify.authoritiesAdded', { names: report.authorities.added.join('、') })}</li>
            ) : null}
            {report.authorities.removed.length ? (
              <li>{t('apps.verify.authoritiesRemoved', { names: report.authorities.removed.join('、') })}</li>
            ) : null}
          </ul>
        </div>
        <Box>
          <Box variant="h3">{t('apps.verify.files')}</Box>
          <ul data-testid="pre-review-files">
            {report.files.map((file) => (
              <li key={`${file.kind}-${file.name}`}>
                {kindOf(file.kind)} {file.name}:{' '}
                {!file.present ? (
                  <StatusIndicator type="error">{t('apps.verify.fileMissing')}</StatusIndicator>
                ) : file.withinLimit ? (
                  <StatusIndicator type="success">
                    {t('apps.verify.fileOk', { size: fileSize(file.size, locale) })}
                  </StatusIndicator>
                ) : (
                  <StatusIndicator type="error">
                    {t('apps.verify.fileTooLarge', { size: fileSize(file.size, locale) })}
                  </StatusIndicator>
                )}
              </li>
            ))}
          </ul>
        </Box>
        <Box>
          <Box variant="h3">{t('apps.verify.failedChecks')}</Box>
          {failures.length ? (
            <ul data-testid="failed-checks">
              {failures.map((failure) => (
                <li key={`${failure.check}-${failure.kind ?? ''}-${failure.name ?? ''}`}>
                  <StatusIndicator type="warning">
                    {t(checkTexts[failure.check], { kind: kindOf(failure.kind), name: failure.name ?? '' })}
                  </StatusIndicator>
                </li>
              ))}
            </ul>
          ) : (
            <StatusIndicator type="success">{t('apps.verify.noFailures')}</StatusIndicator>
          )}
        </Box>
      </SpaceBetween>
    </Container>
  );
}

/** The audit history of the submission, newest first: when, who, the decision and the reason of a rejection. */
export function ReviewHistory(props: { reviews: readonly ReviewSummary[] }) {
  const { t, locale } = useI18n();
  return (
    <Table
      wrapLines
      data-testid="review-history"
      variant="container"
      items={[...props.reviews]}
      trackBy="id"
      empty={<TableEmpty text={t('apps.verify.noHistory')} />}
      header={
        <Header variant="h2" counter={`(${props.reviews.length})`}>
          {t('apps.verify.history')}
        </Header>
      }
      columnDefinitions={[
        {
          id: 'reviewedAt',
          header: t('apps.verify.reviewedAt'),
          cell: (review) => formatDateTime(review.reviewedAt, locale),
        },
        { id: 'reviewer', header: t('apps.verify.reviewer'), cell: (review) => review.reviewerName },
        {
          id: 'decision',
          header: t('apps.verify.decision'),
          cell: (review) =>
            review.decision === 'approved' ? (
              <StatusIndicator type="success">{t('apps.verify.approved')}</StatusIndicator>
            ) : (
              <StatusIndicator type="error">{t('apps.verify.rejected')}</StatusIndicator>
            ),
        },
        ...(props.reviews.some((review) => review.version !== undefined)
          ? [{ id: 'version', header: t('apps.version.version'), cell: (review: ReviewSummary) => review.version }]
          : []),
        { id: 'reason', header: t('apps.verify.comment'), cell: (review) => review.reason || '—' },
      ]}
    />
  );
}
