import { runRenewal } from '../domains/tenancy/index.js';
import { logger } from '../lib/logger.js';

/** EventBridge's scheduled event: only its time matters. */
interface ScheduledEvent {
  readonly time?: string;
}

/**
 * Tenant space renewal (docs/tenancy.md "Renewal"): run every hour by an EventBridge schedule (locally by the local
 * stack's scheduler). Renews the spaces and quota grants that renew themselves, tells enterprises 7 and 1 days
 * before a space ends without renewal, and takes an ended space offline, at the event's time. A record that fails
 * stays due; the next hour's run tries it again.
 */
export const handler = async (event: ScheduledEvent = {}) => {
  const parsed = event.time ? Date.parse(event.time) : Number.NaN;
  const now = new Date(Number.isNaN(parsed) ? Date.now() : parsed).toISOString();
  const outcomes = await runRenewal(now);
  if (Object.keys(outcomes).length) logger.info('Looked at tenant space renewals', outcomes);
  return outcomes;
};
