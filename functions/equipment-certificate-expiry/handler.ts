import { runCertificateExpiry } from '../domains/equipment/index.js';
import { logger } from '../lib/logger.js';

/** EventBridge's scheduled event: only its time matters. */
interface ScheduledEvent {
  readonly time?: string;
}

/**
 * The certificates' validity term (docs/equipment.md "Validity"): run every hour by an EventBridge schedule (locally
 * by the local stack's scheduler). Tells enterprises of certificates ending in 30, 7 and 1 days and deactivates those
 * whose term ended at the event's time. A certificate that fails stays due; the next hour's run tries it again.
 */
export const handler = async (event: ScheduledEvent = {}) => {
  const parsed = event.time ? Date.parse(event.time) : Number.NaN;
  const now = Number.isNaN(parsed) ? Date.now() : parsed;
  const outcomes = await runCertificateExpiry(now);
  if (Object.keys(outcomes).length) logger.info('Looked at certificates’ validity', outcomes);
  return outcomes;
};
