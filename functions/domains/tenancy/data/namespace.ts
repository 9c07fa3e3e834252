import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NAMESPACE_STATUS, QUOTA_ITEMS, type QuotaPlan } from '../../../../shared/constants/tenancy-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage, type PartitionQuery } from '../../../lib/data/batch.js';
import { decodeCursor } from '../../../lib/data/cursor.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { releaseItems } from '../../../lib/data/unique.js';
import { conditionCheck, transact, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError } from '../../../lib/errors.js';
import { tenancyIndexKeys, tenancyKeys } from './keys.js';
import {
  availableOf,
  tenancyItems,
  totalOf,
  type NamespaceRecord,
  type OfflineReason,
  type QuotaGrantRecord,
} from './records.js';

/*
 * Tenant spaces (docs/tenancy.md "Keys and access patterns"): read by id, by enterprise, by status; the writes of
 * renting, auditing and every status change, each conditional on the status it leaves.
 */

/** Reading a filtered page goes on for at most this many Queries, then answers what it found with its cursor. */
const MAX_FILTERED_ROUNDS = 10;

/** A space by id (consistent before a write decides on it), or undefined. */
export async function getNamespaceRecord(id: string, consistent = false): Promise<NamespaceRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: tenancyKeys.namespace(id), ConsistentRead: consistent }),
  );
  return result.Item as NamespaceRecord | undefined;
}

/** Who holds a tenancy marker (consistent), or undefined. */
async function markerOwner(kind: 'namespaceDomain' | 'namespaceOfEnterprise', value: string) {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.unique(kind, value), ConsistentRead: true }),
  );
  return result.Item?.ownerId as string | undefined;
}

/** The id of an enterprise's live space (its `namespaceOfEnterprise` marker's owner), or undefined. */
export const liveNamespaceIdOf = (enterpriseId: string) => markerOwner('namespaceOfEnterprise', enterpriseId);

/** The id of the live space holding a domain, or undefined when the domain is free. */
export const domainOwnerOf = (domain: string) => markerOwner('namespaceDomain', domain);

/**
 * One page of a partition, with `FilterExpression` when given: a filtered Query evaluates at most `Limit` items, so
 * each round asks for what the page still lacks and the cursor is always where the last round stopped.
 */
async function readPage<T>(query: PartitionQuery, options: { cursor?: string; limit: number }): Promise<Page<T>> {
  if (!query.FilterExpression) return queryPage<T>(query, options);
  const found: T[] = [];
  let cursor = options.cursor;
  for (let round = 0; round < MAX_FILTERED_ROUNDS; round++) {
    const page = await queryPage<T>(query, { cursor, limit: options.limit - found.length });
    found.push(...page.items);
    cursor = page.cursor;
    if (!cursor || found.length >= options.limit) break;
  }
  return { items: found, cursor };
}

/** A page of an enterprise's spaces (every status), newest first. */
export function listNamespacesOfEnterprise(options: {
  enterpriseId: string;
  statusCode?: string;
  cursor?: string;
  limit: number;
}): Promise<Page<NamespaceRecord>> {
  const { gsi1pk } = tenancyIndexKeys.namespaceOfEnterprise(options.enterpriseId, '', '');
  return readPage<NamespaceRecord>(
    {
      index: indexes.gsi1,
      partition: gsi1pk,
      ScanIndexForward: false,
      ...(options.statusCode
        ? {
            FilterExpression: 'statusCode = :status',
            ExpressionAttributeValues: { ':status': options.statusCode },
          }
        : {}),
    },
    options,
  );
}

/**
 * A page of every space, by status then creation (one status: `statusCode`; the audit queue is status 1, oldest
 * first), narrowed by part of the domain. A cursor of another status is a 400.
 */
