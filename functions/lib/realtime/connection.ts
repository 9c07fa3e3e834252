import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { batchWriteItems, queryAll, type WriteRequest } from '../data/batch.js';
import { decodeCursor, encodeCursor, type Page } from '../data/paging.js';
import { keys } from '../data/keys.js';

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

/** Records an open connection. */
export async function putConnection(options: { connection: ConnectionRecord }): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.connection(options.connection.connectionId),
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
    new GetCommand({ TableName: tableName, Key: keys.connection(options.connectionId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk, sk, entity, expiresAt: _expiry, ...connection } = result.Item;
  return connection as ConnectionRecord;
}

/**
 * Subscribes a connection to a destination: the pair of items
 * `CONN#id / SUB#dest` and `SUB#dest / CONN#id`. Keys are per connection and
 * destination, so subscribing twice rewrites the same two items and never
 * duplicates delivery.
 */
export async function putSubscription(options: {
  connectionId: string;
  destination: string;
  now?: number;
}): Promise<void> {
  const now = options.now ?? Date.now();
  const common = {
    connectionId: options.connectionId,
    destination: options.destination,
    subscribedAt: now,
    expiresAt: expiresAt(now),
  };
  await batchWriteItems([
    {
      PutRequest: {
        Item: {
          ...keys.connectionSubscription(options.connectionId, options.destination),
          entity: 'connectionSubscription',
          ...common,
        },
      },
    },
    {
      PutRequest: {
        Item: { ...keys.subscriber(options.destination, options.connectionId), entity: 'subscriber', ...common },
      },
    },
  ]);
}

/** Removes one subscription (both items); removing a missing one is a no-op. */
export async function deleteSubscription(options: { connectionId: string; destination: string }): Promise<void> {
  await batchWriteItems([
    { DeleteRequest: { Key: keys.connectionSubscription(options.connectionId, options.destination) } },
    { DeleteRequest: { Key: keys.subscriber(options.destination, options.connectionId) } },
  ]);
}

/** One page of the connection ids subscribed to a destination. */
export async function listSubscribers(options: {
  destination: string;
  cursor?: string;
  limit?: number;
}): Promise<Page<string>> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.subscriber(options.destination, '').pk },
      ProjectionExpression: 'connectionId',
      ExclusiveStartKey: decodeCursor(options.cursor),
      Limit: options.limit,
    }),
  );
  return {
    items: (result.Items ?? []).map((item) => item.connectionId as string),
    cursor: encodeCursor(result.LastEvaluatedKey),
  };
}

/** Every connection id subscribed to a destination (all pages). */
export async function listAllSubscribers(options: { destination: string }): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listSubscribers({ destination: options.destination, cursor });
    ids.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

/**
 * Deletes a connection and all its subscriptions: one Query of the
 * connection's partition, then batch deletes of both sides of every subscription.
 */
export async function deleteConnection(options: { connectionId: string }): Promise<void> {
  const items = await queryAll<{ pk: string; sk: string; destination?: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.connection(options.connectionId).pk },
    ProjectionExpression: 'pk, sk, destination',
  });
  const requests: WriteRequest[] = items.flatMap((item) => [
    { DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } },
    ...(typeof item.destination === 'string' && item.sk.startsWith('SUB#')
      ? [{ DeleteRequest: { Key: keys.subscriber(item.destination, options.connectionId) } }]
      : []),
  ]);
  await batchWriteItems(requests);
}
