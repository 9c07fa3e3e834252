import {
  PipelineTaskSchema,
  type FinishRunTask,
  type RunModuleResult,
  type RunModuleTask,
} from '../../shared/schemas/pipeline.js';
import { runAlgorithmModule, type ModuleIo } from '../domains/algorithms/index.js';
import {
  getProjectRun,
  getStoredObjectText,
  headStoredObject,
  pushProjectRunFrame,
  putStoredObjectText,
  recordModel,
  recordModelEvaluation,
  recordModuleFinished,
  recordModuleStarted,
  recordRunFinished,
} from '../domains/bigdata/index.js';
import { sweepStrideOf, sweepValueIndexOf, type ReuseReason } from '../../shared/schemas/bigdata-runs.js';
import { ModuleInvocationSchema, type ModuleResult } from '../../shared/schemas/algorithm-modules.js';
import { logger } from '../lib/logger.js';
import { driverFor, LAMBDA_MODULE_INPUT_BYTES } from './drivers.js';
import { fingerprintOf, rememberOutput, reuseCachedOutput } from './step-cache.js';
import {
  InvalidTaskError,
  measuredModel,
  ModuleFailedError,
  runModule,
  trainedModels,
  trainingFacts,
  type RunAlgorithm,
} from './modules.js';

const headObject = (kind: 'dataset' | 'model', key: string) => headStoredObject({ kind, key });

/** A system algorithm module reads and writes its datasets and models in the datasets and models buckets. */
const s3Io: ModuleIo = {
  read: (kind, key) => getStoredObjectText({ kind, key }),
  write: (kind, key, body, contentType) => putStoredObjectText({ kind, key, body, contentType }),
};
/**
 * The chain run's user runs its algorithm modules: they decide which user algorithms of the library it may use. A
 * module whose inputs outgrow a Lambda would need the EMR Serverless driver (./drivers.ts), which is not built: it
 * fails saying so instead of running out of memory or time.
 */
const runAlgorithmFor =
  (task: RunModuleTask): RunAlgorithm =>
  async (invocation) => {
    let inputBytes = 0;
    for (const input of Object.values(invocation.inputs)) {
      inputBytes += (await headStoredObject({ kind: input.kind, key: input.key }))?.size ?? 0;
    }
    if (driverFor(inputBytes) !== 'lambda') {
      throw new Error(
        `Its inputs (${inputBytes} bytes) are more than a Lambda module reads (${LAMBDA_MODULE_INPUT_BYTES}); the EMR Serverless driver is not deployed`,
      );
    }
    return runAlgorithmModule(invocation, s3Io, {
      invokedBy: { userId: task.userId, enterpriseId: task.enterpriseId },
    });
  };

/**
 * A project run's algorithm module through the step cache: the cached output when algorithm, parameters and inputs
 * are unchanged, else a run whose output becomes the module's cache entry. Answers the outputs and why they were
 * (or were not) reused.
 */
async function runCachedModule(
  task: RunModuleTask,
  run: () => Promise<Record<string, unknown>>,
): Promise<{ outputs: Record<string, unknown>; reuse: { reused: boolean; reason: ReuseReason } }> {
  const invocation = ModuleInvocationSchema.safeParse(task.module.parameters);
  const fingerprint = invocation.success ? await fingerprintOf(invocation.data) : undefined;
  if (!invocation.success || !fingerprint)
    return { outputs: await run(), reuse: { reused: false, reason: 'firstRun' } };
  const where = { projectId: task.projectId, moduleId: task.module.id };
  const cached = await reuseCachedOutput({ ...where, invocation: invocation.data, fingerprint });
  if ('result' in cached) return { outputs: { ...cached.result }, reuse: { reused: true, reason: 'unchanged' } };
  const outputs = await run();
  await rememberOutput({ ...where, runId: task.runId, fingerprint, result: outputs as unknown as ModuleResult });
  return { outputs, reuse: { reused: false, reason: cached.reason } };
}

/**
 * `runModule`: RUNNING, run, then SUCCEEDED with outputs (or FAILED and rethrow as `ModuleFailed`). A module of a
 * project run (started by `projectExecution`) goes through the step cache and each change is pushed to the owner.
 */
