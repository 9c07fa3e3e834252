import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PENDING_VERIFY_STATUSES, type VerifyStatusCode } from '../../../../shared/constants/certification-rules.js';
import type { UserCertifyInput } from '../../../../shared/schemas/certification.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import { conflictOnRace, reviewItem, type StoredReview } from './review.js';
import { cancellationReasons, writeTransaction } from '../../../lib/data/transactions.js';
import { certificationKeys, certificationIndexKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/** A user's personal certification as stored (`USERCERT#<userId>` / `#META`). */
export interface UserCertificationRecord extends Omit<UserCertifyInput, 'version'> {
  userId: string;
  /** Copied at submission, so the review queue can filter by username without reading profiles. */
  username: string;
  status: VerifyStatusCode;
  submitTime: string;
  lastAuthTime?: string;
  rejectReason?: string;
  version: number;
  createdAt: string;
}

function certificationItem(record: UserCertificationRecord): Record<string, unknown> {
  return {
    ...certificationKeys.userCertification(record.userId),
    ...certificationIndexKeys.userVerification(record.status, record.submitTime, record.userId),
    entity: 'userCertification',
    ...record,
  };
}

/** The profile update that mirrors a certification's status (drives the personal info card, spec doc 1 §2). */
function profileStatusUpdate(userId: string, status: VerifyStatusCode) {
  return {
    Update: {
      TableName: tableName,
      Key: identityKeys.user(userId),
      UpdateExpression: 'SET verifyStatusCode = :status',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':status': status },
    },
  };
}

/** Reads a user's personal certification, or undefined (consistent: read right before edits and reviews). */
export async function getUserCertification(options: { userId: string }): Promise<UserCertificationRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: certificationKeys.userCertification(options.userId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? (withoutKeys(result.Item) as unknown as UserCertificationRecord) : undefined;
}

/**
 * Stores a first submission (status '1') and sets the profile's
 * verifyStatusCode in one TransactWrite; 409 when one exists already.
 */
export async function createUserCertification(options: { record: UserCertificationRecord }): Promise<void> {
  const { record } = options;
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: certificationItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      profileStatusUpdate(record.userId, record.status),
    ]);
  } catch (error) {
    if (isConditionFailure(error))
      throw new ConflictError('A personal certification exists already; edit it instead', {
        fields: [{ field: 'body', message: 'Already submitted' }],
      });
    throw conflictOnRace(error);
  }
}

/**
 * Replaces a certification with an edited one (status '2', new submitTime)
 * and mirrors the status on the profile, in one TransactWrite conditional on
 * the version read (409 when it changed meanwhile).
 */
export async function replaceUserCertification(options: {
  record: UserCertificationRecord;
  expectedVersion: number;
}): Promise<void> {
  const { record, expectedVersion } = options;
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: certificationItem(record),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': expectedVersion },
        },
      },
      profileStatusUpdate(record.userId, record.status),
    ]);
  } catch (error) {
    if (isConditionFailure(error))
      throw new ConflictError('The certification was changed meanwhile; reload it and edit again');
    throw conflictOnRace(error);
  }
}

/**
 * Records a review decision, the certification's new status and the
 * profile's verifyStatusCode in one TransactWrite, conditional on the
 * submission being the one judged (pending, same submitTime and version).
 */
export async function recordUserReview(options: {
  current: UserCertificationRecord;
  status: VerifyStatusCode;
  review: StoredReview;
}): Promise<UserCertificationRecord> {
  const { current, status, review } = options;
  const next: UserCertificationRecord = { ...current, status, lastAuthTime: review.reviewedAt };
  if (review.result === 'reject') next.rejectReason = review.reason;
  else delete next.rejectReason;
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: certificationItem(next),
          ConditionExpression: '#status IN (:pending1, :pending2) AND submitTime = :submitTime AND version = :version',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending1': PENDING_VERIFY_STATUSES[0],
            ':pending2': PENDING_VERIFY_STATUSES[1],
            ':submitTime': current.submitTime,
            ':version': current.version,
          },
        },
      },
      {
        Put: { TableName: tableName, Item: reviewItem(review), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      profileStatusUpdate(current.userId, status),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) {
      if (cancellationReasons(error)[2]?.Code === 'ConditionalCheckFailed')
        throw new NotFoundError('The applicant no longer exists');
      throw new ConflictError('The submission changed or was reviewed meanwhile; reload it before deciding');
    }
    throw conflictOnRace(error);
  }
  return next;
}

/**
 * Every personal certification in the review queue of the given statuses,
 * newest submission first: one Query of gsi2 `VERIFY#USER#<status>` per
 * status, merged; `username` filters by a case-insensitive substring in memory.
 */
export async function listUserCertificationsByStatus(options: {
  statuses: readonly string[];
  username?: string;
}): Promise<UserCertificationRecord[]> {
  const lists = await Promise.all(
    options.statuses.map((status) =>
      queryAll<UserCertificationRecord & { gsi2sk: string }>({
        IndexName: indexes.gsi2,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': certificationIndexKeys.userVerification(status, '', '').gsi2pk },
        ScanIndexForward: false,
      }),
    ),
  );
  const needle = options.username?.trim().toLowerCase();
  return lists
    .flat()
    .filter((c) => !needle || c.username.toLowerCase().includes(needle))
    .sort((a, b) => b.gsi2sk.localeCompare(a.gsi2sk))
    .map((item) => withoutKeys(item as unknown as Record<string, unknown>) as unknown as UserCertificationRecord);
}
