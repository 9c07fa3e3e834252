import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReuseReason } from '../../../../shared/schemas/bigdata-runs.js';
import type { ModuleStatus, RunStatus } from '../../../../shared/schemas/pipeline.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { bigdataIndexKeys, bigdataKeys } from './keys.js';

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
  readonly reused?: boolean;
  readonly reuseReason?: ReuseReason;
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
  /** A project run's module: whether its earlier output was reused, and why (or why not). */
  reuse?: { reused: boolean; reason: ReuseReason };
  now?: number;
}): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bigdataKeys.chainRunModule(options.runId, options.index),
      UpdateExpression:
        'SET #status = :status, finishedAt = :now, outputs = :outputs, #error = :error, reused = :reused, reuseReason = :reason',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':status': options.status,
        ':now': options.now ?? Date.now(),
        ':outputs': options.outputs ?? {},
        ':error': options.error ?? null,
        ':reused': options.reuse?.reused ?? false,
        ':reason': options.reuse?.reason ?? null,
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

/**
 * Every module record of a run, page after page (a run of 1,000 modules, or a sweep's values, outgrow one 1 MB page).
 */
export async function getAllChainRunModules(runId: string): Promise<ChainRunModuleRecord[]> {
  const records: ChainRunModuleRecord[] = [];
  let cursor: string | undefined;
  do {
    const { modules } = await getChainRun({ runId, cursor });
    records.push(...modules.items);
    cursor = modules.cursor;
  } while (cursor);
  return records;
}

/** What a project run plans for one module: what it reads and writes, and with which parameters. */
export interface PlannedModule {
  readonly moduleId: string;
  readonly name?: string;
  readonly moduleTypeCode: string;
  readonly parameters: Record<string, unknown>;
  readonly inputs: Record<string, string>;
  readonly outputs: Record<string, string>;
  /** Run in this execution; otherwise upstream of the start module, its outputs those of `reusedFrom`. */
  readonly executed: boolean;
  readonly reusedFrom?: { runId: string; result?: Record<string, unknown>; finishedAt?: number };
}

/** The record of a project's run (`RUN#id / #META`, on gsi1 by project and start time). */
export interface ProjectRunRecord {
  readonly runId: string;
  readonly projectId: string;
  readonly enterpriseId: string;
  readonly userId: string;
  readonly status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  readonly startedAt: number;
  readonly finishedAt?: number;
  readonly fromModuleId?: string;
  readonly modules: PlannedModule[];
  readonly error?: { error?: string; cause?: string } | null;
  /** A parameter sweep: the module, its parameter, the values and each value's executed modules. */
  readonly sweep?: {
    readonly moduleId: string;
    readonly parameter: string;
    readonly values: (string | number | boolean)[];
    readonly plans: PlannedModule[][];
    /** How its module records are numbered (`sweepModuleIndex`); absent on a sweep numbered by 200. */
    readonly stride?: number;
  };
}

/** Writes a new project run's record, RUNNING (a repeated run id is refused, never overwritten). */
export async function createProjectRun(record: Omit<ProjectRunRecord, 'status'>): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...bigdataKeys.chainRun(record.runId),
        ...bigdataIndexKeys.projectRun(record.projectId, record.startedAt, record.runId),
        entity: 'chainRun',
        source: 'project',
        ...record,
        status: 'RUNNING',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A project run's record, or undefined (also for a chain the project routes did not start). */
export async function getProjectRun(runId: string): Promise<ProjectRunRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: bigdataKeys.chainRun(runId), ConsistentRead: true }),
  );
  return result.Item?.source === 'project' ? (withoutKeys(result.Item) as unknown as ProjectRunRecord) : undefined;
}

/** One page of a project's runs, newest first. */
export async function listProjectRuns(options: {
  projectId: string;
  cursor?: string;
  limit?: number;
}): Promise<Page<ProjectRunRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    {
      index: 'gsi1',
      partition: bigdataIndexKeys.projectRun(options.projectId, 0, '').gsi1pk,
      ScanIndexForward: false,
    },
    { cursor: options.cursor, limit: options.limit ?? 20 },
  );
  return { items: page.items.map((item) => withoutKeys(item) as unknown as ProjectRunRecord), cursor: page.cursor };
}
