import type { ReceivedReading } from '../../../../shared/schemas/telemetry.js';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchWriteItems, queryAll, type WriteRequest } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import type { BackupPlan } from '../equipment-history-pages.js';
import { historyChunkItems, readingsOf, type HistoryItem } from './history-chunks.js';
import type { EquipmentConfigRecord } from './equipment-config.js';
import { equipmentKeys } from './keys.js';

/** What one gateway message brings, as the ingest stores it. */
export interface ReadingsToStore {
  readonly equipmentId: string;
  readonly readings: readonly ReceivedReading[];
  /** The gateway's backed-up nodes (its configuration); none means no history. */
  readonly backup?: BackupPlan;
}

/**
 * The writes of a batch of messages (docs/equipment.md "History and backup"): the readings of each backed-up node
 * become its history items, one per node and batch (a chunk, `historyChunkItems`) keyed by alias and receive time,
 * expiring after the plan's TTL, and are the node's latest value as they are (`getLatestReadings` reads the newest);
 * each reading of another node becomes its node's latest-value item (a plain put: the telemetry stream hands one
 * gateway's messages over in order, so the last put is the newest reading). No latest-value copy of history: a fleet
 * that backs everything up costs half the writes it would with one. A key written twice in the batch keeps its last
 * write: a BatchWrite refuses duplicate keys, and a node's later reading is its latest value.
 */
export function readingWrites(messages: readonly ReadingsToStore[]): WriteRequest[] {
  const writes = new Map<string, WriteRequest>();
  const put = (item: Record<string, unknown>) =>
    writes.set(`${String(item.pk)}\n${String(item.sk)}`, { PutRequest: { Item: item } });
  const history = new Map<
    string,
    { equipmentId: string; alias: string; ttlSeconds: number; readings: ReceivedReading[] }
  >();
  for (const { equipmentId, readings, backup } of messages) {
    for (const reading of readings) {
      const alias = backup?.aliasOf.get(reading.name);
      if (backup === undefined || alias === undefined) {
        put(latestItem(equipmentId, reading));
        continue;
      }
      const node = `${equipmentId}\n${alias}`;
      const kept = history.get(node);
      if (kept) kept.readings.push(reading);
      else history.set(node, { equipmentId, alias, ttlSeconds: backup.ttlSeconds, readings: [reading] });
    }
  }
  for (const node of history.values()) for (const item of historyChunkItems(node)) put(item);
  return [...writes.values()];
}

/** A node's latest-value item holding `reading`. */
const latestItem = (equipmentId: string, reading: ReceivedReading) => ({
  ...equipmentKeys.equipmentLatestNode(equipmentId, reading.name),
  entity: 'equipmentLatest',
  equipmentId,
  name: reading.name,
  value: reading.value,
  timestamp: reading.timestamp,
  quality: reading.quality,
  receiveTime: reading.receiveTime,
});

/** Stores a batch of messages' readings (`readingWrites`) with BatchWrites of 25, several at a time. */
export async function putReadings(messages: readonly ReadingsToStore[]): Promise<void> {
  await batchWriteItems(readingWrites(messages), { parallel: 4 });
}

const readingOf = ({ name, value, timestamp, quality, receiveTime }: Record<string, unknown>) =>
  ({ name, value, timestamp, quality, receiveTime }) as ReceivedReading;

/**
 * The newest history reading of a node: the last of its newest item (its sort keys start with the receive time; the
 * archive marker sorts first). Readings of one node are stored in arrival order, so no older item holds a newer one.
 */
async function newestHistoryReading(equipmentId: string, alias: string): Promise<ReceivedReading | undefined> {
  const first = equipmentKeys.equipmentHistory(equipmentId, alias, 0, 0);
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk >= :first',
      ExpressionAttributeValues: { ':pk': first.pk, ':first': first.sk },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const item = result.Items?.[0] as HistoryItem | undefined;
  if (!item) return undefined;
  const { value, timestamp, quality, receiveTime } = readingsOf(item).at(-1)!;
  return readingOf({ name: item.name, value, timestamp, quality, receiveTime });
}

/**
 * The latest reading of every node of an equipment, by node name (empty before the first message): the node's
 * latest-value item or, for a node with history, its newest history item, whichever was received last. The caller
 * passes the gateway's configuration (every caller reads it anyway; undefined before the first one). Every
 * configured node's history is looked at, whatever its switch says now: the ingest learns of a switch a minute or so
 * later, and a node switched either way has its newest reading in one place or the other.
 */
export async function getLatestReadings(options: {
  equipmentId: string;
  config: Pick<EquipmentConfigRecord, 'collectNodeConfigs'> | undefined;
}): Promise<ReceivedReading[]> {
  const aliases = [...new Set((options.config?.collectNodeConfigs ?? []).map((node) => node.alias))];
  const [items, newest] = await Promise.all([
    queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': equipmentKeys.equipmentLatestNode(options.equipmentId, '').pk },
    }),
    Promise.all(aliases.map((alias) => newestHistoryReading(options.equipmentId, alias))),
  ]);
  const latest = new Map<string, ReceivedReading>();
  for (const reading of [...items.map(readingOf), ...newest]) {
    if (!reading) continue;
    const known = latest.get(reading.name);
    if (!known || known.receiveTime < reading.receiveTime) latest.set(reading.name, reading);
  }
  return [...latest.values()];
}

/**
 * Makes a backed-up node's latest-value item hold its newest history reading when that is newer (the archive run's
 * hourly pass): history expires, and a node silent past its hot window keeps its last value this way. Conditional,
 * so a newer reading stored meanwhile (a node switched off) is never replaced.
 */
export async function keepLatestOfHistory(options: { equipmentId: string; alias: string }): Promise<void> {
  const newest = await newestHistoryReading(options.equipmentId, options.alias);
  if (!newest) return;
  await writeIfCondition(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: latestItem(options.equipmentId, newest),
        ConditionExpression: 'attribute_not_exists(receiveTime) OR receiveTime < :received',
        ExpressionAttributeValues: { ':received': newest.receiveTime },
      }),
    ),
  );
}
