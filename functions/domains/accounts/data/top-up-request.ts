import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TopUpStatus } from '../../../../shared/constants/account-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage, type PageOptions } from '../../../lib/data/batch.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError } from '../../../lib/errors.js';
import { accountIndexKeys, accountKeys } from './keys.js';
import type { AccountRef } from './records.js';

/**
 * A top-up request (`TOPUP#{id}` / `#META`, gsi1 `TOPUPUSER#{requesterId}`, gsi3 `TOPUPSTATUS#{status}`): a user asks
 * for an account to be credited; a platform administrator confirms it (the credit, docs/money.md) or rejects it.
 */
export interface TopUpRequestRecord {
  readonly id: string;
  readonly account: AccountRef;
  /** The account's owner as the request names it: the requester's username or the enterprise's name. */
  readonly accountName: string;
  readonly amountFen: number;
  readonly remark?: string;
  readonly status: TopUpStatus;
  readonly requesterId: string;
  readonly requesterName: string;
  readonly createdAt: string;
  readonly decidedAt?: string;
  readonly decidedById?: string;
  readonly decidedByName?: string;
  readonly reason?: string;
}

/** The table item of a request, with its index entries (the status one follows the status). */
export const topUpRequestItem = (record: TopUpRequestRecord) => ({
  ...accountKeys.topUpRequest(record.id),
  entity: 'topUpRequest',
  ...accountIndexKeys.topUpOfRequester(record.requesterId, record.createdAt, record.id),
  ...accountIndexKeys.topUpByStatus(record.status, record.createdAt, record.id),
  ...record,
});

/** Stores a new request (409 if the id were taken). */
export async function createTopUpRequest(record: TopUpRequestRecord): Promise<void> {
  await writeOrThrow(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: topUpRequestItem(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
    () => new ConflictError('A top-up request with this id already exists'),
  );
}

/** A request by id (consistent), or undefined. */
export async function getTopUpRequest(options: { requestId: string }): Promise<TopUpRequestRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: accountKeys.topUpRequest(options.requestId), ConsistentRead: true }),
  );
  return result.Item as TopUpRequestRecord | undefined;
}

/** A page of the requests a user made, newest first; `status` keeps one status (a filter on the page). */
export function listTopUpRequestsOfRequester(
  options: { requesterId: string; status?: TopUpStatus } & PageOptions,
): Promise<Page<TopUpRequestRecord>> {
  return queryPage<TopUpRequestRecord>(
    {
      index: indexes.gsi1,
      partition: accountIndexKeys.topUpOfRequester(options.requesterId, '', '').gsi1pk,
      ScanIndexForward: false,
      ...(options.status
        ? {
            FilterExpression: '#status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': options.status },
          }
        : {}),
    },
    options,
  );
}

/** A page of the requests in one status, newest first (gsi3: the platform administrators' queue). */
export function listTopUpRequestsByStatus(
  options: { status: TopUpStatus } & PageOptions,
): Promise<Page<TopUpRequestRecord>> {
  return queryPage<TopUpRequestRecord>(
    {
      index: indexes.gsi3,
      partition: accountIndexKeys.topUpByStatus(options.status, '', '').gsi3pk,
      ScanIndexForward: false,
    },
    options,
  );
}

/** A decision on a pending request: who decided, when, and (a rejection) why. */
export interface TopUpDecision {
  readonly status: Exclude<TopUpStatus, 'pending'>;
  readonly decidedAt: string;
  readonly decidedById: string;
  readonly decidedByName: string;
  readonly reason?: string;
}

/**
 * The Update that decides a pending request, conditional on it still being pending: for a confirmation it rides in
 * the credit's transaction (`moveMoney`'s `alsoWrite`), so the status changes exactly when the money moves.
 */
export function decisionUpdate(request: TopUpRequestRecord, decision: TopUpDecision): TransactItem {
  const status = accountIndexKeys.topUpByStatus(decision.status, request.createdAt, request.id);
  return {
    Update: {
      TableName: tableName,
      Key: accountKeys.topUpRequest(request.id),
      UpdateExpression:
        'SET #status = :status, decidedAt = :at, decidedById = :by, decidedByName = :byName, gsi3pk = :gsi3pk' +
        (decision.reason !== undefined ? ', reason = :reason' : ''),
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': decision.status,
        ':at': decision.decidedAt,
        ':by': decision.decidedById,
        ':byName': decision.decidedByName,
        ':gsi3pk': status.gsi3pk,
        ':pending': 'pending',
        ...(decision.reason !== undefined ? { ':reason': decision.reason } : {}),
      },
    },
  };
}

/** The 409 of a request decided meanwhile. */
export const alreadyDecided = () =>
  new ConflictError('This top-up request is no longer pending', { reason: 'topUpDecided' });

/** Rejects a pending request (409 once decided). */
export async function rejectTopUpRequest(request: TopUpRequestRecord, decision: TopUpDecision): Promise<void> {
  const { Update } = decisionUpdate(request, decision);
  await writeOrThrow(documentClient.send(new UpdateCommand(Update!)), alreadyDecided);
}
