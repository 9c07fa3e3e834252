import { HISTORY_DAY_MS, hotTtlSeconds } from '../../../shared/constants/equipment-history-rules.js';
import type { HistoryReading } from '../../../shared/schemas/equipment-history.js';
import { decodeCursor, encodeCursor } from '../../lib/data/cursor.js';
import type { EquipmentConfigRecord } from './data/equipment-config.js';
import { equipmentKeys } from './data/keys.js';

/*
 * The pure parts of node history (docs/equipment.md "History and backup"): which readings the ingest keeps, the
 * query's bounds and cursor, and the merge of archived and hot readings into one page.
 */

/** What the ingest keeps of a gateway's messages: the alias of each backed-up node name, and their TTL. */
export interface BackupPlan {
  /** Node name (as readings carry it) → the alias its history is keyed by. */
  readonly aliasOf: ReadonlyMap<string, string>;
  /** Seconds after its receive time a stored reading expires (`hotTtlSeconds` of the type's retention). */
  readonly ttlSeconds: number;
}

/**
 * The backup plan of a configuration: its nodes whose ifBackup is on (the first node of a name wins, as the data
 * view shows the first), or undefined when none is, so the ingest writes no history at all.
 */
export function backupPlanOf(
  config: Pick<EquipmentConfigRecord, 'collectNodeConfigs'> | undefined,
  retentionDays: number,
): BackupPlan | undefined {
  const aliasOf = new Map<string, string>();
  for (const node of config?.collectNodeConfigs ?? []) {
    if (node.ifBackup && !aliasOf.has(node.name)) aliasOf.set(node.name, node.alias);
  }
  return aliasOf.size > 0 ? { aliasOf, ttlSeconds: hotTtlSeconds(retentionDays) } : undefined;
}

/** A stored reading with its sort key (receive time, then device time), the order of every history page. */
export interface KeyedReading extends HistoryReading {
  readonly sk: string;
}

/** The sort key of a reading. */
export const sortKeyOf = (reading: Pick<HistoryReading, 'receiveTime' | 'timestamp'>) =>
  equipmentKeys.equipmentHistory('', '', reading.receiveTime, reading.timestamp).sk;

/** The lowest and highest sort keys of readings received at `time` (epoch ms). */
export const lowestKeyAt = (time: number) => equipmentKeys.equipmentHistory('', '', time, 0).sk;
export const highestKeyAt = (time: number) => equipmentKeys.equipmentHistory('', '', time, 999_999_999_999_999).sk;

/** The UTC day (`yyyy-mm-dd`) of an epoch-ms time: the archive keeps one object per node and day. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Midnight UTC of the day of `time`. */
export const dayStart = (time: number) => Math.floor(time / HISTORY_DAY_MS) * HISTORY_DAY_MS;

/** The receive-time range a query reads: its own, with the begin raised to the retention limit. */
export function historyWindow(options: { beginTime: number; endTime: number; retentionDays: number; now: number }): {
  beginTime: number;
  endTime: number;
} {
  return {
    beginTime: Math.max(options.beginTime, options.now - options.retentionDays * HISTORY_DAY_MS),
    endTime: options.endTime,
  };
}

/** The node's partition, whose readings are keyed by receive and device time (`equipmentKeys.equipmentHistory`). */
export const historyPartitionOf = (equipmentId: string, alias: string) =>
  equipmentKeys.equipmentHistoryNode(equipmentId, alias).pk;

/**
 * A page's cursor: the key of its last reading (the node's partition and its sort key). It is a position in the
 * merged order, so it carries on from the archive into the hot readings (or stays in either) without saying which.
 */
export const encodeHistoryCursor = (partition: string, sk: string) => encodeCursor({ pk: partition, sk })!;

/** The sort key a cursor of the node's partition names; anything else (another node's cursor too) is a 400. */
export const decodeHistoryCursor = (cursor: string | undefined, partition: string): string | undefined =>
  decodeCursor(cursor, { partition, sortKey: /^\d{15}#\d{15}$/, field: 'body.cursor' })?.sk;

/**
 * One page of a node's history from the readings read from its sources (archive days and hot items, in any
 * order): sorted, each sort key once (a day being archived may be in both for a moment), only those after `after`
 * and within `[lowest, highest]`, at most `limit`, with a cursor of the node's `partition` when more were read.
 */
export function mergeHistoryPage(
  sources: readonly (readonly KeyedReading[])[],
  bounds: { partition: string; lowest: string; highest: string; after?: string },
  limit: number,
): { items: HistoryReading[]; cursor?: string } {
  const bySk = new Map<string, KeyedReading>();
  for (const reading of sources.flat()) {
    if (reading.sk < bounds.lowest || reading.sk > bounds.highest) continue;
    if (bounds.after !== undefined && reading.sk <= bounds.after) continue;
    bySk.set(reading.sk, reading);
  }
  const sorted = [...bySk.values()].sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0));
  const page = sorted.slice(0, limit);
  const items = page.map(({ value, timestamp, quality, receiveTime }) => ({ value, timestamp, quality, receiveTime }));
  return sorted.length > limit
    ? { items, cursor: encodeHistoryCursor(bounds.partition, page[page.length - 1].sk) }
    : { items };
}
