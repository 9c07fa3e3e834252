import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { documentClient, tableName } from '../../../../functions/lib/clients/dynamodb.js';
import { realtimeKeys } from '../../../../functions/lib/realtime/keys.js';
import {
  deleteSubscription,
  listAllSubscribers,
  listSubscribersOf,
  putSubscription,
} from '../../../../functions/lib/realtime/connection.js';
import { pushFrames } from '../../../../functions/lib/realtime/push.js';
import type { DataFrame } from '../../../../shared/schemas/telemetry.js';
import { localUrls, ticketedSocketUrl } from '../../support/index.js';
import { createTenantUser } from '../../support/tenant.js';

/** Destinations of this file only (other files run side by side on the same table). */
const destination = () => `/equipment/sets-${randomUUID()}`;
const userDestination = (userId: string) => `/user/${userId}`;

/** A real WebSocket of a fresh user, with its connection id and the frames it receives. */
interface Client {
  readonly socket: WebSocket;
  readonly connectionId: string;
  readonly userId: string;
  readonly frames: unknown[];
}

const sockets: WebSocket[] = [];

async function connect(): Promise<Client> {
  const user = await createTenantUser({ label: 'sets' });
  const socket = new WebSocket(await ticketedSocketUrl(localUrls(), user.token));
  sockets.push(socket);
  const frames: unknown[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // `$connect` subscribed the connection to its user's own destination: the fresh user's set names it alone.
  const [connectionId] = await eventually(async () => {
    const ids = await listAllSubscribers({ destination: userDestination(user.id) });
    return ids.length === 1 ? ids : undefined;
  });
  return { socket, connectionId, userId: user.id, frames };
}

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const connectionSide = async (connectionId: string, destination: string) =>
  (
    await documentClient.send(
      new GetCommand({ TableName: tableName, Key: realtimeKeys.connectionSubscription(connectionId, destination) }),
    )
  ).Item;

const frameOf = (destination: string, value: number): DataFrame => ({
  destination,
  nodes: [{ name: 'temp', value, timestamp: 1763800000000 + value, quality: 'GOOD', receiveTime: 1763800000500 }],
});

afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe('subscriber sets', () => {
  it('hold a connection once however often it subscribes, and lose it on unsubscribe', async () => {
    const target = destination();
    const connectionId = `conn-${randomUUID()}`;
    await putSubscription({ connectionId, destination: target });
    await putSubscription({ connectionId, destination: target });
    await putSubscription({ connectionId: 'other-connection', destination: target });
    expect((await listAllSubscribers({ destination: target })).sort()).toEqual([connectionId, 'other-connection']);
    expect(await connectionSide(connectionId, target)).toMatchObject({
      destination: target,
      expiresAt: expect.any(Number),
    });

    await deleteSubscription({ connectionId, destination: target });
    expect(await listAllSubscribers({ destination: target })).toEqual(['other-connection']);
    expect(await connectionSide(connectionId, target)).toBeUndefined();
    // Unsubscribing what was never subscribed writes nothing, not even an empty set.
    const never = destination();
    await deleteSubscription({ connectionId, destination: never });
    const set = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: realtimeKeys.subscriberSet(never) }),
    );
    expect(set.Item).toBeUndefined();
  });

  it('lose a connection in every set it was in when it disconnects', async () => {
    const client = await connect();
    const [first, second] = [destination(), destination()];
    await putSubscription({ connectionId: client.connectionId, destination: first });
    await putSubscription({ connectionId: client.connectionId, destination: second });
    await putSubscription({ connectionId: 'stays', destination: first });
    client.socket.close();
    await eventually(async () =>
      (await listAllSubscribers({ destination: userDestination(client.userId) })).length === 0 ? true : undefined,
    );
    const left = await listSubscribersOf({ destinations: [first, second] });
    expect(Object.fromEntries(left)).toEqual({ [first]: ['stays'], [second]: [] });
    expect(await connectionSide(client.connectionId, first)).toBeUndefined();
  });

  it('are deleted once their last connection leaves, by unsubscribe, disconnect or a gone push', async () => {
    const storedSet = async (target: string) =>
      (await documentClient.send(new GetCommand({ TableName: tableName, Key: realtimeKeys.subscriberSet(target) })))
        .Item;
    const [unsubscribed, disconnected, pushedGone, kept] = [destination(), destination(), destination(), destination()];
    const connectionId = `conn-${randomUUID()}`;
    await putSubscription({ connectionId, destination: unsubscribed });
    await deleteSubscription({ connectionId, destination: unsubscribed });
    expect(await storedSet(unsubscribed)).toBeUndefined();

    const client = await connect();
    await putSubscription({ connectionId: client.connectionId, destination: disconnected });
    client.socket.close();
    await eventually(async () => ((await storedSet(userDestination(client.userId))) ? undefined : true));
    expect(await storedSet(disconnected)).toBeUndefined();

    await putSubscription({ connectionId: `gone-${randomUUID()}`, destination: pushedGone });
    const subscribers = await listSubscribersOf({ destinations: [pushedGone] });
    await pushFrames({ subscribers, frames: [frameOf(pushedGone, 1)] });
    expect(await storedSet(pushedGone)).toBeUndefined();

    // A set that still names a connection stays.
    await putSubscription({ connectionId, destination: kept });
    await putSubscription({ connectionId: 'stays', destination: kept });
    await deleteSubscription({ connectionId, destination: kept });
    expect(await storedSet(kept)).toMatchObject({ connectionIds: new Set(['stays']) });
  });

  it('answer 150 destinations with two BatchGets, [] for those nobody subscribed to', async () => {
    const subscribed = Array.from({ length: 120 }, destination);
    const unknown = Array.from({ length: 30 }, destination);
    for (let start = 0; start < subscribed.length; start += 20) {
      await Promise.all(
        subscribed
          .slice(start, start + 20)
          .flatMap((target, index) => [
            putSubscription({ connectionId: `a-${start + index}`, destination: target }),
            ...((start + index) % 2 === 0 ? [putSubscription({ connectionId: 'shared', destination: target })] : []),
          ]),
      );
    }
    const send = vi.spyOn(documentClient, 'send');
    try {
      const answer = await listSubscribersOf({ destinations: [...subscribed, ...unknown, subscribed[0]] });
      expect(send.mock.calls.map(([command]) => command.constructor.name)).toEqual([
        'BatchGetCommand',
        'BatchGetCommand',
      ]);
      expect(answer.size).toBe(150);
      subscribed.forEach((target, index) =>
        expect(answer.get(target)?.sort()).toEqual(index % 2 === 0 ? [`a-${index}`, 'shared'] : [`a-${index}`]),
      );
      for (const target of unknown) expect(answer.get(target)).toEqual([]);
    } finally {
      send.mockRestore();
    }
  });
});