export function listNamespacesByStatus(options: {
  statusCode?: string;
  nameContains?: string;
  newestFirst?: boolean;
  cursor?: string;
  limit: number;
}): Promise<Page<NamespaceRecord>> {
  const { gsi3pk } = tenancyIndexKeys.namespaceByStatus('', '', '');
  const prefix = options.statusCode ? `${options.statusCode}#` : undefined;
  if (prefix && options.cursor)
    decodeCursor(options.cursor, { index: indexes.gsi3, partition: gsi3pk, sortKey: new RegExp(`^${prefix}`) });
  const search = options.nameContains?.toLowerCase();
  return readPage<NamespaceRecord>(
    {
      index: indexes.gsi3,
      partition: gsi3pk,
      ScanIndexForward: !options.newestFirst,
      ...(prefix ? { sortKeyCondition: 'begins_with(gsi3sk, :prefix)' } : {}),
      ...(search
        ? { FilterExpression: 'contains(#name, :search)', ExpressionAttributeNames: { '#name': 'name' } }
        : {}),
      ExpressionAttributeValues: { ...(prefix ? { ':prefix': prefix } : {}), ...(search ? { ':search': search } : {}) },
    },
    options,
  );
}

/** What failed when a rent's items were refused: the index of the item within them (see `rentItems`). */
export const RENT_ITEM = { namespace: 0, domain: 1, enterprise: 2, quota: 3 } as const;

/**
 * The items of renting a space, for the rent's money transaction: the space (new), its domain's marker, its
 * enterprise's one-live-space marker, and the enterprise's quota record naming the space. In `RENT_ITEM` order.
 */
