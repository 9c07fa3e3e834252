import { archiveHistory } from '../domains/equipment/index.js';
import { logger } from '../lib/logger.js';

/** EventBridge's scheduled event: only its time matters. */
interface ScheduledEvent {
  readonly time?: string;
}

/** How long a run archives before it records where it stopped (the function's timeout is 300 s). */
const RUN_BUDGET_MS = 240_000;

/**
 * The history archive (docs/equipment.md "History and backup"): run every hour by an EventBridge schedule (locally
 * by the local stack's scheduler). Moves backed-up nodes' days older than the hot window from the table into the
 * archive bucket, resuming where the last run stopped. A storage error throws; the next run repeats the day.
 */
export const handler = async (event: ScheduledEvent = {}) => {
  const parsed = event.time ? Date.parse(event.time) : Number.NaN;
  const now = Number.isNaN(parsed) ? Date.now() : parsed;
  const outcome = await archiveHistory({ now, deadline: Date.now() + RUN_BUDGET_MS });
  if (outcome.days > 0 || outcome.removed > 0) logger.info('Archived node history', { ...outcome });
  return outcome;
};
