import type { ReviewSummary } from '../../../../shared/schemas/application-responses.js';
import { tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { writeTransaction } from '../../../lib/data/transactions.js';
import { ConflictError } from '../../../lib/errors.js';
import { queryApplicationPartition } from './application.js';
import { applicationKeys, applicationIndexKeys } from './keys.js';

/** A stored audit decision (`APP#{applicationId}` / `REVIEW#{reviewedAt}#{id}`) with what was reviewed. */
export interface ReviewRecord extends ReviewSummary {
  applicationId: string;
  /** The application or version exactly as judged (with its plans), so the history survives later edits. */
  snapshot: Record<string, unknown>;
}

/** The audit history of an application and its versions, newest first. */
export async function listReviews(options: { applicationId: string }): Promise<ReviewRecord[]> {
  const reviews = await queryApplicationPartition<ReviewRecord>(options.applicationId, 'REVIEW#');
  return reviews.sort((a, b) => b.reviewedAt.localeCompare(a.reviewedAt));
}

/** What a status change applies to: an application's or a version's item. */
export interface StatusTarget {
  readonly kind: 'application' | 'version';
  readonly id: string;
}

/**
 * Changes the status of an application or version in one TransactWrite: the item only while its status is one of
 * `from` (the transition table's sources for this change), moving its status index entry and stamping the change
 * (`statusChangedAt`, which tells a rejection still standing from a later withdrawal); with an audit decision,
 * the review record in the same transaction. 409 when the status is no longer one of `from`.
 */
export async function changeStatus(options: {
  target: StatusTarget;
  from: readonly string[];
  to: string;
  at: string;
  review?: ReviewRecord;
}): Promise<void> {
  const { target, from, to, at, review } = options;
  const key =
    target.kind === 'application' ? applicationKeys.application(target.id) : applicationKeys.version(target.id);
  const index =
    target.kind === 'application'
      ? applicationIndexKeys.applicationByStatus(to, at, target.id)
      : applicationIndexKeys.versionByStatus(to, at, target.id);
  const sources = Object.fromEntries(from.map((code, i) => [`:from${i}`, code]));
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: key,
          UpdateExpression:
            'SET #status = :to, updateDate = :at, statusChangedAt = :at, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
          ConditionExpression: `attribute_exists(pk) AND #status IN (${Object.keys(sources).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': to,
            ':at': at,
            ':gsi3pk': index.gsi3pk,
            ':gsi3sk': index.gsi3sk,
            ...sources,
          },
        },
      },
      ...(review
        ? [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...applicationKeys.applicationReview(review.applicationId, review.reviewedAt, review.id),
                  entity: 'applicationReview',
                  ...review,
                },
              },
            },
          ]
        : []),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError(`The status changed meanwhile; this change is not allowed from the current status`, {
      reason: 'transitionNotAllowed',
    });
  }
}
