import type { ReceivedReading } from '../../../../shared/schemas/telemetry.js';
import { sortKeyOf, type KeyedReading } from '../equipment-history-pages.js';
import { equipmentKeys } from './keys.js';

/*
 * How a backed-up node's readings are stored (docs/equipment.md "History and backup"): the readings of one node that
 * arrive in one batch of the telemetry stream share an item, keyed by the first of them. A reading alone is an item
 * as it always was; a chunk adds the others in `later`. A fleet whose gateways send faster than the ingest's batches
 * run costs an item per gateway and node per batch instead of one per reading, so the writes per reading fall as the
 * load grows (docs/benchmarks.md).
 */

/** Readings of a chunk are received within this span of its first (ms); a range read starts this much earlier. */
export const CHUNK_SPAN_MS = 10_000;
/**
 * Most readings in one chunk. A reading is at most about 1.2 KB (a 1,024-character string value), so a chunk stays far
 * below DynamoDB's 400 KB item limit; numeric readings fit about twelve to a write unit.
 */
const CHUNK_READINGS = 100;

/** What a chunk keeps of each reading after its first (the node, gateway and keys are the item's). */
type LaterReading = Pick<ReceivedReading, 'value' | 'timestamp' | 'quality' | 'receiveTime'>;

/** A stored history item: its first reading at the top level, the chunk's others in `later`. */
export interface HistoryItem extends Record<string, unknown> {
  readonly sk: string;
  readonly value: ReceivedReading['value'];
  readonly timestamp: number;
  readonly quality: ReceivedReading['quality'];
  readonly receiveTime: number;
  readonly later?: readonly LaterReading[];
}

const bySortKey = (a: KeyedReading, b: KeyedReading) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0);

/**
 * The items of one node's readings of a batch: each sort key once (the later reading wins, as a later put would),
 * in sort-key order, cut into chunks of at most CHUNK_READINGS readings received within CHUNK_SPAN_MS of the chunk's
 * first. The same readings always give the same items, so a retried batch rewrites them; a batch the event source
 * split (bisected on an error) may store a reading in two items, which the readers take once (`readingsOf`).
 */
export function historyChunkItems(options: {
  equipmentId: string;
  alias: string;
  readings: readonly ReceivedReading[];
  ttlSeconds: number;
}): Record<string, unknown>[] {
  const unique = new Map(options.readings.map((reading) => [sortKeyOf(reading), reading]));
  const sorted = [...unique].map(([sk, reading]) => ({ ...reading, sk })).sort(bySortKey);
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < sorted.length;) {
    const first = sorted[start];
    let end = start + 1;
    while (
      end < sorted.length &&
      end - start < CHUNK_READINGS &&
      sorted[end].receiveTime - first.receiveTime <= CHUNK_SPAN_MS
    )
      end++;
    const later = sorted.slice(start + 1, end).map(({ value, timestamp, quality, receiveTime }) => ({
      value,
      timestamp,
      quality,
      receiveTime,
    }));
    const { sk: _sk, ...reading } = first;
    items.push({
      ...equipmentKeys.equipmentHistory(options.equipmentId, options.alias, first.receiveTime, first.timestamp),
      entity: 'equipmentHistory',
      equipmentId: options.equipmentId,
      alias: options.alias,
      ...reading,
      ...(later.length > 0 ? { later } : {}),
      // The chunk lives as long as its newest reading.
      expiresAt: Math.floor(sorted[end - 1].receiveTime / 1000) + options.ttlSeconds,
    });
    start = end;
  }
  return items;
}

/** The readings of a stored history item, each with its own sort key, in sort-key order. */
export function readingsOf(item: HistoryItem): KeyedReading[] {
  const first = {
    sk: item.sk,
    value: item.value,
    timestamp: item.timestamp,
    quality: item.quality,
    receiveTime: item.receiveTime,
  } as KeyedReading;
  if (!item.later?.length) return [first];
  return [first, ...item.later.map((reading) => ({ ...reading, sk: sortKeyOf(reading) }) as KeyedReading)];
}

/** The sort key from which a read of the readings received from `time` on must start: a chunk may begin this early. */
export const chunkReadStart = (time: number) =>
  sortKeyOf({ receiveTime: Math.max(0, time - CHUNK_SPAN_MS), timestamp: 0 });
