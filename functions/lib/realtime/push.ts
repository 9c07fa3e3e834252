import type { DataFrame } from '../../../shared/schemas/telemetry.js';
import { websocketManagement } from '../clients/websocket-management.js';
import { deleteConnection, removeSubscriber } from './connection.js';
import { logger } from '../logger.js';

/** How a post to one connection ended. */
export type PostOutcome = 'sent' | 'gone' | 'failed';

/**
 * The most one post carries (bytes of JSON): API Gateway takes 128 KB per `PostToConnection`; the rest is margin for
 * the envelope's own bytes.
 */
const MAX_POST_BYTES = 120 * 1024;

/** Posts a JSON body to a connection; says 'gone' for a connection API Gateway no longer knows (410 Gone). */
async function post(connectionId: string, body: string): Promise<PostOutcome> {
  const { client, sdk } = await websocketManagement();
  try {
    await client.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(body) }));
    return 'sent';
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (error instanceof sdk.GoneException || (error as { name?: string }).name === 'GoneException' || status === 410)
      return 'gone';
    logger.warn('Posting to a connection failed', { connectionId, error: error as Error });
    return 'failed';
  }
}

const countOutcomes = (outcomes: readonly PostOutcome[]): Record<PostOutcome, number> => {
  const counts: Record<PostOutcome, number> = { sent: 0, gone: 0, failed: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
};

/**
 * Posts one JSON frame to a connection. A connection API Gateway no longer
 * knows (410 Gone) has its records deleted, so later pushes skip it.
 */
export async function postFrame(connectionId: string, frame: unknown): Promise<PostOutcome> {
  const outcome = await post(connectionId, JSON.stringify(frame));
  if (outcome === 'gone') await deleteConnection({ connectionId });
  return outcome;
}

/**
 * Pushes a frame to the given connections, in parallel; returns the count per outcome. With the `destination` the
 * connections were read from, a gone connection is also taken out of its subscriber set (its own subscription items
 * may have expired already, and the set would keep it).
 */
export async function pushToConnections(
  connectionIds: readonly string[],
  frame: unknown,
  options: { destination?: string } = {},
): Promise<Record<PostOutcome, number>> {
  const outcomes = await Promise.all(
    connectionIds.map(async (connectionId) => {
      const outcome = await postFrame(connectionId, frame);
      if (outcome === 'gone' && options.destination)
        await removeSubscriber({ destination: options.destination, connectionId });
      return outcome;
    }),
  );
  return countOutcomes(outcomes);
}

/**
 * The bodies that carry a connection's frames (each frame's JSON and its size in bytes), in order: the frame itself
 * when there is one, else `{ frames }` envelopes of at most MAX_POST_BYTES each (a frame larger than that goes alone).
 */
function bodiesOf(frames: readonly { json: string; bytes: number }[]): string[] {
  if (frames.length === 1) return [frames[0].json];
  const bodies: string[] = [];
  let parts: string[] = [];
  let bytes = 0;
  for (const frame of frames) {
    if (parts.length > 0 && bytes + frame.bytes + 1 > MAX_POST_BYTES) {
      bodies.push(`{"frames":[${parts.join(',')}]}`);
      parts = [];
      bytes = 0;
    }
    parts.push(frame.json);
    bytes += frame.bytes + 1;
  }
  bodies.push(`{"frames":[${parts.join(',')}]}`);
  return bodies;
}

/**
 * Pushes the data frames of one ingest batch (docs/realtime.md): one post per connection, in parallel, carrying
 * every frame of the destinations it subscribed to, in the order given — the frame itself when there is one, else a
 * `{ frames }` envelope (`DataFramesEnvelope`; several, one after another, when they pass API Gateway's 128 KB a
 * post). Each frame is serialised once, however many connections receive it. `subscribers` maps each destination to
 * its connections (`listSubscribersOf`). A gone connection has its records deleted and is taken out of every set of
 * `subscribers` that listed it (its own subscription items may have expired already); a failure of that cleanup is
 * logged, not thrown, so it never fails the batch. Returns the count per outcome, one per connection (its first post
 * that was not sent decides, and its later posts are not tried).
 */
export async function pushFrames(options: {
  subscribers: ReadonlyMap<string, readonly string[]>;
  frames: readonly DataFrame[];
}): Promise<Record<PostOutcome, number>> {
  const framesOf = new Map<string, { json: string; bytes: number }[]>();
  for (const frame of options.frames) {
    const connections = options.subscribers.get(frame.destination) ?? [];
    if (connections.length === 0) continue;
    const json = JSON.stringify(frame);
    const serialised = { json, bytes: Buffer.byteLength(json) };
    for (const connectionId of connections) {
      const frames = framesOf.get(connectionId);
      if (frames) frames.push(serialised);
      else framesOf.set(connectionId, [serialised]);
    }
  }
  const outcomes = await Promise.all(
    [...framesOf].map(async ([connectionId, frames]) => {
      let outcome: PostOutcome = 'sent';
      for (const body of bodiesOf(frames)) {
        outcome = await post(connectionId, body);
        if (outcome !== 'sent') break;
      }
      if (outcome === 'gone') await forgetGone(connectionId, options.subscribers);
      return outcome;
    }),
  );
  return countOutcomes(outcomes);
}

/** Deletes a gone connection's records and takes it out of the subscriber sets that listed it. */
async function forgetGone(connectionId: string, subscribers: ReadonlyMap<string, readonly string[]>): Promise<void> {
  const destinations = [...subscribers].flatMap(([destination, ids]) =>
    ids.includes(connectionId) ? [destination] : [],
  );
  try {
    await Promise.all([
      deleteConnection({ connectionId }),
      ...destinations.map((destination) => removeSubscriber({ destination, connectionId })),
    ]);
  } catch (error) {
    logger.warn('Forgetting a gone connection failed', { connectionId, error: error as Error });
  }
}
