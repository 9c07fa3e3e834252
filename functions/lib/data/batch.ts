import { BatchGetCommand, BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { decodeCursor, encodeCursor, type IndexName } from './cursor.js';
import type { Page } from './paging.js';
import { cancellationReasons } from './transactions.js';

type Key = { pk: string; sk: string };

const BATCH_GET_LIMIT = 100;
const BATCH_WRITE_LIMIT = 25;
const MAX_RETRIES = 5;

/**
 * Reads many items by key with BatchGetItem (100 keys a request), retrying
 * unprocessed keys. Returns the found items in no particular order. With
 * `projection`, only those top-level attributes (add `pk` and `sk` when the
 * caller tells items apart by key): less to read, send and decode per item.
 */
export async function batchGetItems<T>(
  itemKeys: readonly Key[],
  options: { projection?: readonly string[] } = {},
): Promise<T[]> {
  const projection = options.projection?.length
    ? {
        ProjectionExpression: options.projection.map((_, i) => `#p${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(options.projection.map((name, i) => [`#p${i}`, name])),
      }
    : {};
  const unique = [...new Map(itemKeys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  const found: T[] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    let pending: Key[] = unique.slice(start, start + BATCH_GET_LIMIT);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > MAX_RETRIES) throw new Error('BatchGet kept returning unprocessed keys');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ...projection } } }),
      );
      found.push(...((result.Responses?.[tableName] ?? []) as T[]));
      pending = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

/** A put or delete request of a BatchWrite. */
export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Writes requests in batches of 25 (the BatchWrite maximum), retrying unprocessed items with exponential backoff.
 * Batches go one after another, or `parallel` at a time when no key appears in two of them (the telemetry ingest's
 * deduplicated writes).
 */
export async function batchWriteItems(
  requests: readonly WriteRequest[],
  options: { parallel?: number } = {},
): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_WRITE_LIMIT)
    chunks.push(requests.slice(start, start + BATCH_WRITE_LIMIT));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = chunks[next++];
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > MAX_RETRIES) throw new Error('BatchWrite kept returning unprocessed items');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (result.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel ?? 1, chunks.length) }, worker));
}

/** Options of a paged Query: an opaque cursor from the previous page and a page size. */
export interface PageOptions {
  readonly cursor?: string;
  readonly limit?: number;
}

/**
 * One partition of the table or of an index, the one kind of Query a cursor continues: the key condition is built
 * from `index` and `partition`, so the cursor is checked against exactly what the Query reads.
 */
export interface PartitionQuery extends Omit<
  QueryCommandInput,
  'TableName' | 'IndexName' | 'KeyConditionExpression' | 'ExclusiveStartKey' | 'Limit'
> {
  /** The index read; absent: the table. */
  readonly index?: IndexName;
  /** The partition key's value (`pk`, or the index's `gsiNpk`). */
  readonly partition: string;
  /** A condition on the sort key (`begins_with(sk, :prefix)`), its values in `ExpressionAttributeValues`. */
  readonly sortKeyCondition?: string;
}

/** The Query input of a partition (its index, key condition and values), for a page or a count of it. */
function partitionQueryInput(query: PartitionQuery) {
  const { index, partition, sortKeyCondition, ExpressionAttributeValues, ...rest } = query;
  return {
    ...rest,
    TableName: tableName,
    IndexName: index,
    KeyConditionExpression: `${index ?? ''}pk = :pk${sortKeyCondition ? ` AND ${sortKeyCondition}` : ''}`,
    ExpressionAttributeValues: { ...ExpressionAttributeValues, ':pk': partition },
  };
}

/** Runs one page of a partition's Query; the returned cursor continues it, and only it (`decodeCursor`). */
export async function queryPage<T>(query: PartitionQuery, options: PageOptions = {}): Promise<Page<T>> {
  const result = await documentClient.send(
    new QueryCommand({
      ...partitionQueryInput(query),
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, { index: query.index, partition: query.partition }),
    }),
  );
  return { items: (result.Items ?? []) as T[], cursor: encodeCursor(result.LastEvaluatedKey) };
}

/** How many items one page of a partition holds, and whether the partition goes on past it. */
export interface PageCount {
  readonly count: number;
  readonly more: boolean;
}

/**
 * Counts the first page (at most `limit` items) of a partition's Query without reading the items back (`Select:
 * COUNT`): a summary's figure of a list that may be long, which says `more` instead of walking it.
 */
export async function countFirstPage(query: PartitionQuery, limit: number): Promise<PageCount> {
  const result = await documentClient.send(
    new QueryCommand({ ...partitionQueryInput(query), Select: 'COUNT', Limit: limit }),
  );
  return { count: result.Count ?? 0, more: result.LastEvaluatedKey !== undefined };
}

/** Runs a Query to its end (small, bounded partitions only: a user's records, a role's menus). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const all: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey: start }),
    );
    all.push(...((result.Items ?? []) as T[]));
    start = result.LastEvaluatedKey;
  } while (start);
  return all;
}

/** Every item of one index partition (`gsiNpk = partitionKey`), newest first by default (sort keys lead with a date). */
export function queryIndexPartition<T>(
  index: 'gsi1' | 'gsi2' | 'gsi3',
  partitionKey: string,
  order: 'newest first' | 'oldest first' = 'newest first',
): Promise<T[]> {
  return queryAll<T>({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partitionKey },
    ScanIndexForward: order === 'oldest first',
  });
}

/** The one item an index partition holds (a by-id lookup such as gsi2 `ROLEID#<id>`), or undefined. */
export async function findOnIndex<T>(indexName: string, partitionKey: { gsi2pk: string }): Promise<T | undefined> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexName,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': partitionKey.gsi2pk },
      Limit: 1,
    }),
  );
  return result.Items?.[0] as T | undefined;
}

/** True when a TransactWrite failed because a condition (uniqueness marker) did not hold. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = cancellationReasons(error);
  return reasons.length === 0 || reasons.some((r) => r.Code === 'ConditionalCheckFailed');
}
