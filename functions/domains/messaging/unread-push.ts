import { UNREAD_COUNT_FRAME_TYPE } from '../../../shared/constants/inbox-rules.js';
import { mapWithConcurrency } from '../../lib/concurrency.js';
import type { UnreadCountFrame } from '../../../shared/schemas/inbox.js';
import { sfn } from '../../lib/clients/sfn.js';
import { listAllSubscribers } from '../../lib/realtime/connection.js';
import { presentUsers } from './data/inbox-presence.js';
import { getUnreadCount } from './data/notification.js';
import { optionalEnv } from '../../lib/env.js';
import { logger } from '../../lib/logger.js';

/**
 * The realtime destination of one user's own frames. `$connect` subscribes
 * every connection to it (functions/realtime-websocket), so the unread badge
 * can be pushed without the console asking.
 */
export const userDestination = (userId: string) => `/user/${userId}`;

/** Users whose counts are pushed at once. */
const PUSH_CONCURRENCY = 16;

/**
 * Pushes `{ type: 'unreadCount', count }` to every open connection of each
 * user (docs/messaging.md): one BatchGet of the users' presence marks, then
 * for each user who connected lately one Get of the user's destination's
 * subscriber set and, when it has connections, one Get of the counter and a post per
 * connection. Best effort: a failure is logged, never thrown, and a function
 * without the `websocket-push` need (no `WEBSOCKET_CALLBACK_URL`) pushes
 * nothing — the console also reads the count when it loads.
 */
export async function pushUnreadCounts(userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0 || !optionalEnv('WEBSOCKET_CALLBACK_URL')) return;
  // Imported on first use: the management client reads WEBSOCKET_CALLBACK_URL when it is built.
  const { pushToConnections } = await import('../../lib/realtime/push.js');
  const present = await presentUsers({ userIds: [...new Set(userIds)] });
  await mapWithConcurrency(present, PUSH_CONCURRENCY, async (userId) => {
    try {
      const destination = userDestination(userId);
      const connections = await listAllSubscribers({ destination });
      if (connections.length === 0) return;
      const frame: UnreadCountFrame = { type: UNREAD_COUNT_FRAME_TYPE, count: await getUnreadCount({ userId }) };
      await pushToConnections(connections, frame, { destination });
    } catch (error) {
      logger.warn('Pushing an unread count failed', { userId, error: error as Error });
    }
  });
}

/**
 * Asks for the unread counts of some users to be pushed: functions that may
 * start the message-fanout state machine (`MESSAGE_FANOUT_ARN`, the HTTP API
 * functions) start a `push` execution, whose task function holds the
 * WebSocket grant; others push themselves. Best effort, never throws.
 */
export async function requestUnreadPush(userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const stateMachineArn = optionalEnv('MESSAGE_FANOUT_ARN');
  if (!stateMachineArn) return pushUnreadCounts(userIds);
  try {
    const { client, sdk } = await sfn();
    await client.send(
      new sdk.StartExecutionCommand({
        stateMachineArn,
        input: JSON.stringify({ mode: 'push', userIds: [...new Set(userIds)] }),
      }),
    );
  } catch (error) {
    logger.warn('Could not ask for an unread-count push', { users: userIds.length, error: error as Error });
  }
}
