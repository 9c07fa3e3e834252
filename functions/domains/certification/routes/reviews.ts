import { reviewContracts as contracts } from '../../../../shared/contracts/certification.js';
import { randomUUID } from 'node:crypto';
import {
  PENDING_VERIFY_STATUSES,
  VERIFY_STATUS,
  isPendingVerifyStatus,
} from '../../../../shared/constants/certification-rules.js';
import type {
  EnterpriseInfo,
  ReviewDecision,
  ReviewRecord,
  UserCertify,
  VerificationPage,
} from '../../../../shared/schemas/certification.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { getEnterprise } from '../../identity/index.js';
import {
  listEnterpriseAdminIds,
  listEnterprisesByVerifyStatus,
  recordEnterpriseReview,
} from '../data/enterprise-info.js';
import { listReviews, type ReviewSubject, type StoredReview } from '../data/review.js';
import { getUserCertification, listUserCertificationsByStatus, recordUserReview } from '../data/user-certification.js';
import { verifyStatusNames } from '../certification-checks.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { respond } from '../../../lib/http/route.js';
import { logger } from '../../../lib/logger.js';
import { CERTIFICATION_SYSTEM_MESSAGES, notifyReviewDecision, systemMessage } from '../../messaging/index.js';
import { toEnterpriseInfo } from './enterprise-certification.js';
import { toUserCertify } from './user-certification.js';

/** The statuses a queue query covers: the one asked for, or the pending ones. */
const statusesOf = (status: string | undefined) => (status ? [status] : PENDING_VERIFY_STATUSES);

/** One page (zero-based) of a sorted list. */
function pageOf<T>(all: readonly T[], pageNumber: number, pageSize: number): VerificationPage<T> {
  const start = pageNumber * pageSize;
  return { content: all.slice(start, start + pageSize), totalElements: all.length, number: pageNumber, size: pageSize };
}

/** The submission an auditor decides on must still be pending and the one they saw (409 otherwise). */
function assertDecidable(current: { status?: string; submitTime?: string }, decision: ReviewDecision): void {
  if (!isPendingVerifyStatus(current.status) || !current.submitTime)
    throw new ConflictError('This submission is not awaiting review', { status: current.status });
  if (current.submitTime !== decision.submitTime)
    throw new ConflictError('The applicant resubmitted since; reload the submission before deciding', {
      submitTime: current.submitTime,
    });
}

/** A review record of the caller's decision on `snapshot`. */
function reviewOf(
  caller: Caller,
  decision: ReviewDecision,
  subject: ReviewSubject,
  subjectId: string,
  snapshot: object,
): StoredReview {
  return {
    id: randomUUID(),
    subject,
    subjectId,
    result: decision.result,
    ...(decision.reason ? { reason: decision.reason } : {}),
    reviewerId: caller.userId,
    reviewerName: caller.username,
    reviewedAt: new Date().toISOString(),
    snapshot: snapshot as Record<string, unknown>,
  };
}

/** The review as answered (without the subject bookkeeping). */
function answerOf(review: StoredReview): ReviewRecord {
  const { subject, subjectId, ...answer } = review;
  return answer;
}

const approved = (decision: ReviewDecision) => decision.result === 'approve';

export const reviewRoutes = [
  /** The enterprise review queue, newest submission first; no status = pending ('1' and '2'). */
  implement(contracts.enterpriseVerifications, async ({ query }): Promise<VerificationPage<EnterpriseInfo>> => {
    const [all, names] = await Promise.all([
      listEnterprisesByVerifyStatus({ statuses: statusesOf(query.status), name: query.name }),
      verifyStatusNames(),
    ]);
    return pageOf(
      all.map((e) => toEnterpriseInfo(e, names)),
      query.pageNumber,
      query.pageSize,
    );
  }),
  /** The personal certification review queue, newest submission first; no status = pending. */
  implement(contracts.userVerifications, async ({ query }): Promise<VerificationPage<UserCertify>> => {
    const [all, names] = await Promise.all([
      listUserCertificationsByStatus({ statuses: statusesOf(query.status), username: query.username }),
      verifyStatusNames(),
    ]);
    return pageOf(
      all.map((c) => toUserCertify(c, names)),
      query.pageNumber,
      query.pageSize,
    );
  }),
  /**
   * Approves ('3') or rejects ('4', reason required) the current submission of
   * an enterprise; notifies the submitter and the enterprise's administrators.
   */
  implement(contracts.submitEnterpriseReview, async ({ caller, params, body }) => {
    const [current, names] = await Promise.all([getEnterprise({ enterpriseId: params.id }), verifyStatusNames()]);
    if (!current) throw new NotFoundError('No such enterprise');
    assertDecidable(current, body);
    const { version, ...snapshot } = toEnterpriseInfo(current, names);
    const review = reviewOf(caller, body, 'ENT', current.id, snapshot);
    await recordEnterpriseReview({
      current,
      status: approved(body) ? VERIFY_STATUS.verified : VERIFY_STATUS.failed,
      review,
    });
    // The decision is stored: a failed recipient lookup only narrows the notice to the submitter.
    const admins = await listEnterpriseAdminIds({ enterpriseId: current.id }).catch((error: Error) => {
      logger.error('Could not list the enterprise administrators to notify', { enterpriseId: current.id, error });
      return [];
    });
    await notifyReviewDecision(caller, {
      notifierIds: [...(current.submitterId ? [current.submitterId] : []), ...admins],
      ...systemMessage(
        CERTIFICATION_SYSTEM_MESSAGES,
        approved(body)
          ? { template: 'certification.enterpriseApproved', params: { name: current.name } }
          : { template: 'certification.enterpriseRejected', params: { name: current.name, reason: body.reason ?? '' } },
      ),
      action: `/console/edit-enterprise-details?id=${current.id}`,
    });
    return respond(201, answerOf(review));
  }),
  /** The review history of an enterprise, newest first, each with the submission as judged. */
  implement(contracts.enterpriseReviews, async ({ params }): Promise<ReviewRecord[]> => {
    if (!(await getEnterprise({ enterpriseId: params.id }))) throw new NotFoundError('No such enterprise');
    return listReviews({ subject: 'ENT', subjectId: params.id });
  }),
  /** Approves ('3') or rejects ('4', reason required) a user's current submission; notifies the user. */
  implement(contracts.submitUserReview, async ({ caller, params, body }) => {
    const [current, names] = await Promise.all([getUserCertification({ userId: params.userId }), verifyStatusNames()]);
    if (!current) throw new NotFoundError('No personal certification submitted');
    assertDecidable(current, body);
    const { version, ...snapshot } = toUserCertify(current, names);
    const review = reviewOf(caller, body, 'USER', current.userId, snapshot);
    await recordUserReview({
      current,
      status: approved(body) ? VERIFY_STATUS.verified : VERIFY_STATUS.failed,
      review,
    });
    await notifyReviewDecision(caller, {
      notifierIds: [current.userId],
      ...systemMessage(
        CERTIFICATION_SYSTEM_MESSAGES,
        approved(body)
          ? { template: 'certification.userApproved', params: {} }
          : { template: 'certification.userRejected', params: { reason: body.reason ?? '' } },
      ),
      action: '/console/edit-user-certify',
    });
    return respond(201, answerOf(review));
  }),
  /** The review history of a user's personal certification, newest first. */
  implement(contracts.userReviews, async ({ params }): Promise<ReviewRecord[]> => {
    if (!(await getUserCertification({ userId: params.userId })))
      throw new NotFoundError('No personal certification submitted');
    return listReviews({ subject: 'USER', subjectId: params.userId });
  }),
];
