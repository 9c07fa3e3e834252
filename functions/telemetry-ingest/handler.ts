import type { KinesisStreamBatchResponse, KinesisStreamEvent } from 'aws-lambda';
import { EQUIPMENT_LOG_TYPE, EQUIPMENT_STATUS } from '../../shared/constants/equipment-rules.js';
import {
  acceptStreamRecord,
  appendEquipmentLog,
  dataFrame,
  loadIngestTargets,
  putReadings,
  registerBackedUpNodes,
  type AcceptedMessage,
  type IngestTarget,
} from '../domains/equipment/index.js';
import { equipmentDestination } from '../../shared/schemas/telemetry.js';
import { logger } from '../lib/logger.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { pushFrames, type PostOutcome } from '../lib/realtime/push.js';
import { SubscriberCache } from '../lib/realtime/subscriber-cache.js';
import { destinationKind } from '../lib/realtime/keys.js';

/**
 * Gateways publish every few seconds; the equipment record and the nodes it backs up (its configuration and
 * type) change rarely, so a container reads them again 30 to 60 s after it read them (spread over that minute, so a
 * fleet read in one batch is not read again all at once).
 */
const EQUIPMENT_CACHE_TTL_MS = 30_000;
const equipmentCache = new TtlCache<IngestTarget | undefined>(EQUIPMENT_CACHE_TTL_MS);
/**
 * An expired gateway entry younger than this is used while its background refresh runs (tens of milliseconds), so a
 * fleet that paused for a few minutes does not start again by waiting for its reads; a stop is enforced by the broker
 * at once anyway.
 */
const MAX_STALE_MS = 5 * 60_000;

/** Who watches which gateway: read again only when a subscription to some gateway changed. */
const subscribers = new SubscriberCache(destinationKind(equipmentDestination('')));

/** A stopped gateway that keeps publishing gets one log entry a minute per container, not one per message. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;
const refusalsLogged = new TtlCache<true>(REFUSAL_LOG_INTERVAL_MS);

async function logRefusal(equipmentId: string): Promise<void> {
  let first = false;
  await refusalsLogged.get(equipmentId, async () => {
    first = true;
    return true;
  });
  if (!first) return;
  await appendEquipmentLog({
    equipmentId,
    type: EQUIPMENT_LOG_TYPE.alarm,
    event: 'publishRefused',
    at: new Date().toISOString(),
    detail: 'stopped',
  });
}

/** What became of one record of the batch. */
export interface IngestResult {
  readonly status: 'stored' | 'dropped';
  readonly reason?: string;
}

/**
 * What one invocation did: the partial batch response the event source reads (always empty: a storage failure
 * throws, and the whole batch is retried), plus each record's outcome in the batch's order and the pushes, for logs
 * and tests.
 */
export interface IngestBatchResult extends KinesisStreamBatchResponse {
  readonly records: readonly IngestResult[];
  readonly pushed: Record<PostOutcome, number>;
}

/**
 * Telemetry ingest (docs/realtime.md): a consumer of the telemetry stream, invoked with a batch of the telemetry
 * rule's events, one gateway's in order. For the whole batch at once it reads the gateways (cached) and the
 * subscribers of their destinations (cached while no subscription to a gateway changed), then pushes each connection
 * its frames while it stores the latest values and the history of backed-up nodes (docs/equipment.md "History and
 * backup", one item per node and batch) with batched writes.
 * Invalid messages, unknown gateways and stopped ones are logged and dropped. Storage errors throw, and the event
 * source retries the batch: the writes are idempotent (keys by receive time, which is the record's arrival in the
 * stream), but a retried reading may be pushed twice, which the live view tolerates.
 */
export const handler = async (event: KinesisStreamEvent): Promise<IngestBatchResult> => {
  const accepted = event.Records.map(acceptStreamRecord);
  const valid = accepted.filter((message): message is AcceptedMessage => !('reason' in message));
  const ids = [...new Set(valid.map((message) => message.equipmentId))];
  const [targets, watchers] = await Promise.all([
    equipmentCache.getMany(ids, loadIngestTargets, { jitter: 1, refreshAhead: { maxStaleMs: MAX_STALE_MS } }),
    subscribers.subscribersOf(ids.map(equipmentDestination)),
  ]);
  const records: IngestResult[] = [];
  const stored: (AcceptedMessage & { target: IngestTarget })[] = [];
  const stopped = new Set<string>();
  for (const message of accepted) {
    if ('reason' in message) {
      logger.warn('Dropped an invalid telemetry message', { reason: message.reason });
      records.push({ status: 'dropped', reason: message.reason });
      continue;
    }
    const target = targets.get(message.equipmentId);
    if (!target) {
      // Only known equipment stays cached, so a newly registered gateway is accepted at once.
      equipmentCache.delete(message.equipmentId);
      logger.warn('Dropped telemetry of unknown equipment', { equipmentId: message.equipmentId });
      records.push({ status: 'dropped', reason: 'Unknown equipment' });
    } else if (target.equipment.equipmentStatus?.id === EQUIPMENT_STATUS.stopped) {
      // Its enterprise stopped it: nothing it sends is stored or shown (the cached record may lag a stop by the
      // cache's TTL; the broker refusing the gateway is what ends it at once).
      stopped.add(message.equipmentId);
      records.push({ status: 'dropped', reason: 'Stopped equipment' });
    } else {
      stored.push({ ...message, target });
      records.push({ status: 'stored' });
    }
  }
  for (const equipmentId of stopped) logger.warn('Dropped telemetry of a stopped gateway', { equipmentId });
  const [pushed] = await Promise.all([
    pushFrames({ subscribers: watchers, frames: stored.map(dataFrame) }),
    putReadings(stored.map(({ equipmentId, readings, target }) => ({ equipmentId, readings, backup: target.backup }))),
    ...stored.map(({ target, readings }) => registerBackedUpNodes(target, readings)),
    ...[...stopped].map(logRefusal),
  ]);
  // Debug, not info: at a fleet's rate a line per batch would cost more than it tells (LOG_LEVEL=DEBUG shows it).
  logger.debug('Stored telemetry', { records: records.length, stored: stored.length, ...pushed });
  return { batchItemFailures: [], records, pushed };
};
