import { runWatchdog } from '../domains/equipment/index.js';
import { logger } from '../lib/logger.js';

/** EventBridge's scheduled event: only its time matters. */
interface ScheduledEvent {
  readonly time?: string;
}

/**
 * The offline-alarm watchdog (docs/equipment.md "Offline alarm"): run every minute by an EventBridge schedule
 * (locally by the local stack's scheduler). Looks at the gateway watches due at the event's time, raises,
 * repeats and ends alarms. A storage error throws; the next minute's run picks the same watches up again.
 */
export const handler = async (event: ScheduledEvent = {}) => {
  const parsed = event.time ? Date.parse(event.time) : Number.NaN;
  const now = Number.isNaN(parsed) ? Date.now() : parsed;
  const outcomes = await runWatchdog(now);
  if (Object.keys(outcomes).length) logger.info('Watched gateways', outcomes);
  return outcomes;
};
