import { runDeploymentWatch } from '../domains/deployments/index.js';
import { logger } from '../lib/logger.js';

/** EventBridge's scheduled event: only its time matters. */
interface ScheduledEvent {
  readonly time?: string;
}

/**
 * The deployment watch (docs/deployments.md "Expiry", "Metering"): run every 15 minutes by an EventBridge schedule
 * (locally by the local stack's scheduler). Tells enterprises 7 and 1 days before a purchase ends and stops the app at
 * its end; samples every running app's use into its hour, records one that died as crashed, and tells enterprises at
 * 80 % and 100 % of a quota. A deployment that fails stays due; the next run tries it again.
 */
export const handler = async (event: ScheduledEvent = {}) => {
  const parsed = event.time ? Date.parse(event.time) : Number.NaN;
  const now = new Date(Number.isNaN(parsed) ? Date.now() : parsed).toISOString();
  const outcome = await runDeploymentWatch(now);
  if (outcome.warned || outcome.ended || outcome.crashed || outcome.notices || outcome.failed)
    logger.info('Looked at deployments', { ...outcome });
  return outcome;
};
