import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AlgorithmParameter } from '../../../../shared/schemas/algorithms.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchGetItems, queryAll, queryIndexPartition, queryPage } from '../../../lib/data/batch.js';
import { keys } from '../../../lib/data/keys.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { transact, type TransactItem } from '../../../lib/data/transactions.js';
import { claimItems, releaseItems } from '../../../lib/data/unique.js';
import { ConflictError, ValidationError } from '../../../lib/errors.js';
import { algorithmCategoryUsage } from './category.js';
import { algorithmIndexKeys, algorithmKeys } from './keys.js';

/** A stored algorithm (`ALG#{id}` / `#META`). */
export interface AlgorithmRecord {
  id: string;
  name: string;
  description: string;
  keyword: string;
  categoryId: string;
  /** The language (`algorithmTypes` code). */
  typeCode: string;
  parameters: AlgorithmParameter[];
  algorithmFileId: string;
  logo: string;
  /** The status code (docs/algorithms.md). */
  status: string;
  enabled: boolean;
  /** The author's current enterprise when it was created. */
  enterpriseId: string;
  createById: string;
  createByName: string;
  createDate: string;
  updateById: string;
  updateByName: string;
  updateDate: string;
}

/** A kept audit decision (`ALG#{id}` / `REVIEW#{at}#{reviewId}`), with the algorithm as judged. */
export interface AlgorithmReviewRecord {
  id: string;
  algorithmId: string;
  decision: 'approved' | 'rejected';
  reason: string;
  reviewerId: string;
  reviewerName: string;
  reviewedAt: string;
  snapshot: Record<string, unknown>;
}

/** The fields of the algorithm item the record does not hold: its keys and index keys. */
const indexed = (record: AlgorithmRecord) => ({
  ...algorithmKeys.algorithm(record.id),
  ...algorithmIndexKeys.algorithmByUser(record.createById, record.createDate, record.id),
  ...algorithmIndexKeys.algorithmByStatus(record.status, record.updateDate, record.id),
  entity: 'algorithm',
  ...record,
});

/** The name marker's claim. */
const nameClaim = (name: string) => ({ kind: 'algorithmName' as const, value: name });

/** The 409 of a taken name (the spec's message, on the `name` field). */
/** The 400 of a category that does not exist (or was deleted while the algorithm was filed). */
const unknownCategory = () =>
  new ValidationError('Not a known category', [
    { field: 'body.algorithmCategory.id', message: 'Not a known category' },
  ]);

const nameTaken = () =>
  new ConflictError('algorithm name already exists', {
    reason: 'sameName',
    fields: [{ field: 'body.name', message: 'algorithm name already exists' }],
  });

/**
 * Creates an algorithm in one TransactWrite: the item, its name marker (409 `algorithm name already exists`) and a
 * use of its category (409 when the category is gone, so a category deleted meanwhile is never filed under).
 */
export async function createAlgorithm(record: AlgorithmRecord): Promise<void> {
  await transact(
    [
      { Put: { TableName: tableName, Item: indexed(record), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...claimItems([nameClaim(record.name)], record.id),
      algorithmCategoryUsage(record.categoryId, 1),
    ],
    (codes) => (codes[1] === 'ConditionalCheckFailed' ? nameTaken() : unknownCategory()),
  );
}

/** One algorithm, or undefined. */
export async function getAlgorithmRecord(id: string): Promise<AlgorithmRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: algorithmKeys.algorithm(id) }));
  return result.Item ? (withoutKeys(result.Item) as unknown as AlgorithmRecord) : undefined;
}

/** Several algorithms by id (those that exist). */
export async function getAlgorithmRecords(ids: readonly string[]): Promise<AlgorithmRecord[]> {
  const found = await batchGetItems<Record<string, unknown>>(ids.map((id) => algorithmKeys.algorithm(id)));
  return found.map((item) => withoutKeys(item) as unknown as AlgorithmRecord);
}

