import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ModuleModelSummary } from '../../../../shared/schemas/algorithm-modules.js';
import type { ModelEvaluation } from '../../../../shared/schemas/bigdata.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
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
  /** The dataset key and row count it was trained on (a chain module's model). */
  readonly trainingDataset?: string;
  readonly trainingRows?: number;
  /** The latest evaluation figures measured for it. */
  readonly evaluation?: ModelEvaluation;
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

/**
 * Keeps the figures a module measured for the model stored under `key`, replacing earlier ones. Only a model of
 * the measuring run's enterprise is updated (a chain may read a system model, never change its record): false when
 * there is no such record.
 */
export async function recordModelEvaluation(options: {
  key: string;
  enterpriseId: string;
  evaluation: ModelEvaluation;
}): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: bigdataKeys.model(options.key),
        UpdateExpression: 'SET evaluation = :evaluation',
        ConditionExpression: 'attribute_exists(pk) AND enterpriseId = :enterpriseId',
        ExpressionAttributeValues: { ':evaluation': options.evaluation, ':enterpriseId': options.enterpriseId },
      }),
    ),
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
