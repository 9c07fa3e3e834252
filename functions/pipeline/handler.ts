import {
  PipelineTaskSchema,
  type FinishRunTask,
  type RunModuleResult,
  type RunModuleTask,
} from '../../shared/schemas/pipeline.js';
import { runAlgorithmModule, type ModuleIo } from '../domains/algorithms/index.js';
import {
  getStoredObjectText,
  headStoredObject,
  putStoredObjectText,
  recordModel,
  recordModelEvaluation,
  recordModuleFinished,
  recordModuleStarted,
  recordRunFinished,
} from '../domains/bigdata/index.js';
import { logger } from '../lib/logger.js';
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
/** The chain run's user runs its algorithm modules: they decide which user algorithms of the library it may use. */
const runAlgorithmFor =
  (task: RunModuleTask): RunAlgorithm =>
  (invocation) =>
    runAlgorithmModule(invocation, s3Io, { invokedBy: { userId: task.userId, enterpriseId: task.enterpriseId } });

/** `runModule`: RUNNING, run, then SUCCEEDED with outputs (or FAILED and rethrow as `ModuleFailed`). */
async function runModuleTask(task: RunModuleTask): Promise<RunModuleResult> {
  const { runId, projectId, module, index } = task;
  await recordModuleStarted({ runId, projectId, moduleId: module.id, index, moduleTypeCode: module.moduleType.code });
  try {
    const outputs = await runModule(module, headObject, runAlgorithmFor(task));
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
    await recordModuleFinished({ runId, index, status: 'SUCCEEDED', outputs });
    logger.info('Module succeeded', { runId, moduleId: module.id, index });
    return { moduleId: module.id, status: 'SUCCEEDED', outputs };
  } catch (error) {
    const reason = (error as Error).message;
    await recordModuleFinished({ runId, index, status: 'FAILED', error: reason });
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
