import type { ReceivedReading } from '../../../../shared/schemas/telemetry.js';
import { batchWriteItems, queryAll, type WriteRequest } from '../../../lib/data/batch.js';
import { keys } from '../../../lib/data/keys.js';
import type { BackupPlan } from '../equipment-history-pages.js';

/** What one gateway message brings, as the ingest stores it. */
export interface ReadingsToStore {
  readonly equipmentId: string;
  readonly readings: readonly ReceivedReading[];
  /** The gateway's backed-up nodes (its configuration); none means no history. */
  readonly backup?: BackupPlan;
}

/**
 * The writes of a batch of messages: each reading becomes its node's latest-value item (a plain put: the telemetry
 * stream hands one gateway's messages over in order, so the last put is the newest reading), and each reading of a
 * backed-up node a history item keyed by alias and receive time, expiring after the plan's TTL (docs/equipment.md
 * "History and backup"). A key written twice in the batch keeps its last write: a BatchWrite refuses duplicate keys,
 * and a node's later reading is its latest value.
 */
export function readingWrites(messages: readonly ReadingsToStore[]): WriteRequest[] {
  const writes = new Map<string, WriteRequest>();
  const put = (item: Record<string, unknown> & { pk: string; sk: string }) =>
    writes.set(`${item.pk}\n${item.sk}`, { PutRequest: { Item: item } });
  for (const { equipmentId, readings, backup } of messages) {
    for (const reading of readings) {
      put({
        ...keys.equipmentLatestNode(equipmentId, reading.name),
        entity: 'equipmentLatest',
        equipmentId,
        ...reading,
      });
      const alias = backup?.aliasOf.get(reading.name);
      if (backup === undefined || alias === undefined) continue;
      put({
        ...keys.equipmentHistory(equipmentId, alias, reading.receiveTime, reading.timestamp),
        entity: 'equipmentHistory',
        equipmentId,
        alias,
        ...reading,
        expiresAt: Math.floor(reading.receiveTime / 1000) + backup.ttlSeconds,
      });
    }
  }
  return [...writes.values()];
}

/** Stores a batch of messages' readings (`readingWrites`) with BatchWrites of 25, several at a time. */
export async function putReadings(messages: readonly ReadingsToStore[]): Promise<void> {
  await batchWriteItems(readingWrites(messages), { parallel: 4 });
}

/** The latest reading of every node of an equipment, by node name (empty before the first message). */
export async function getLatestReadings(options: { equipmentId: string }): Promise<ReceivedReading[]> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.equipmentLatestNode(options.equipmentId, '').pk },
  });
  return items.map(({ name, value, timestamp, quality, receiveTime }) => ({
    name,
    value,
    timestamp,
    quality,
    receiveTime,
  })) as ReceivedReading[];
}