export function rentItems(record: NamespaceRecord): TransactItem[] {
  const [domain, enterprise] = tenancyItems.namespaceMarkers(record);
  const put = (item: Record<string, unknown>): TransactItem => ({
    Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  return [
    put(tenancyItems.namespace(record)),
    put(domain),
    put(enterprise),
    {
      Update: {
        TableName: tableName,
        Key: tenancyKeys.quota(record.enterpriseId),
        UpdateExpression: 'SET entity = :entity, enterpriseId = :enterpriseId, namespaceId = :id',
        ExpressionAttributeValues: { ':entity': 'quota', ':enterpriseId': record.enterpriseId, ':id': record.id },
      },
    },
  ];
}

/** A status change's Update of a space: conditional on the status it leaves (and more), its list entry moved. */
function statusUpdate(
  record: NamespaceRecord,
  change: {
    to: string;
    at: string;
    set?: Record<string, unknown>;
    remove?: readonly string[];
    condition?: { expression: string; values: Record<string, unknown> };
  },
): TransactItem {
  const set = {
    statusCode: change.to,
    updatedAt: change.at,
    ...tenancyIndexKeys.namespaceByStatus(change.to, record.createdAt, record.id),
    ...change.set,
  };
  const names = Object.keys(set);
  const assignments = names.map((name, i) => `#s${i} = :s${i}`).join(', ');
  const removals = (change.remove ?? []).map((name, i) => `#r${i}`).join(', ');
  return {
    Update: {
      TableName: tableName,
      Key: tenancyKeys.namespace(record.id),
      UpdateExpression: `SET ${assignments}${removals ? ` REMOVE ${removals}` : ''}`,
      ConditionExpression: `statusCode = :from${change.condition ? ` AND ${change.condition.expression}` : ''}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, i) => [`#s${i}`, name])),
        ...Object.fromEntries((change.remove ?? []).map((name, i) => [`#r${i}`, name])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.values(set).map((value, i) => [`:s${i}`, value])),
        ':from': record.statusCode,
        ...change.condition?.values,
      },
    },
  };
}

/** The renewal schedule's entry as attributes to SET (`renewalDueAt` and its index keys). */
const renewalEntry = (id: string, dueAt: string) => ({
  renewalDueAt: dueAt,
  ...tenancyIndexKeys.renewalDue(dueAt, id),
});
/** The renewal schedule's attributes to REMOVE: the space leaves the schedule. */
const OFF_RENEWAL = ['renewalDueAt', 'gsi2pk', 'gsi2sk'] as const;

/** The Update adding (or, with `sign` -1, taking back) a plan's or a grant's amounts on an enterprise's quota. */
export function quotaAddition(
  enterpriseId: string,
  amounts: Partial<Record<string, number>>,
  sign: 1 | -1 = 1,
): TransactItem {
  const entries = QUOTA_ITEMS.filter((item) => (amounts[item] ?? 0) > 0);
  const adds = entries.flatMap((item, i) => [`${totalOf(item)} :a${i}`, `${availableOf(item)} :a${i}`]);
  return {
    Update: {
      TableName: tableName,
      Key: tenancyKeys.quota(enterpriseId),
      UpdateExpression: `SET entity = :entity, enterpriseId = :enterpriseId ADD ${adds.join(', ')}`,
      // Taking an amount back holds only while none of it is reserved: a deployment is never overbooked.
      ...(sign < 0
        ? { ConditionExpression: entries.map((item, i) => `${availableOf(item)} >= :n${i}`).join(' AND ') }
        : {}),
      ExpressionAttributeValues: {
        ':entity': 'quota',
        ':enterpriseId': enterpriseId,
        ...Object.fromEntries(entries.map((item, i) => [`:a${i}`, sign * amounts[item]!])),
        ...(sign < 0 ? Object.fromEntries(entries.map((item, i) => [`:n${i}`, amounts[item]!])) : {}),
      },
    },
  };
}

/** The attributes of an audit decision. */
interface Audit {
  readonly at: string;
  readonly userId: string;
  readonly userName: string;
}

/**
 * Approves a waiting space in one TransactWrite: 1 → 3, running from now for its months, on the renewal schedule
 * from 7 days before its end, and its plan's quota added to the enterprise's. 409 when it no longer waits.
 */
export async function approveNamespace(options: {
  record: NamespaceRecord;
  plan: QuotaPlan;
  audit: Audit;
  endsAt: string;
  renewalDueAt: string;
}): Promise<void> {
  const { record, plan, audit } = options;
  await transact(
    [
      statusUpdate(record, {
        to: NAMESPACE_STATUS.online,
        at: audit.at,
        set: {
          startsAt: audit.at,
          endsAt: options.endsAt,
          auditedAt: audit.at,
          auditUserId: audit.userId,
          auditUserName: audit.userName,
          ...renewalEntry(record.id, options.renewalDueAt),
        },
      }),
      quotaAddition(record.enterpriseId, plan.quota),
    ],
    () => new ConflictError('The space is no longer waiting for audit', { reason: 'transitionNotAllowed' }),
    { contended: true },
  );
}

/**
 * The items of rejecting a waiting space, for the refund's money transaction: 1 → 0, its domain and its
 * enterprise's live-space marker released (the domain may be rented again), the quota record's link removed.
 */
export function rejectItems(record: NamespaceRecord, audit: Audit): TransactItem[] {
  const markers = releaseItems([
    { kind: 'namespaceDomain', value: record.name },
    { kind: 'namespaceOfEnterprise', value: record.enterpriseId },
  ]).map((item) => ({
    Delete: { ...item.Delete!, ConditionExpression: 'ownerId = :id', ExpressionAttributeValues: { ':id': record.id } },
  })) as TransactItem[];
  return [
    statusUpdate(record, {
      to: NAMESPACE_STATUS.rejected,
      at: audit.at,
      set: { auditedAt: audit.at, auditUserId: audit.userId, auditUserName: audit.userName },
    }),
    ...markers,
    {
      Update: {
        TableName: tableName,
        Key: tenancyKeys.quota(record.enterpriseId),
        UpdateExpression: 'REMOVE namespaceId',
        ConditionExpression: 'attribute_not_exists(namespaceId) OR namespaceId = :id',
        ExpressionAttributeValues: { ':id': record.id },
      },
    },
  ];
}

/**
 * A platform administrator's change (3 ↔ 4, → 5), conditional on the status read: offline or sealed leaves the
 * renewal schedule, online joins it again (looked at at once when its end is near or past).
 */
export async function changeStatusByAdmin(options: {
  record: NamespaceRecord;
  to: string;
  at: string;
  renewalDueAt?: string;
}): Promise<void> {
  const { record, to, at } = options;
  const online = to === NAMESPACE_STATUS.online;
  await transact(
    [
      statusUpdate(record, {
        to,
        at,
        set: {
          ...(online && options.renewalDueAt ? renewalEntry(record.id, options.renewalDueAt) : {}),
          ...(to === NAMESPACE_STATUS.offline ? { offlineReason: 'platform' satisfies OfflineReason } : {}),
        },
        remove: online ? ['offlineReason'] : OFF_RENEWAL,
      }),
    ],
    () => new ConflictError('The space changed meanwhile; reload it', { reason: 'transitionNotAllowed' }),
  );
}

/** The conditions a renewal holds on: the space as the run read it (its status and its end). */
const asRead = (record: NamespaceRecord) => ({
  expression: 'endsAt = :seenEnd',
  values: { ':seenEnd': record.endsAt },
});

/**
 * The item of a renewal, for its money transaction: the end moves `months` on (from `from`: the old end, or now for
 * an expired space), the space is online, and the next look is 7 days before the new end.
 */
export function renewalItem(
  record: NamespaceRecord,
  options: { at: string; startsAt?: string; endsAt: string; dueAt: string },
): TransactItem {
  return statusUpdate(record, {
    to: NAMESPACE_STATUS.online,
    at: options.at,
    set: {
      endsAt: options.endsAt,
      ...(options.startsAt ? { startsAt: options.startsAt } : {}),
      ...renewalEntry(record.id, options.dueAt),
    },
    remove: ['offlineReason'],
    condition: asRead(record),
  });
}

/** Moves a space's next look to `dueAt`, only while it is as read (of two runs only one goes on); false otherwise. */
export function rescheduleRenewal(record: NamespaceRecord, dueAt: string): Promise<boolean> {
  const entry = renewalEntry(record.id, dueAt);
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: tenancyKeys.namespace(record.id),
        UpdateExpression: 'SET renewalDueAt = :due, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
        ConditionExpression: 'statusCode = :status AND endsAt = :seenEnd AND renewalDueAt = :seenDue',
        ExpressionAttributeValues: {
          ':due': dueAt,
          ':gsi2pk': entry.gsi2pk,
          ':gsi2sk': entry.gsi2sk,
          ':status': record.statusCode,
          ':seenEnd': record.endsAt,
          ':seenDue': record.renewalDueAt,
        },
      }),
    ),
  );
}

