import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Dataset } from '../../../../shared/schemas/bigdata.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { bigdataKeys, DATASET_SK_PREFIX, SYSTEM_OWNER } from './keys.js';

/** A stored dataset record: the answer's fields, its enterprise, and its name in lower case for the search. */
export interface DatasetRecord extends Dataset {
  readonly enterpriseId: string;
  readonly nameLower: string;
}

/** The owner partition of a user's datasets in an enterprise, or of the system datasets. */
export const datasetOwner = (owner: { enterpriseId: string; userId: string } | 'system') =>
  owner === 'system' ? SYSTEM_OWNER : `${owner.enterpriseId}#${owner.userId}`;

/** Saves a new dataset's record (its file is already stored); a repeated id is refused, never overwritten. */
export async function putDataset(owner: string, record: DatasetRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...bigdataKeys.dataset(owner, record.id), entity: 'dataset', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The dataset `id` of `owner`, or undefined. */
export async function getDataset(owner: string, id: string): Promise<DatasetRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: bigdataKeys.dataset(owner, id) }),
  );
  return result.Item ? (withoutKeys(result.Item) as unknown as DatasetRecord) : undefined;
}

/** One page of an owner's datasets, newest first; `name` keeps those whose name contains it (any case). */
export async function listDatasets(options: {
  owner: string;
  name?: string;
  cursor?: string;
}): Promise<Page<DatasetRecord>> {
  const search = options.name?.toLowerCase();
  const page = await queryPage<Record<string, unknown>>(
    {
      partition: bigdataKeys.dataset(options.owner, '').pk,
      sortKeyCondition: 'begins_with(sk, :prefix)',
      ScanIndexForward: false,
      ...(search ? { FilterExpression: 'contains(nameLower, :name)' } : {}),
      ExpressionAttributeValues: { ':prefix': DATASET_SK_PREFIX, ...(search ? { ':name': search } : {}) },
    },
    { cursor: options.cursor, limit: 50 },
  );
  return { items: page.items.map((item) => withoutKeys(item) as unknown as DatasetRecord), cursor: page.cursor };
}

/** Deletes an owner's dataset record; false when there was none. */
export async function deleteDatasetRecord(owner: string, id: string): Promise<boolean> {
  const result = await documentClient.send(
    new DeleteCommand({ TableName: tableName, Key: bigdataKeys.dataset(owner, id), ReturnValues: 'ALL_OLD' }),
  );
  return Boolean(result.Attributes);
}
