import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EnterpriseAuthState } from '../../../../shared/constants/grant-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { ConflictError } from '../../../lib/errors.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { queryOffsetPage, type OffsetPage } from '../../../lib/data/offset-page.js';
import { cancellationReasons, writeTransaction } from '../../../lib/data/transactions.js';
import { roleKeys, roleIndexKeys } from './keys.js';

/**
 * Enterprise authorisations: an enterprise asks the platform for privileges
 * of an application (spec doc 1 §6 "enterprises apply for privileges"; §3
 * Pending enterprise authorisation), a platform administrator grants or
 * rejects. A grant is the union of the approved requests per enterprise and
 * application, merged with `ADD` on a string set in the approving
 * transaction. Keys and access patterns: docs/data-model.md.
 */

export interface EnterpriseAuthRequestRecord {
  id: string;
  enterpriseId: string;
  enterpriseName: string;
  appCode: string;
  authList: string[];
  state: EnterpriseAuthState;
  applicantId: string;
  applicantName: string;
  createdAt: string;
  decidedAt?: string;
  deciderId?: string;
  deciderName?: string;
  decisionReason?: string;
}

export interface EnterpriseAuthGrantRecord {
  enterpriseId: string;
  appCode: string;
  /** Stored as a string set (merged with ADD); read back as an array. */
  authList: string[];
  updatedAt: string;
}

/** A pending request's stored item: sparse gsi2 lists it in the platform's queue until decided. */
function requestItem(record: EnterpriseAuthRequestRecord) {
  return {
    ...roleKeys.enterpriseAuthRequest(record.id),
    ...roleIndexKeys.enterpriseAuthOfEnterprise(record.enterpriseId, record.createdAt, record.id),
    ...roleIndexKeys.pendingEnterpriseAuth(record.enterpriseName, record.createdAt, record.id),
    entity: 'enterpriseAuthRequest',
    ...record,
  };
}

const pendingMarker = (record: EnterpriseAuthRequestRecord) => ({
  ...roleKeys.pendingEnterpriseAuth(record.enterpriseId, record.appCode),
  entity: 'pendingEnterpriseAuth',
  requestId: record.id,
});

/**
 * Writes new pending requests in one TransactWrite, each with its pending
 * marker (`attribute_not_exists`: one pending request per enterprise and
 * application). 409 naming the applications already pending.
 */
export async function createEnterpriseAuthRequests(options: {
  requests: readonly EnterpriseAuthRequestRecord[];
}): Promise<void> {
  const { requests } = options;
  try {
    await writeTransaction(
      requests.flatMap((request) => [
        {
          Put: { TableName: tableName, Item: requestItem(request), ConditionExpression: 'attribute_not_exists(pk)' },
        },
        {
          Put: {
            TableName: tableName,
            Item: pendingMarker(request),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    const pending = requests.filter((_, i) => reasons[2 * i + 1]?.Code === 'ConditionalCheckFailed');
    const message = 'A request for this application is already pending';
    throw new ConflictError(message, {
      pending: pending.map((r) => r.appCode),
      fields: [{ field: 'body', message: `${message}: ${pending.map((r) => r.appCode).join(', ')}` }],
    });
  }
}

/** One request by id (consistent), or undefined. */
export async function getEnterpriseAuthRequest(options: {
  requestId: string;
}): Promise<EnterpriseAuthRequestRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: roleKeys.enterpriseAuthRequest(options.requestId),
      ConsistentRead: true,
    }),
  );
  return result.Item as EnterpriseAuthRequestRecord | undefined;
}

/** A numbered page of the pending requests of every enterprise, by enterprise name; `namePrefix` narrows it (key condition). */
export async function listPendingEnterpriseAuths(options: {
  namePrefix?: string;
  offset: number;
  limit: number;
}): Promise<OffsetPage<EnterpriseAuthRequestRecord>> {
  const prefix = options.namePrefix?.toLowerCase();
  return queryOffsetPage<EnterpriseAuthRequestRecord>(
    {
      IndexName: indexes.gsi2,
      KeyConditionExpression: prefix ? 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)' : 'gsi2pk = :pk',
      ExpressionAttributeValues: {
        ':pk': roleIndexKeys.pendingEnterpriseAuth('', '', '').gsi2pk,
        ...(prefix ? { ':prefix': prefix } : {}),
      },
    },
    options,
  );
}

