import { getEquipmentById } from '../lib/data/equipment.js';
import { putReadings } from '../lib/data/telemetry.js';
import { logger } from '../lib/logger.js';
import { pushToDestination } from '../lib/realtime/push.js';
import { acceptMessage, dataFrame } from './readings.js';

/** What one invocation did; returned for logs and tests (the IoT rule ignores it). */
export interface IngestResult {
  readonly status: 'stored' | 'dropped';
  readonly reason?: string;
  readonly pushed?: { sent: number; gone: number; failed: number };
}

/**
 * Telemetry ingest (docs/realtime.md): invoked by the IoT topic rule on
 * `sia/equipment/+/data` (locally by the broker bridge). Stores the
 * readings, updates the latest values and pushes them to the equipment's
 * WebSocket subscribers. Invalid messages and unknown equipment are logged
 * and dropped (returning normally, so the asynchronous invoke is not
 * retried); storage errors throw and get the Lambda's bounded retries.
 */
export const handler = async (event: unknown): Promise<IngestResult> => {
  const message = acceptMessage(event, Date.now());
  if ('reason' in message) {
    logger.warn('Dropped an invalid telemetry message', { reason: message.reason });
    return { status: 'dropped', reason: message.reason };
  }
  const equipment = await getEquipmentById({ id: message.equipmentId });
  if (!equipment) {
    logger.warn('Dropped telemetry of unknown equipment', { equipmentId: message.equipmentId });
    return { status: 'dropped', reason: 'Unknown equipment' };
  }
  await putReadings({ equipmentId: message.equipmentId, readings: message.readings });
  const frame = dataFrame(message);
  const pushed = await pushToDestination(frame.destination, frame);
  logger.info('Stored telemetry', { equipmentId: message.equipmentId, nodes: message.readings.length, ...pushed });
  return { status: 'stored', pushed };
};