/** The algorithms a user created, newest first: one gsi1 partition. */
export async function listAlgorithmsOfUser(options: { userId: string }): Promise<AlgorithmRecord[]> {
  const found = await queryIndexPartition<Record<string, unknown>>(
    'gsi1',
    algorithmIndexKeys.algorithmByUser(options.userId, '', '').gsi1pk,
  );
  return found.map((item) => withoutKeys(item) as unknown as AlgorithmRecord);
}

/**
 * The first `limit` algorithms a user created, newest first: one page of the same gsi1 partition (the console home's
 * figures); the cursor says the list goes on.
 */
export async function firstAlgorithmsOfUser(options: {
  userId: string;
  limit: number;
}): Promise<Page<AlgorithmRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    {
      index: 'gsi1',
      partition: algorithmIndexKeys.algorithmByUser(options.userId, '', '').gsi1pk,
      ScanIndexForward: false,
    },
    { limit: options.limit },
  );
  return { items: page.items.map((item) => withoutKeys(item) as unknown as AlgorithmRecord), cursor: page.cursor };
}

/** The algorithms in one status, last changed first: one gsi3 partition. */
export async function listAlgorithmsInStatus(options: { code: string }): Promise<AlgorithmRecord[]> {
  const found = await queryIndexPartition<Record<string, unknown>>(
    'gsi3',
    algorithmIndexKeys.algorithmByStatus(options.code, '', '').gsi3pk,
  );
  return found.map((item) => withoutKeys(item) as unknown as AlgorithmRecord);
}

/** The `limit` algorithms of one status changed last: one page of its gsi3 partition. */
export async function latestAlgorithmsInStatus(options: { code: string; limit: number }): Promise<AlgorithmRecord[]> {
  const page = await queryPage<Record<string, unknown>>(
    {
      index: 'gsi3',
      partition: algorithmIndexKeys.algorithmByStatus(options.code, '', '').gsi3pk,
      ScanIndexForward: false,
    },
    { limit: options.limit },
  );
  return page.items.map((item) => withoutKeys(item) as unknown as AlgorithmRecord);
}

/** The audit history of an algorithm, newest first. */
export async function listAlgorithmReviews(options: { algorithmId: string }): Promise<AlgorithmReviewRecord[]> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :review)',
    ExpressionAttributeValues: { ':pk': algorithmKeys.algorithm(options.algorithmId).pk, ':review': 'REVIEW#' },
    ScanIndexForward: false,
  });
  return found.map((item) => withoutKeys(item) as unknown as AlgorithmReviewRecord);
}

/**
 * Saves an edit in one TransactWrite: the item only while its status is still `before.status` (an edit racing a
 * submission loses with 409), the name marker moved when the name changed, the category's use moved when the
 * category changed.
 */
export async function saveAlgorithmEdit(before: AlgorithmRecord, after: AlgorithmRecord): Promise<void> {
  const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
  const moved = before.categoryId !== after.categoryId;
  await transact(
    [
      {
        Put: {
          TableName: tableName,
          Item: indexed(after),
          ConditionExpression: 'attribute_exists(pk) AND #status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': before.status },
        },
      },
      ...(renamed ? [...claimItems([nameClaim(after.name)], after.id), ...releaseItems([nameClaim(before.name)])] : []),
      ...(moved ? [algorithmCategoryUsage(after.categoryId, 1), algorithmCategoryUsage(before.categoryId, -1)] : []),
    ],
    (codes) => {
      if (codes[0] === 'ConditionalCheckFailed') {
        return new ConflictError('The algorithm changed meanwhile', { reason: 'statusChanged' });
      }
      if (renamed && codes[1] === 'ConditionalCheckFailed') return nameTaken();
      return unknownCategory();
    },
  );
}