async function runModuleTask(task: RunModuleTask): Promise<RunModuleResult> {
  const { runId, projectId, module, index } = task;
  const projectRun = await getProjectRun(runId);
  const startedAt = Date.now();
  // A sweep's modules run once per value: they say which value, and never touch the step cache (one entry a module).
  const sweepIndex = projectRun?.sweep ? sweepValueIndexOf(index, sweepStrideOf(projectRun.sweep)) : undefined;
  const push = (frame: Omit<Parameters<typeof pushProjectRunFrame>[1], 'type' | 'projectId' | 'runId' | 'moduleId'>) =>
    projectRun
      ? pushProjectRunFrame(projectRun.userId, {
          type: 'projectRun',
          projectId,
          runId,
          moduleId: module.id,
          ...(sweepIndex !== undefined ? { sweepIndex } : {}),
          ...frame,
        })
      : Promise.resolve();
  await recordModuleStarted({
    runId,
    projectId,
    moduleId: module.id,
    index,
    moduleTypeCode: module.moduleType.code,
    now: startedAt,
  });
  await push({ status: 'RUNNING', at: startedAt });
  try {
    const run = () => runModule(module, headObject, runAlgorithmFor(task));
    const cacheable = projectRun && sweepIndex === undefined && typeof module.parameters.algorithmId === 'string';
    const { outputs, reuse } = cacheable
      ? await runCachedModule(task, run)
      : { outputs: await run(), reuse: undefined };
    const at = { runId, at: Date.now() };
    for (const model of trainedModels(outputs)) {
      await recordModel({
        ...model,
        ...trainingFacts(module, outputs, at),
        enterpriseId: task.enterpriseId,
        projectId,
        runId,
        moduleId: module.id,
        createdBy: task.userId,
        createdAt: at.at,
      });
    }
    const measured = measuredModel(module, outputs, at);
    // A model of another enterprise (a system model) is measured for this run only: its record stays as it is.
    if (measured) await recordModelEvaluation({ ...measured, enterpriseId: task.enterpriseId });
    const finishedAt = Date.now();
    await recordModuleFinished({ runId, index, status: 'SUCCEEDED', outputs, reuse, now: finishedAt });
    const summary = (outputs as Partial<ModuleResult>).summary;
    await push({
      status: 'SUCCEEDED',
      at: finishedAt,
      durationMs: finishedAt - startedAt,
      ...(reuse ? { reused: reuse.reused, reuseReason: reuse.reason } : {}),
      ...(typeof summary === 'string' ? { summary } : {}),
    });
    logger.info('Module succeeded', { runId, moduleId: module.id, index, reused: reuse?.reused });
    return { moduleId: module.id, status: 'SUCCEEDED', outputs };
  } catch (error) {
    const reason = (error as Error).message;
    const finishedAt = Date.now();
    await recordModuleFinished({ runId, index, status: 'FAILED', error: reason, now: finishedAt });
    await push({ status: 'FAILED', at: finishedAt, durationMs: finishedAt - startedAt, error: reason });
    logger.warn('Module failed', { runId, moduleId: module.id, index, reason });
    throw error instanceof ModuleFailedError ? error : new ModuleFailedError(reason);
  }
}

/** `finishRun`: records the run's final status and, on failure, the Map's error. */
async function finishRunTask(task: FinishRunTask): Promise<{ runId: string; status: FinishRunTask['status'] }> {
  await recordRunFinished({
    runId: task.runId,
    projectId: task.projectId,
    status: task.status,
    error: task.error ? { error: task.error.Error, cause: task.error.Cause } : undefined,
  });
  const projectRun = await getProjectRun(task.runId);
  if (projectRun) {
    const at = Date.now();
    await pushProjectRunFrame(projectRun.userId, {
      type: 'projectRun',
      projectId: task.projectId,
      runId: task.runId,
      status: task.status,
      at,
      durationMs: at - projectRun.startedAt,
      ...(task.error?.Cause ? { error: task.error.Cause } : {}),
    });
  }
  logger.info('Chain run finished', { runId: task.runId, status: task.status });
  return { runId: task.runId, status: task.status };
}

/**
 * The chain-runner task function (docs/pipeline.md), invoked by the state
 * machine of infra/definitions/chain-runner-definition.ts with
 * `{ action: 'runModule' | 'finishRun', ... }`.
 */
export const handler = async (event: unknown): Promise<unknown> => {
  const parsed = PipelineTaskSchema.safeParse(event);
  if (!parsed.success) {
    throw new InvalidTaskError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const task = parsed.data;
  return task.action === 'runModule' ? runModuleTask(task) : finishRunTask(task);
};
