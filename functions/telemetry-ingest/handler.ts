import { EQUIPMENT_LOG_TYPE, EQUIPMENT_STATUS } from '../../shared/constants/equipment-rules.js';
import {
  appendEquipmentLog,
  loadIngestTarget,
  putReadings,
  registerBackedUpNodes,
  type IngestTarget,
} from '../domains/equipment/index.js';
import { logger } from '../lib/logger.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { listAllSubscribers } from '../lib/realtime/connection.js';
import { pushToConnections } from '../lib/realtime/push.js';
import { acceptMessage, dataFrame } from './readings.js';

/**
 * Gateways publish every few seconds; the equipment record and the nodes it backs up (its configuration and
 * type) change rarely, so a container reads them at most every EQUIPMENT_CACHE_TTL_MS.
 */
const EQUIPMENT_CACHE_TTL_MS = 30_000;
const equipmentCache = new TtlCache<IngestTarget | undefined>(EQUIPMENT_CACHE_TTL_MS);

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

/** What one invocation did; returned for logs and tests (the IoT rule ignores it). */
export interface IngestResult {
  readonly status: 'stored' | 'dropped';
  readonly reason?: string;
  readonly pushed?: { sent: number; gone: number; failed: number };
}

/**
 * Telemetry ingest (docs/realtime.md): invoked by the IoT topic rule on
 * `sia/equipment/+/data` (locally by the broker bridge). Updates the latest
 * values, stores the readings of backed-up nodes as history
 * (docs/equipment.md "History and backup") and pushes them to the
 * equipment's WebSocket subscribers. Invalid messages and unknown equipment are logged
 * and dropped (returning normally, so the asynchronous invoke is not
 * retried); storage errors throw and get the Lambda's bounded retries.
 * Latency matters here: the equipment (cached) and its subscribers are read together,
 * and the push goes out while the readings are stored (a retried invoke may
 * push a reading twice; the live view tolerates that, and the history keeps
 * the retried copy under its new receive time).
 */
export const handler = async (event: unknown): Promise<IngestResult> => {
  const message = acceptMessage(event, Date.now());
  if ('reason' in message) {
    logger.warn('Dropped an invalid telemetry message', { reason: message.reason });
    return { status: 'dropped', reason: message.reason };
  }
  const frame = dataFrame(message);
  const [target, subscribers] = await Promise.all([
    equipmentCache.get(message.equipmentId, () => loadIngestTarget(message.equipmentId)),
    listAllSubscribers({ destination: frame.destination }),
  ]);
  if (!target) {
    // Only known equipment is cached, so a newly registered gateway is accepted at once.
    equipmentCache.delete(message.equipmentId);
    logger.warn('Dropped telemetry of unknown equipment', { equipmentId: message.equipmentId });
    return { status: 'dropped', reason: 'Unknown equipment' };
  }
  if (target.equipment.equipmentStatus?.id === EQUIPMENT_STATUS.stopped) {
    // Its enterprise stopped it: nothing it sends is stored or shown (the cached record may lag a stop by
    // EQUIPMENT_CACHE_TTL_MS; the broker refusing the gateway is what ends it at once).
    logger.warn('Dropped telemetry of a stopped gateway', { equipmentId: message.equipmentId });
    await logRefusal(message.equipmentId);
    return { status: 'dropped', reason: 'Stopped equipment' };
  }
  const [pushed] = await Promise.all([
    pushToConnections(subscribers, frame),
    putReadings({ equipmentId: message.equipmentId, readings: message.readings, backup: target.backup }),
    registerBackedUpNodes(target, message.readings),
  ]);
  // Debug, not info: at a fleet's rate a line per message would cost more than the message (LOG_LEVEL=DEBUG shows it).
  logger.debug('Stored telemetry', { equipmentId: message.equipmentId, nodes: message.readings.length, ...pushed });
  return { status: 'stored', pushed };
};
