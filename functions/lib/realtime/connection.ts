import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { batchWriteItems, isConditionFailure, queryAll } from '../data/batch.js';
import { writeIfCondition } from '../data/conditional-writes.js';
import { destinationKind, realtimeKeys } from './keys.js';
import { writeContendedTransaction } from '../data/transactions.js';

/** API Gateway closes a WebSocket after 2 hours, so connection records expire then too. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** Who holds a WebSocket connection, captured when it was opened. */
export interface ConnectionRecord {
  readonly connectionId: string;
  readonly userId: string;
  readonly username: string;
  readonly enterpriseIds: readonly string[];
  readonly isPlatformAdmin: boolean;
  /** `iat` of the token the connection was opened with (seconds), for the sign-out check. */
  readonly tokenIssuedAt?: number;
  readonly connectedAt: number;
}

const expiresAt = (nowMs: number) => Math.floor(nowMs / 1000) + CONNECTION_TTL_SECONDS;

/** Most keys of one BatchGetItem. */
const BATCH_GET_LIMIT = 100;
/** Retries of a BatchGet's unprocessed keys. */
const MAX_RETRIES = 5;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));

/** The Update of a destination's subscriber set that takes `connectionId` out, when the set exists. */
const removalFromSet = (destination: string, connectionId: string) => ({
  TableName: tableName,
  Key: realtimeKeys.subscriberSet(destination),
  UpdateExpression: 'DELETE connectionIds :ids',
  // Without it, an Update of a missing item would create an empty one.
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeValues: { ':ids': new Set([connectionId]) },
});

/**
 * Deletes a destination's subscriber set once its last connection left: DynamoDB drops an emptied string set's
 * attribute but keeps the item, and with every destination ever watched (a gateway, a user) those would pile up.
 * Conditional on the set still being empty, so a connection that subscribed meanwhile keeps its set.
 */
async function deleteSetIfEmpty(destination: string): Promise<void> {
  await writeIfCondition(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: realtimeKeys.subscriberSet(destination),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(connectionIds)',
      }),
    ),
  );
}

/**
 * Raises the generation of the destination's kind after its subscriber set changed, so every cache of those sets
 * (`SubscriberCache`) reads them again. After the change, never before: a reader that sees the new generation reads
 * the changed set. An atomic counter, not part of the set's transaction: transactions on one item conflict, counter
 * updates queue.
 */
async function raiseGeneration(destination: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: realtimeKeys.subscriberGeneration(destinationKind(destination)),
      UpdateExpression: 'ADD generation :one SET entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':entity': 'subscriberGeneration' },
    }),
  );
}

/** The generation of a kind of destination's subscriber sets (0 before their first change). */
export async function getSubscriberGeneration(options: { kind: string }): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: realtimeKeys.subscriberGeneration(options.kind),
      ConsistentRead: true,
      ProjectionExpression: 'generation',
    }),
  );
  return (result.Item?.generation as number | undefined) ?? 0;
}

/** Records an open connection. */
export async function putConnection(options: { connection: ConnectionRecord }): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...realtimeKeys.connection(options.connection.connectionId),
        entity: 'connection',
        ...options.connection,
        expiresAt: expiresAt(options.connection.connectedAt),
      },
    }),
  );
}

/** Reads an open connection, or undefined once it is gone. */
export async function getConnection(options: { connectionId: string }): Promise<ConnectionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: realtimeKeys.connection(options.connectionId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk, sk, entity, expiresAt: _expiry, ...connection } = result.Item;
  return connection as ConnectionRecord;
}

/**
 * Subscribes a connection to a destination, in one transaction: the connection-side item `CONN#id / SUB#dest`
 * (with the connection's TTL, for the cleanup on disconnect) and the connection id added to the destination's
 * subscriber set `SUB#dest / #SET`. A set holds an id once, so subscribing twice never duplicates delivery.
 */
export async function putSubscription(options: {
  connectionId: string;
  destination: string;
  now?: number;
}): Promise<void> {
  const now = options.now ?? Date.now();
  await writeContendedTransaction([
    {
      Put: {
        TableName: tableName,
        Item: {
          ...realtimeKeys.connectionSubscription(options.connectionId, options.destination),
          entity: 'connectionSubscription',
          connectionId: options.connectionId,
          destination: options.destination,
          subscribedAt: now,
          expiresAt: expiresAt(now),
        },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: realtimeKeys.subscriberSet(options.destination),
        UpdateExpression: 'ADD connectionIds :ids SET entity = :entity',
        ExpressionAttributeValues: { ':ids': new Set([options.connectionId]), ':entity': 'subscriberSet' },
      },
    },
  ]);
  await raiseGeneration(options.destination);
}

