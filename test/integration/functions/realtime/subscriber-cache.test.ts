import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../../functions/lib/clients/dynamodb.js';
import {
  deleteConnection,
  deleteSubscription,
  putSubscription,
  removeSubscriber,
} from '../../../../functions/lib/realtime/connection.js';
import { realtimeKeys } from '../../../../functions/lib/realtime/keys.js';
import { SubscriberCache } from '../../../../functions/lib/realtime/subscriber-cache.js';

/** A kind of destination of this test alone, so subscriptions of files running beside it never touch its generation. */
const kind = () => `cache-${randomUUID()}`;

/** Adds a connection to a set behind the realtime module's back: the cache cannot know of it until it reads again. */
async function addUnannounced(destination: string, connectionId: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: realtimeKeys.subscriberSet(destination),
      UpdateExpression: 'ADD connectionIds :ids',
      ExpressionAttributeValues: { ':ids': new Set([connectionId]) },
    }),
  );
}

describe('the subscriber cache', () => {
  it('answers the sets it read, empty ones too, until a subscribe, unsubscribe or removal of its kind', async () => {
    const own = kind();
    const [watched, unwatched] = [`/${own}/a`, `/${own}/b`];
    const cache = new SubscriberCache(own);
    const subscribersOf = async () => Object.fromEntries(await cache.subscribersOf([watched, unwatched]));
    expect(await subscribersOf()).toEqual({ [watched]: [], [unwatched]: [] });

    // A subscribe is seen at once.
    await putSubscription({ connectionId: 'first', destination: watched });
    expect(await subscribersOf()).toEqual({ [watched]: ['first'], [unwatched]: [] });
    // What changed without raising the generation is not read: both sets, the empty one too, come from the cache.
    await addUnannounced(watched, 'hidden');
    await addUnannounced(unwatched, 'hidden');
    expect(await subscribersOf()).toEqual({ [watched]: ['first'], [unwatched]: [] });

    // An unsubscribe, a removal found on a push, and a disconnect each make it read again.
    await deleteSubscription({ connectionId: 'first', destination: watched });
    expect(await subscribersOf()).toEqual({ [watched]: ['hidden'], [unwatched]: ['hidden'] });
    await removeSubscriber({ destination: unwatched, connectionId: 'hidden' });
    expect(await subscribersOf()).toEqual({ [watched]: ['hidden'], [unwatched]: [] });
    await putSubscription({ connectionId: 'second', destination: unwatched });
    await deleteConnection({ connectionId: 'second' });
    expect(await subscribersOf()).toEqual({ [watched]: ['hidden'], [unwatched]: [] });
  });

  it("is not touched by another kind's subscriptions", async () => {
    const own = kind();
    const cache = new SubscriberCache(own);
    const destination = `/${own}/a`;
    expect(await cache.subscribersOf([destination])).toEqual(new Map([[destination, []]]));
    await addUnannounced(destination, 'hidden');
    await putSubscription({ connectionId: 'other', destination: `/${kind()}/a` });
    expect(await cache.subscribersOf([destination])).toEqual(new Map([[destination, []]]));
  });
});
