import { PresenceEventSchema } from '../../shared/schemas/equipment-presence.js';
import { applyPresence } from '../domains/equipment/index.js';
import { logger } from '../lib/logger.js';

/** What one invocation did; returned for logs and tests (the IoT rule ignores it). */
export interface PresenceResult {
  readonly status: 'applied' | 'kept' | 'unknown' | 'dropped';
}

/**
 * Gateway presence (docs/equipment.md): invoked by the IoT rule on `$aws/events/presence/+/+` (locally by the
 * broker on each connect and disconnect). An invalid event or an unknown client is logged and dropped, returning
 * normally so the asynchronous invoke is not retried; a storage error throws and gets the Lambda's retries.
 */
export const handler = async (event: unknown): Promise<PresenceResult> => {
  const parsed = PresenceEventSchema.safeParse(event);
  if (!parsed.success) {
    logger.warn('Dropped an invalid presence event', { issues: parsed.error.issues.map((issue) => issue.message) });
    return { status: 'dropped' };
  }
  const status = await applyPresence(parsed.data);
  if (status === 'unknown') logger.info('Presence of a client that is no gateway', { clientId: parsed.data.clientId });
  return { status };
};