/** The update of an algorithm's status (only while it is one of `from`), moving its status index entry. */
function statusUpdate(record: AlgorithmRecord, from: readonly string[], to: string, at: string): TransactItem {
  const index = algorithmIndexKeys.algorithmByStatus(to, at, record.id);
  const sources = Object.fromEntries(from.map((code, i) => [`:from${i}`, code]));
  return {
    Update: {
      TableName: tableName,
      Key: algorithmKeys.algorithm(record.id),
      UpdateExpression: 'SET #status = :to, updateDate = :at, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
      ConditionExpression: `attribute_exists(pk) AND #status IN (${Object.keys(sources).join(', ')})`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': to, ':at': at, ':gsi3pk': index.gsi3pk, ':gsi3sk': index.gsi3sk, ...sources },
    },
  };
}

const statusConflict = () =>
  new ConflictError('The status changed meanwhile; this change is not allowed from the current status', {
    reason: 'transitionNotAllowed',
  });

/**
 * Changes the status of algorithms in one TransactWrite, each only while its status is one of `from` (409
 * otherwise, nothing written); with an audit decision, its review record in the same transaction.
 */
export async function changeAlgorithmStatus(options: {
  records: readonly AlgorithmRecord[];
  from: readonly string[];
  to: string;
  at: string;
  review?: AlgorithmReviewRecord;
}): Promise<void> {
  const { records, from, to, at, review } = options;
  await transact(
    [
      ...records.map((record) => statusUpdate(record, from, to, at)),
      ...(review
        ? [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...algorithmKeys.algorithmReview(review.algorithmId, review.reviewedAt, review.id),
                  entity: 'algorithmReview',
                  ...review,
                },
              },
            },
          ]
        : []),
    ],
    statusConflict,
  );
}

/** The category use changes of moving `records` (each counted once per category, as one transaction needs). */
function usageChanges(deltas: Map<string, number>): TransactItem[] {
  return [...deltas.entries()]
    .filter(([, delta]) => delta !== 0)
    .map(([id, delta]) => algorithmCategoryUsage(id, delta));
}

/**
 * Deletes algorithms in one TransactWrite: each item only while it is not under review, its name marker, and its
 * category's uses. 409 when one was submitted meanwhile, nothing deleted. Their review history is kept.
 */
export async function deleteAlgorithms(records: readonly AlgorithmRecord[]): Promise<void> {
  const deltas = new Map<string, number>();
  for (const record of records) deltas.set(record.categoryId, (deltas.get(record.categoryId) ?? 0) - 1);
  await transact(
    [
      ...records.map((record): TransactItem => ({
        Delete: {
          TableName: tableName,
          Key: algorithmKeys.algorithm(record.id),
          ConditionExpression: 'attribute_exists(pk) AND #status <> :review',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':review': '2' },
        },
      })),
      ...records.map((record): TransactItem => ({
        Delete: { TableName: tableName, Key: keys.unique('algorithmName', record.name) },
      })),
      ...usageChanges(deltas),
    ],
    statusConflict,
  );
}

/**
 * Files algorithms under `categoryId` in one TransactWrite: each item only while it is still under the category
 * read, the new category's uses up (409 when it is gone), the old ones' down. Those already there are left alone.
 */
export async function moveAlgorithmsToCategory(records: readonly AlgorithmRecord[], categoryId: string, at: string) {
  const moving = records.filter((record) => record.categoryId !== categoryId);
  if (!moving.length) return;
  const deltas = new Map<string, number>([[categoryId, moving.length]]);
  for (const record of moving) deltas.set(record.categoryId, (deltas.get(record.categoryId) ?? 0) - 1);
  await transact(
    [
      ...usageChanges(deltas),
      ...moving.map((record): TransactItem => ({
        Update: {
          TableName: tableName,
          Key: algorithmKeys.algorithm(record.id),
          UpdateExpression: 'SET categoryId = :to, updateDate = :at',
          ConditionExpression: 'attribute_exists(pk) AND categoryId = :from',
          ExpressionAttributeValues: { ':to': categoryId, ':from': record.categoryId, ':at': at },
        },
      })),
    ],
    (codes) =>
      codes[0] === 'ConditionalCheckFailed'
        ? new ConflictError('The category no longer exists', { reason: 'categoryGone' })
        : new ConflictError('An algorithm changed meanwhile', { reason: 'statusChanged' }),
  );
}
