import '../messages/review-messages.js';
import { Suspense, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { isPendingVerifyStatus, REVIEW_REASON_MAX_LENGTH } from '@shared/constants/certification-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import { listReviews, submitReview, type ReviewSubject, type VerificationState } from '../api/certification.js';
import { ApiError, statusOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { DeferredModal } from '@/components/deferred.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { CertificationDetails } from './certification-details.js';
import type { FormSpec } from './fields.js';
import { ReviewHistory } from './review-history.js';
import { useLoad } from '@/components/use-load.js';
import { VerificationSummary } from './verification-summary.js';
import { ScreenHeader } from '@/components/screen-layout.js';

export interface ReviewDetailProps<F extends string, T extends VerificationState> {
  subject: ReviewSubject | undefined;
  form: FormSpec<F>;
  /** The submission; null when there is none (a person who never submitted one). */
  load: (signal: AbortSignal) => Promise<T | null>;
  /** The submission's name, in the heading and in what a decision says ("企业 华东精密 的认证已通过"). */
  title: (record: T) => string;
  onBack: () => void;
}

/**
 * An auditor's review screen: every submitted field read-only with its
 * images, Approve (after a confirmation saying what approving does), Reject
 * with a required reason, and the review history with the submissions
 * judged. A decision names the submission it judged (`submitTime`); when the
 * applicant resubmitted meanwhile (409) the screen says so and reloads.
 */
export function ReviewDetail<F extends string, T extends VerificationState>({
  subject,
  form,
  load,
  title,
  onBack,
}: ReviewDetailProps<F, T>) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const key = subject ? `${subject.kind}:${subject.id}` : undefined;
  const record = useLoad(key, load);
  const reviews = useLoad(key, (signal) => listReviews(subject!, signal));
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<MessageKey>();
  const [busy, setBusy] = useState<'approve' | 'reject'>();

  const reload = () => {
    record.reload();
    reviews.reload();
  };

  const decide = async (result: 'approve' | 'reject') => {
    if (!subject || !record.data?.submitTime) return;
    if (result === 'reject') {
      const trimmed = reason.trim();
      const problem: MessageKey | undefined = !trimmed
        ? 'review.reject.reasonRequired'
        : trimmed.length > REVIEW_REASON_MAX_LENGTH
          ? 'review.reject.reasonTooLong'
          : undefined;
      setReasonError(problem);
      if (problem) return;
    }
    setBusy(result);
    try {
      await submitReview(subject, {
        result,
        reason: result === 'reject' ? reason.trim() : undefined,
        submitTime: record.data.submitTime,
      });
      const name = title(record.data);
      notify({
        type: 'success',
        content: t(`review.${result === 'approve' ? 'approved' : 'rejected'}.${subject.kind}`, { name }),
      });
      setApproving(false);
      setRejecting(false);
      setReason('');
    } catch (failure) {
      setApproving(false);
      setRejecting(false);
      if (failure instanceof ApiError && failure.status === 409) {
        notify({ type: 'warning', content: t('review.conflict') });
      } else {
        notify({ type: 'error', content: t('review.failed', { message: (failure as Error).message }) });
      }
    } finally {
      setBusy(undefined);
      reload();
    }
  };

  if (!subject || record.error || record.data === null) {
    const status = record.data === null ? 404 : statusOf(record.error);
    return (
      <ContentLayout header={<ScreenHeader title={t('review.detail.title')} />}>
        <Container>
          <SpaceBetween size="s">
            <StatusIndicator type={status === 404 || !subject ? 'info' : 'error'}>
              {status === 404 || !subject
                ? t('review.detail.notFound')
                : status === 403
                  ? t('review.forbidden')
                  : t('review.detail.loadFailed', { message: record.error?.message ?? '' })}
            </StatusIndicator>
            <Button onClick={onBack}>{t('review.detail.back')}</Button>
          </SpaceBetween>
        </Container>
      </ContentLayout>
    );
  }
  if (!record.data) return <Loading />;
  const data = record.data;
  const pending = isPendingVerifyStatus(data.status);
  const name = title(data);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={pending ? t('review.detail.pendingHint') : t('review.detail.decidedHint')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={onBack}>{t('review.detail.back')}</Button>
              <Button
                disabled={!pending || Boolean(busy)}
                onClick={() => {
                  setReasonError(undefined);
                  setRejecting(true);
                }}
                data-testid="review-reject"
              >
                {t('review.reject')}
              </Button>
              <Button
                variant="primary"
                disabled={!pending || busy === 'reject'}
                loading={busy === 'approve'}
                onClick={() => setApproving(true)}
                data-testid="review-approve"
              >
                {t('review.approve')}
              </Button>
            </SpaceBetween>
          }
        >
          {name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <VerificationSummary record={data} audience="auditor" />
        <CertificationDetails form={form} record={data as unknown as Record<string, unknown>} />
        <ReviewHistory form={form} reviews={reviews.data} error={reviews.error?.message} />
      </SpaceBetween>
      {approving ? (
        <ConfirmModal
          header={t('review.approve.title')}
          confirmText={t('review.approve')}
          onConfirm={() => decide('approve')}
          onDismiss={() => setApproving(false)}
        >
          {t(`review.approve.text.${subject.kind}`, { name })}
        </ConfirmModal>
      ) : null}
      {rejecting ? (
        <Suspense fallback={null}>
          <DeferredModal
            visible
            header={t('review.reject.title')}
            onDismiss={() => setRejecting(false)}
            footer={
              <Box float="right">
                <SpaceBetween size="xs" direction="horizontal">
                  <Button variant="link" onClick={() => setRejecting(false)}>
                    {t('review.cancel')}
                  </Button>
                  <Button
                    variant="primary"
                    loading={busy === 'reject'}
                    onClick={() => void decide('reject')}
                    data-testid="review-reject-confirm"
                  >
                    {t('review.reject.confirm')}
                  </Button>
                </SpaceBetween>
              </Box>
            }
          >
            <SpaceBetween size="m">
              <Box>{t(`review.reject.text.${subject.kind}`, { name })}</Box>
              <FormField
                label={t('review.reject.reason')}
                constraintText={t('review.reject.reasonConstraint', { max: REVIEW_REASON_MAX_LENGTH })}
                errorText={reasonError ? t(reasonError, { max: REVIEW_REASON_MAX_LENGTH }) : undefined}
              >
                <Textarea
                  value={reason}
                  rows={4}
                  placeholder={t('review.reject.reasonPlaceholder')}
                  onChange={({ detail }) => setReason(detail.value)}
                  data-testid="review-reject-reason"
                />
              </FormField>
            </SpaceBetween>
          </DeferredModal>
        </Suspense>
      ) : null}
    </ContentLayout>
  );
}
