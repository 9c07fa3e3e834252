import type { ProjectRunFrame } from '../../../shared/schemas/bigdata-runs.js';
import { optionalEnv } from '../../lib/env.js';
import { logger } from '../../lib/logger.js';
import { listAllSubscribers } from '../../lib/realtime/connection.js';
import { userDestination } from '../messaging/index.js';

/**
 * Pushes a project run's frame (a module's state change or the run's end) to every open WebSocket connection of
 * the project's owner (their `/user/{id}` destination, docs/realtime.md). Best effort: a failure is logged, never
 * thrown, so a push never fails a module; the canvas also reads the run's record when it opens. A function without
 * the `websocket-push` need pushes nothing.
 */
export async function pushProjectRunFrame(userId: string, frame: ProjectRunFrame): Promise<void> {
  if (!optionalEnv('WEBSOCKET_CALLBACK_URL')) return;
  try {
    // Imported on first use: the management client reads WEBSOCKET_CALLBACK_URL when it is built.
    const { pushToConnections } = await import('../../lib/realtime/push.js');
    const destination = userDestination(userId);
    const connections = await listAllSubscribers({ destination });
    if (connections.length > 0) await pushToConnections(connections, frame, { destination });
  } catch (error) {
    logger.warn('Pushing a project run frame failed', { userId, runId: frame.runId, error: error as Error });
  }
}