/** Every request of one enterprise, newest first (tens of items: a few per application). */
export async function listEnterpriseAuthRequests(options: {
  enterpriseId: string;
}): Promise<EnterpriseAuthRequestRecord[]> {
  return queryAll<EnterpriseAuthRequestRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': roleIndexKeys.enterpriseAuthOfEnterprise(options.enterpriseId, '', '').gsi1pk },
    ScanIndexForward: false,
  });
}

/** The application privileges granted to an enterprise: Query `ENTAUTH#<enterpriseId>`. */
export async function listEnterpriseAuthGrants(options: {
  enterpriseId: string;
}): Promise<EnterpriseAuthGrantRecord[]> {
  const grants = await queryAll<Omit<EnterpriseAuthGrantRecord, 'authList'> & { authList?: Set<string> }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': roleKeys.enterpriseAuthGrant(options.enterpriseId, '').pk, ':prefix': 'APP#' },
  });
  return grants.map((grant) => ({ ...grant, authList: [...(grant.authList ?? [])].sort() }));
}

/** The decision update of a pending request: leaves the pending queue (REMOVE the sparse gsi2 keys). */
function decisionUpdate(
  request: EnterpriseAuthRequestRecord,
  state: Exclude<EnterpriseAuthState, 'PENDING'>,
  decision: { at: string; deciderId: string; deciderName: string; reason?: string },
) {
  return {
    Update: {
      TableName: tableName,
      Key: roleKeys.enterpriseAuthRequest(request.id),
      UpdateExpression: `SET #state = :state, decidedAt = :at, deciderId = :did, deciderName = :dname${
        decision.reason ? ', decisionReason = :reason' : ''
      } REMOVE gsi2pk, gsi2sk`,
      ConditionExpression: '#state = :pending',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':state': state,
        ':pending': 'PENDING',
        ':at': decision.at,
        ':did': decision.deciderId,
        ':dname': decision.deciderName,
        ...(decision.reason ? { ':reason': decision.reason } : {}),
      },
    },
  };
}

/**
 * Grants or rejects a pending request in ONE TransactWrite: the request's
 * state change (conditional on it still being pending: 409 otherwise), the
 * pending marker's delete and, when granted, the union of the request's
 * privileges into the enterprise's grant for the application.
 */
export async function decideEnterpriseAuth(options: {
  request: EnterpriseAuthRequestRecord;
  grant: boolean;
  at: string;
  deciderId: string;
  deciderName: string;
  reason?: string;
}): Promise<void> {
  const { request, at } = options;
  const grantKey = roleKeys.enterpriseAuthGrant(request.enterpriseId, request.appCode);
  await writeOrThrow(
    writeTransaction([
      decisionUpdate(request, options.grant ? 'GRANTED' : 'REJECTED', {
        at,
        deciderId: options.deciderId,
        deciderName: options.deciderName,
        reason: options.reason,
      }),
      { Delete: { TableName: tableName, Key: roleKeys.pendingEnterpriseAuth(request.enterpriseId, request.appCode) } },
      ...(options.grant
        ? [
            {
              Update: {
                TableName: tableName,
                Key: grantKey,
                UpdateExpression:
                  'ADD authList :list SET enterpriseId = :e, appCode = :app, updatedAt = :at, entity = :entity',
                ExpressionAttributeValues: {
                  ':list': new Set(request.authList),
                  ':e': request.enterpriseId,
                  ':app': request.appCode,
                  ':at': at,
                  ':entity': 'enterpriseAuthGrant',
                },
              },
            },
          ]
        : []),
    ]),
    () => new ConflictError('The request is no longer pending'),
  );
}
