import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryPage } from '../../../lib/data/batch.js';
import { equipmentKeys, equipmentIndexKeys } from './keys.js';

/** Shards of the due-time index: a busy platform's watches spread over this many index partitions. */
export const WATCH_SHARDS = 4;

/** The alarm a watch holds while its gateway is offline (docs/equipment.md "Offline alarm"). */
export interface WatchAlarm {
  /** `offline`: the broker says it left; `silent`: connected but nothing arrives. */
  readonly reason: 'offline' | 'silent';
  /** Epoch ms. */
  readonly raisedAt: number;
  /** Epoch ms of the last reminder (absent before the first). */
  readonly remindedAt?: number;
}

/**
 * A gateway's offline-alarm watch (`EQUIP#{id}` / `#WATCH`, gsi1 `EQWATCH#{shard}` by due time): when the watchdog
 * looks at it next, and the alarm it raised. Presence events move `dueAt`; each change raises `version`, so the
 * watchdog's write holds only when no event came in between.
 */
export interface WatchRecord {
  readonly equipmentId: string;
  readonly dueAt: number;
  readonly version: number;
  readonly alarm?: WatchAlarm;
}

/** The shard of a gateway's watch: a stable hash of its GUID. */
export function watchShard(equipmentId: string): number {
  let hash = 0;
  for (const char of equipmentId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % WATCH_SHARDS;
}

const dueKeys = (equipmentId: string, dueAt: number) =>
  equipmentIndexKeys.watchDue(watchShard(equipmentId), dueAt, equipmentId);

/**
 * Arms a gateway's watch to be looked at `dueAt` (a presence event just changed what is known of it). One
 * unconditional update, no read: the presence path stays one write longer, and the watchdog decides the rest.
 */
export async function armWatch(options: { equipmentId: string; dueAt: number }): Promise<void> {
  const due = dueKeys(options.equipmentId, options.dueAt);
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentWatch(options.equipmentId),
      UpdateExpression:
        'SET entity = :entity, equipmentId = :id, dueAt = :due, gsi1pk = :gpk, gsi1sk = :gsk ADD version :one',
      ExpressionAttributeValues: {
        ':entity': 'equipmentWatch',
        ':id': options.equipmentId,
        ':due': options.dueAt,
        ':gpk': due.gsi1pk,
        ':gsk': due.gsi1sk,
        ':one': 1,
      },
    }),
  );
}

/** A gateway's watch, or undefined when it never connected. */
export async function getWatch(options: { equipmentId: string }): Promise<WatchRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentWatch(options.equipmentId),
      ConsistentRead: true,
    }),
  );
  return result.Item as WatchRecord | undefined;
}

/** One page of the watches of a shard due at or before `now` (epoch ms), soonest first. */
export function listDueWatches(options: { shard: number; now: number; cursor?: string; limit?: number }) {
  const upTo = equipmentIndexKeys.watchDue(options.shard, options.now, '~');
  return queryPage<WatchRecord>(
    {
      index: 'gsi1',
      partition: upTo.gsi1pk,
      sortKeyCondition: 'gsi1sk <= :upTo',
      ExpressionAttributeValues: { ':upTo': upTo.gsi1sk },
    },
    { cursor: options.cursor, limit: options.limit ?? 100 },
  );
}

/**
 * Writes the watchdog's decision on a watch read at `seen.version`: the next due time and the alarm (absent: none).
 * False when a presence event changed the watch meanwhile (the next run decides again).
 */
export async function settleWatch(
  seen: WatchRecord,
  next: { readonly dueAt: number; readonly alarm?: WatchAlarm },
): Promise<boolean> {
  const due = dueKeys(seen.equipmentId, next.dueAt);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentWatch(seen.equipmentId),
        UpdateExpression: `SET dueAt = :due, gsi1pk = :gpk, gsi1sk = :gsk, version = :next${next.alarm ? ', alarm = :alarm' : ''}${next.alarm ? '' : ' REMOVE alarm'}`,
        ConditionExpression: 'version = :seen',
        ExpressionAttributeValues: {
          ':due': next.dueAt,
          ':gpk': due.gsi1pk,
          ':gsk': due.gsi1sk,
          ':seen': seen.version,
          ':next': seen.version + 1,
          ...(next.alarm ? { ':alarm': next.alarm } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Ends a watch (its gateway is stopped or gone); false when a presence event changed it meanwhile. */
export async function endWatch(seen: WatchRecord): Promise<boolean> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentWatch(seen.equipmentId),
        ConditionExpression: 'version = :seen',
        ExpressionAttributeValues: { ':seen': seen.version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