/**
 * Takes a space whose period ended offline (3 → 4, nothing deleted): with auto renewal it stays on the schedule
 * (`dueAt`: a renewal is tried again then), without it leaves it. False when it changed meanwhile.
 */
export function expireNamespace(record: NamespaceRecord, options: { at: string; dueAt?: string }): Promise<boolean> {
  return writeIfCondition(
    writeTransaction([
      statusUpdate(record, {
        to: NAMESPACE_STATUS.offline,
        at: options.at,
        set: {
          offlineReason: 'expired' satisfies OfflineReason,
          ...(options.dueAt ? renewalEntry(record.id, options.dueAt) : {}),
        },
        ...(options.dueAt ? {} : { remove: OFF_RENEWAL }),
        condition: asRead(record),
      }),
    ]),
  );
}

/** Takes a space off the renewal schedule (sealed, offline by the platform, no renewal due); false when it moved. */
export function leaveRenewal(record: NamespaceRecord): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: tenancyKeys.namespace(record.id),
        UpdateExpression: 'REMOVE renewalDueAt, gsi2pk, gsi2sk',
        ConditionExpression: 'renewalDueAt = :seenDue',
        ExpressionAttributeValues: { ':seenDue': record.renewalDueAt },
      }),
    ),
  );
}

/** A record on the renewal schedule: a space or a quota grant, told apart by `entity`. */
export type RenewalRecord = (NamespaceRecord | QuotaGrantRecord) & { readonly entity: string };

/** A page of what the renewal schedule holds due by `now` (ISO), the longest due first. */
export function listDueForRenewal(options: { now: string; cursor?: string }): Promise<Page<RenewalRecord>> {
  const { gsi2pk } = tenancyIndexKeys.renewalDue('', '');
  return queryPage<RenewalRecord>(
    {
      index: indexes.gsi2,
      partition: gsi2pk,
      // `~` sorts after every id character: everything due at `now` itself is in.
      sortKeyCondition: 'gsi2sk <= :due',
      ExpressionAttributeValues: { ':due': `${options.now}#~` },
    },
    { cursor: options.cursor, limit: 50 },
  );
}

/** A ConditionCheck that the space is online and its enterprise's (a quota application's precondition). */
export const namespaceOnline = (namespaceId: string, enterpriseId: string): TransactItem =>
  conditionCheck(tenancyKeys.namespace(namespaceId), 'statusCode = :online AND enterpriseId = :enterpriseId', {
    ':online': NAMESPACE_STATUS.online,
    ':enterpriseId': enterpriseId,
  });
