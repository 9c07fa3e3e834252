import '../messages/certification-messages.js';
import '../messages/review-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReviewRecord } from '../api/certification.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { CertificationDetails } from './certification-details.js';
import type { FormSpec } from './fields.js';

/** One decision; its snapshot (the data the auditor judged) renders only once expanded. */
function ReviewEntry<F extends string>({ review, form }: { review: ReviewRecord; form: FormSpec<F> }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const [expanded, setExpanded] = useState(false);
  const approved = review.result === 'approve';
  return (
    <div data-testid="review-entry" data-result={review.result}>
      <SpaceBetween size="xs">
        <KeyValuePairs
          columns={4}
          items={[
            {
              label: t('review.history.result'),
              value: (
                <StatusIndicator type={approved ? 'success' : 'error'}>
                  {t(approved ? 'review.result.approve' : 'review.result.reject')}
                </StatusIndicator>
              ),
            },
            { label: t('review.history.reason'), value: review.reason || t('certification.details.empty') },
            { label: t('review.history.reviewer'), value: review.reviewerName || review.reviewerId },
            { label: t('review.history.reviewedAt'), value: dateTime(review.reviewedAt) },
          ]}
        />
        {review.snapshot ? (
          <ExpandableSection
            headerText={t('review.history.snapshot')}
            expanded={expanded}
            onChange={({ detail }) => setExpanded(detail.expanded)}
          >
            {expanded ? <CertificationDetails form={form} record={review.snapshot} variant="plain" /> : null}
          </ExpandableSection>
        ) : null}
      </SpaceBetween>
    </div>
  );
}

/** The review history of a certification, newest first, each with the submission it judged. */
export function ReviewHistory<F extends string>({
  reviews,
  form,
  error,
}: {
  reviews: readonly ReviewRecord[] | undefined;
  form: FormSpec<F>;
  /** Why the history could not be loaded. */
  error?: string;
}) {
  const { t } = useI18n();
  return (
    <Container
      header={
        <Header variant="h2" counter={reviews ? `(${reviews.length})` : undefined}>
          {t('review.history.title')}
        </Header>
      }
      data-testid="review-history"
    >
      {error ? (
        <StatusIndicator type="error">{t('review.history.loadFailed', { message: error })}</StatusIndicator>
      ) : !reviews ? (
        <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
      ) : reviews.length === 0 ? (
        <Box color="text-status-inactive">{t('review.history.empty')}</Box>
      ) : (
        <SpaceBetween size="l">
          {reviews.map((review) => (
            <ReviewEntry key={review.id} review={review} form={form} />
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}
