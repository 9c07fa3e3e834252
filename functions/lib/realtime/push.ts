import { websocketManagement } from '../clients/websocket-management.js';
import { deleteConnection } from './connection.js';
import { logger } from '../logger.js';

/** How a post to one connection ended. */
export type PostOutcome = 'sent' | 'gone' | 'failed';

/**
 * Posts one JSON frame to a connection. A connection API Gateway no longer
 * knows (410 Gone) has its records deleted, so later pushes skip it.
 */
export async function postFrame(connectionId: string, frame: unknown): Promise<PostOutcome> {
  const { client, sdk } = await websocketManagement();
  try {
    await client.send(
      new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(frame)) }),
    );
    return 'sent';
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (error instanceof sdk.GoneException || (error as { name?: string }).name === 'GoneException' || status === 410) {
      await deleteConnection({ connectionId });
      return 'gone';
    }
    logger.warn('Posting to a connection failed', { connectionId, error: error as Error });
    return 'failed';
  }
}

/** Pushes a frame to the given connections, in parallel; returns the count per outcome. */
export async function pushToConnections(
  connectionIds: readonly string[],
  frame: unknown,
): Promise<Record<PostOutcome, number>> {
  const outcomes = await Promise.all(connectionIds.map((id) => postFrame(id, frame)));
  const counts: Record<PostOutcome, number> = { sent: 0, gone: 0, failed: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
}
