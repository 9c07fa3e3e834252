import { forwardReadings, type ForwardResult } from '../domains/iot/index.js';
import { logger } from '../lib/logger.js';
// The same acceptance as the ingest's (topic and field must agree), so both act on exactly the same messages.
import { acceptMessage } from '../telemetry-ingest/readings.js';

/**
 * Data push (docs/iot.md): invoked by its own IoT topic rule on `sia/equipment/+/data` (locally by the broker), beside
 * the telemetry ingest and never in its way. Forwards each valid message to the enterprise's enabled push rules that
 * take it. Invalid messages are logged and dropped; delivery failures are recorded in the rules' logs, not thrown, so
 * the asynchronous invoke is never retried into duplicate deliveries.
 */
export const handler = async (event: unknown): Promise<ForwardResult> => {
  const message = acceptMessage(event, Date.now());
  if ('reason' in message) {
    logger.warn('Dropped an invalid telemetry message', { reason: message.reason });
    return { status: 'dropped', reason: message.reason };
  }
  return forwardReadings(message);
};
