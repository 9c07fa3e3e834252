import type { ReviewRecord } from '../../../../shared/schemas/certification.js';
import { ConflictError } from '../../../lib/errors.js';
import { queryAll } from '../../../lib/data/batch.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import { cancellationReasons } from '../../../lib/data/transactions.js';
import { certificationKeys } from './keys.js';

/** What a review is about: an enterprise's details (`ENT`) or a user's personal certification (`USER`). */
export type ReviewSubject = 'ENT' | 'USER';

/** A stored review: the decision plus the submission exactly as judged (so history survives later edits). */
export interface StoredReview extends ReviewRecord {
  subject: ReviewSubject;
  subjectId: string;
}

/** The table item of a review (`REVIEW#<subject>#<id>` / `<reviewedAt>#<reviewId>`). */
export function reviewItem(review: StoredReview): Record<string, unknown> {
  return {
    ...certificationKeys.review(review.subject, review.subjectId, review.reviewedAt, review.id),
    entity: 'review',
    ...review,
  };
}

/** The review history of one enterprise or user, newest first: one Query of its review partition, descending. */
export async function listReviews(options: { subject: ReviewSubject; subjectId: string }): Promise<ReviewRecord[]> {
  const stored = await queryAll<StoredReview & Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': certificationKeys.review(options.subject, options.subjectId, '', '').pk },
    ScanIndexForward: false,
  });
  return stored.map((item) => {
    const { subject, subjectId, ...review } = withoutKeys(item);
    return review as unknown as ReviewRecord;
  });
}

/**
 * Turns a transaction DynamoDB cancelled because another transaction held
 * one of its items (`TransactionConflict`, possible when two certification
 * writes race) into a 409 the caller can retry; other errors pass unchanged.
 */
export function conflictOnRace(error: unknown): unknown {
  const reasons = cancellationReasons(error);
  if (
    (error as { name?: string }).name === 'TransactionCanceledException' &&
    reasons.some((r) => r.Code === 'TransactionConflict')
  )
    return new ConflictError('Someone else changed this at the same moment; reload and try again');
  return error;
}
