import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ModuleModelSummary } from '../../../../shared/schemas/algorithm-modules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { bigdataIndexKeys, bigdataKeys } from './keys.js';

/**
 * A trained model (`MODEL#{key}` / `#META`): its serialised form is the JSON object `key` in the models bucket;
 * the record says what made it and what it needs (feature columns, label, classes), so it can be listed and
 * applied by a predict module without reading the object.
 */
export interface ModelRecord extends ModuleModelSummary {
  readonly key: string;
  readonly enterpriseId: string;
  /** The project, run and module that trained it; absent for a model registered from a file (`POST models`). */
  readonly projectId?: string;
  readonly runId?: string;
  readonly moduleId?: string;
  /** A registered model's name and description. */
  readonly name?: string;
  readonly description?: string;
  readonly createdBy: string;
  readonly createdAt: number;
}

/** Saves a model's record; a rerun that rewrites the same object replaces it. */
export async function recordModel(record: ModelRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...bigdataKeys.model(record.key),
        ...bigdataIndexKeys.enterpriseModel(
          record.enterpriseId,
          String(record.createdAt).padStart(15, '0'),
          record.key,
        ),
        entity: 'model',
        ...record,
      },
    }),
  );
}

/** The record of the model stored under `key`, or undefined. */
export async function getModelRecord(key: string): Promise<ModelRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: bigdataKeys.model(key) }));
  return result.Item ? (withoutKeys(result.Item) as unknown as ModelRecord) : undefined;
}

/** One page of an enterprise's models (`SYSTEM`: the platform's), newest first. */
export async function listModels(options: { enterpriseId: string; cursor?: string }): Promise<Page<ModelRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    {
      index: 'gsi1',
      partition: bigdataIndexKeys.enterpriseModel(options.enterpriseId, '', '').gsi1pk,
      ScanIndexForward: false,
    },
    { cursor: options.cursor, limit: 50 },
  );
  return { items: page.items.map((item) => withoutKeys(item) as unknown as ModelRecord), cursor: page.cursor };
}