describe('pushFrames', () => {
  it('posts one envelope to a connection of two destinations and the bare frame to one of a single destination', async () => {
    const [both, single] = await Promise.all([connect(), connect()]);
    const [first, second] = [destination(), destination()];
    await Promise.all([
      putSubscription({ connectionId: both.connectionId, destination: first }),
      putSubscription({ connectionId: both.connectionId, destination: second }),
      putSubscription({ connectionId: single.connectionId, destination: second }),
    ]);
    const frames = [frameOf(first, 1), frameOf(second, 2)];
    const subscribers = await listSubscribersOf({ destinations: [first, second] });
    await expect(pushFrames({ subscribers, frames })).resolves.toEqual({ sent: 2, gone: 0, failed: 0 });
    await eventually(async () => (both.frames.length > 0 && single.frames.length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(both.frames).toEqual([{ frames }]);
    expect(single.frames).toEqual([frames[1]]);
  });

  it('takes a gone connection out of the sets of the batch that listed it', async () => {
    const live = await connect();
    const [first, second] = [destination(), destination()];
    const gone = `gone-${randomUUID()}`;
    // Another gone one whose connection-side items already expired: only its set still names it.
    const expired = `expired-${randomUUID()}`;
    await Promise.all([
      putSubscription({ connectionId: gone, destination: first }),
      putSubscription({ connectionId: gone, destination: second }),
      putSubscription({ connectionId: live.connectionId, destination: first }),
    ]);
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: realtimeKeys.subscriberSet(first),
        UpdateExpression: 'ADD connectionIds :ids',
        ExpressionAttributeValues: { ':ids': new Set([expired]) },
      }),
    );
    const subscribers = await listSubscribersOf({ destinations: [first, second] });
    expect(subscribers.get(first)?.sort()).toEqual([expired, gone, live.connectionId].sort());

    await expect(pushFrames({ subscribers, frames: [frameOf(first, 1)] })).resolves.toEqual({
      sent: 1,
      gone: 2,
      failed: 0,
    });
    const after = await listSubscribersOf({ destinations: [first, second] });
    expect(Object.fromEntries(after)).toEqual({ [first]: [live.connectionId], [second]: [] });
    expect(await connectionSide(gone, second)).toBeUndefined();
  });
  it("splits a connection's frames into envelopes API Gateway takes (128 KB a post), in order", async () => {
    const client = await connect();
    const target = destination();
    await putSubscription({ connectionId: client.connectionId, destination: target });
    // Forty frames of about 5 KB: two envelopes.
    const frames = Array.from({ length: 40 }, (_, i) => ({
      destination: target,
      nodes: Array.from({ length: 5 }, (_, n) => ({
        name: `node-${n}`,
        value: `${i}`.padEnd(1000, 'x'),
        timestamp: 1763800000000 + i,
        quality: 'GOOD',
        receiveTime: 1763800000500,
      })),
    }));
    const subscribers = await listSubscribersOf({ destinations: [target] });
    await expect(pushFrames({ subscribers, frames })).resolves.toEqual({ sent: 1, gone: 0, failed: 0 });
    await eventually(async () => (client.frames.length === 2 ? true : undefined));
    const envelopes = client.frames as { frames: unknown[] }[];
    expect(envelopes.map((envelope) => JSON.stringify(envelope).length < 128 * 1024)).toEqual([true, true]);
    expect(envelopes.flatMap((envelope) => envelope.frames)).toEqual(frames);
  });
});