/**
 * Removes one subscription (both sides, in one transaction), and the destination's set when that was its last
 * connection; removing a missing one is a no-op. A destination without a set never had a subscriber, so its
 * connection-side item cannot exist either: the set's condition then cancels the transaction and nothing is written.
 */
export async function deleteSubscription(options: { connectionId: string; destination: string }): Promise<void> {
  try {
    await writeContendedTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: realtimeKeys.connectionSubscription(options.connectionId, options.destination),
        },
      },
      { Update: removalFromSet(options.destination, options.connectionId) },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return;
  }
  // A transaction answers no values, so whether the set is empty now is left to the delete's condition.
  await deleteSetIfEmpty(options.destination);
  await raiseGeneration(options.destination);
}

/** The sets' items as a BatchGet answers them. */
interface SubscriberSetItem {
  readonly pk: string;
  readonly connectionIds?: ReadonlySet<string>;
}

/** Every connection id subscribed to a destination: one Get of its subscriber set. */
export async function listAllSubscribers(options: { destination: string }): Promise<string[]> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: realtimeKeys.subscriberSet(options.destination),
      ProjectionExpression: 'connectionIds',
    }),
  );
  return [...((result.Item as SubscriberSetItem | undefined)?.connectionIds ?? [])];
}

/** Reads up to 100 subscriber sets with one BatchGet, retrying unprocessed keys with a short backoff. */
async function batchGetSets(setKeys: readonly { pk: string; sk: string }[]): Promise<SubscriberSetItem[]> {
  const found: SubscriberSetItem[] = [];
  let pending = [...setKeys];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > MAX_RETRIES) throw new Error('BatchGet of subscriber sets kept returning unprocessed keys');
    if (attempt > 0) await pause(attempt);
    const result = await documentClient.send(
      new BatchGetCommand({
        RequestItems: { [tableName]: { Keys: pending, ProjectionExpression: 'pk, connectionIds' } },
      }),
    );
    found.push(...((result.Responses?.[tableName] ?? []) as SubscriberSetItem[]));
    pending = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as { pk: string; sk: string }[];
  }
  return found;
}

/**
 * The subscribers of many destinations at once (the telemetry ingest, per batch): one BatchGet of their subscriber
 * sets per 100 distinct destinations, in parallel. Every requested destination is a key of the answer; one without
 * subscribers maps to `[]`.
 */
export async function listSubscribersOf(options: { destinations: readonly string[] }): Promise<Map<string, string[]>> {
  const destinations = [...new Set(options.destinations)];
  const byPartition = new Map(
    destinations.map((destination) => [realtimeKeys.subscriberSet(destination).pk, destination]),
  );
  const chunks: { pk: string; sk: string }[][] = [];
  for (let start = 0; start < destinations.length; start += BATCH_GET_LIMIT)
    chunks.push(destinations.slice(start, start + BATCH_GET_LIMIT).map(realtimeKeys.subscriberSet));
  const answers = await Promise.all(chunks.map(batchGetSets));
  const subscribers = new Map(destinations.map((destination): [string, string[]] => [destination, []]));
  for (const item of answers.flat()) {
    const destination = byPartition.get(item.pk);
    if (destination !== undefined) subscribers.set(destination, [...(item.connectionIds ?? [])]);
  }
  return subscribers;
}

/**
 * Takes a connection out of a destination's subscriber set (a no-op when it is not in it), and the set away once
 * that emptied it. For a connection found gone on a push: its connection-side items may already have expired by
 * TTL, and then nothing else would ever take it out of the set.
 */
export async function removeSubscriber(options: { destination: string; connectionId: string }): Promise<void> {
  let left: Record<string, unknown> | undefined;
  try {
    const removed = await documentClient.send(
      new UpdateCommand({ ...removalFromSet(options.destination, options.connectionId), ReturnValues: 'ALL_NEW' }),
    );
    left = removed.Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  if (!left?.connectionIds) await deleteSetIfEmpty(options.destination);
  await raiseGeneration(options.destination);
}

/**
 * Deletes a connection and all its subscriptions: one Query of the connection's partition, a batch delete of its
 * items, and the connection taken out of the set of every destination it subscribed to (Updates in parallel).
 */
export async function deleteConnection(options: { connectionId: string }): Promise<void> {
  const items = await queryAll<{ pk: string; sk: string; destination?: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': realtimeKeys.connection(options.connectionId).pk },
    ProjectionExpression: 'pk, sk, destination',
  });
  const destinations = items.flatMap((item) =>
    typeof item.destination === 'string' && item.sk.startsWith('SUB#') ? [item.destination] : [],
  );
  await Promise.all([
    batchWriteItems(items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }))),
    ...destinations.map((destination) => removeSubscriber({ destination, connectionId: options.connectionId })),
  ]);
}
