import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ModuleStatus, RunStatus } from '../../../../shared/schemas/pipeline.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { bigdataKeys } from './keys.js';

/** The record of one module of a chain run (`RUN#id / MODULE#0000`). */
export interface ChainRunModuleRecord {
  readonly runId: string;
  readonly projectId: string;
  readonly moduleId: string;
  readonly index: number;
  readonly moduleTypeCode: string;
  readonly status: ModuleStatus;
  readonly startedAt: number;
  readonly finishedAt?: number;
  readonly outputs?: Record<string, unknown>;
  readonly error?: string;
}

/** Marks a module RUNNING (re-running a retried task simply restarts the record). */
export async function recordModuleStarted(options: {
  runId: string;
  projectId: string;
  moduleId: string;
  index: number;
  moduleTypeCode: string;
  now?: number;
}): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bigdataKeys.chainRunModule(options.runId, options.index),
      UpdateExpression:
        'SET entity = :entity, runId = :runId, projectId = :projectId, moduleId = :moduleId, #index = :index, moduleTypeCode = :type, #status = :status, startedAt = :now REMOVE finishedAt, outputs, #error',
      ExpressionAttributeNames: { '#index': 'index', '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':entity': 'chainRunModule',
        ':runId': options.runId,
        ':projectId': options.projectId,
        ':moduleId': options.moduleId,
        ':index': options.index,
        ':type': options.moduleTypeCode,
        ':status': 'RUNNING',
        ':now': options.now ?? Date.now(),
      },
    }),
  );
}

/** Records how a module ended: SUCCEEDED with its outputs, or FAILED with the reason. */
export async function recordModuleFinished(options: {
  runId: string;
  index: number;
  status: Exclude<ModuleStatus, 'RUNNING'>;
  outputs?: Record<string, unknown>;
  error?: string;
}): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bigdataKeys.chainRunModule(options.runId, options.index),
      UpdateExpression: 'SET #status = :status, finishedAt = :now, outputs = :outputs, #error = :error',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':status': options.status,
        ':now': Date.now(),
        ':outputs': options.outputs ?? {},
        ':error': options.error ?? null,
      },
    }),
  );
}

/** Records a run's final status; creates the run record when the starter did not. */
export async function recordRunFinished(options: {
  runId: string;
  projectId: string;
  status: Exclude<RunStatus, 'RUNNING'>;
  error?: { error?: string; cause?: string };
}): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bigdataKeys.chainRun(options.runId),
      UpdateExpression:
        'SET entity = :entity, runId = :runId, projectId = :projectId, #status = :status, finishedAt = :now, #error = :error',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':entity': 'chainRun',
        ':runId': options.runId,
        ':projectId': options.projectId,
        ':status': options.status,
        ':now': Date.now(),
        ':error': options.error ?? null,
      },
    }),
  );
}

/** The run record and one page of its module records, in chain order. */
export async function getChainRun(options: { runId: string; cursor?: string }): Promise<{
  run?: Record<string, unknown>;
  modules: Page<ChainRunModuleRecord>;
}> {
  const page = await queryPage<Record<string, unknown>>(
    { partition: bigdataKeys.chainRun(options.runId).pk, ConsistentRead: true },
    { cursor: options.cursor },
  );
  const { items } = page;
  const run = items.find((item) => item.sk === bigdataKeys.chainRun(options.runId).sk);
  return {
    run: run ? withoutKeys(run) : undefined,
    modules: {
      items: items
        .filter((item) => String(item.sk).startsWith('MODULE#'))
        .map((item) => withoutKeys(item) as unknown as ChainRunModuleRecord),
      cursor: page.cursor,
    },
  };
}
