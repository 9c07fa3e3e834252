import {
  ModuleInvocationSchema,
  type ModuleInvocation,
  type ModuleModelSummary,
  type ModuleResult,
} from '../../shared/schemas/algorithm-modules.js';
import type { ModelEvaluation } from '../../shared/schemas/bigdata.js';
import { MODULE_TYPE, type ChainModule } from '../../shared/schemas/pipeline.js';

/**
 * The error a module throws to fail its chain. Its name is the Step
 * Functions error name (`ModuleFailed`): the Map fails, the Catch records the
 * run as FAILED and the modules after it never run.
 */
export class ModuleFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModuleFailed';
  }
}

/** The task input itself is malformed (a bug of the starter, not of the module); never retried. */
export class InvalidTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTask';
  }
}

/** Looks up a stored dataset or model object (injected so the module logic stays pure). */
export type HeadObject = (kind: 'dataset' | 'model', key: string) => Promise<{ size: number } | undefined>;

/** Runs a system algorithm module (the algorithms domain's runner with S3 io; injected like `HeadObject`). */
export type RunAlgorithm = (invocation: ModuleInvocation) => Promise<ModuleResult>;

/**
 * An algorithm module naming a system algorithm (`parameters.algorithmId`) carries the module contract's
 * invocation in its parameters (docs/algorithms.md "The module contract"): run it and answer its result.
 */
async function runSystemAlgorithm(module: ChainModule, runAlgorithm: RunAlgorithm | undefined) {
  const parsed = ModuleInvocationSchema.safeParse(module.parameters);
  if (!parsed.success) {
    throw new ModuleFailedError(
      `Module ${module.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  if (!runAlgorithm) throw new InvalidTaskError('No algorithm runner was given');
  try {
    return { ...(await runAlgorithm(parsed.data)) };
  } catch (error) {
    throw new ModuleFailedError(`Module ${module.id}: ${(error as Error).message}`);
  }
}

/** The models a system algorithm module's result says it wrote (each gets its model record), with their keys. */
export function trainedModels(outputs: Record<string, unknown>): (ModuleModelSummary & { key: string })[] {
  const ports = (outputs as Partial<ModuleResult>).outputs;
  if (!ports || typeof ports !== 'object') return [];
  // Only a system algorithm's result has model outputs; a proof algorithm may answer any shape.
  return Object.values(ports).flatMap((output) =>
    output && typeof output === 'object' && output.kind === 'model' && output.model
      ? [{ ...output.model, key: output.key }]
      : [],
  );
}

/** The object key a dataset or model module reads: `parameters.path`, else its `objectId`. */
function objectKey(module: ChainModule): string {
  const path = module.parameters.path ?? module.objectId;
  if (typeof path !== 'string' || path === '')
    throw new ModuleFailedError(`Module ${module.id} names no stored object`);
  return path;
}

/**
 * The proof algorithms: deterministic stand-ins kept for the chain runner's own tests; real algorithms are
 * the system algorithms (`parameters.algorithmId`).
 * `echo` returns its input parameters by name; `sum` adds the numeric ones.
 */
const algorithms: Record<string, (inputs: Record<string, unknown>) => Record<string, unknown>> = {
  echo: (inputs) => ({ ...inputs }),
  sum: (inputs) => ({
    sum: Object.values(inputs).reduce<number>(
      (total, value) => total + (typeof value === 'number' ? value : Number(value) || 0),
      0,
    ),
  }),
};

/** Runs one module and returns its outputs, or throws `ModuleFailedError`. */
export async function runModule(
  module: ChainModule,
  headObject: HeadObject,
  runAlgorithm?: RunAlgorithm,
): Promise<Record<string, unknown>> {
  switch (module.moduleType.code) {
    case MODULE_TYPE.dataset:
    case MODULE_TYPE.model: {
      const kind = module.moduleType.code === MODULE_TYPE.dataset ? 'dataset' : 'model';
      const key = objectKey(module);
      const stored = await headObject(kind, key);
      if (!stored) throw new ModuleFailedError(`The ${kind} object ${key} does not exist`);
      return { [kind === 'dataset' ? 'datasetPath' : 'modelPath']: key, size: stored.size };
    }
    case MODULE_TYPE.algorithm: {
      if (typeof module.parameters.algorithmId === 'string') return runSystemAlgorithm(module, runAlgorithm);
      if (module.parameters.fail === true) throw new ModuleFailedError(`Module ${module.id} was asked to fail`);
      const algorithmName = String(module.parameters.algorithm ?? module.name ?? '');
      const algorithm = algorithms[algorithmName];
      if (!algorithm) throw new ModuleFailedError(`Unknown algorithm "${algorithmName}"`);
      const inputs = Object.fromEntries(module.inputParams.map((param) => [param.name, param.value]));
      return algorithm(inputs);
    }
    default:
      throw new ModuleFailedError(`Unknown module type ${module.moduleType.code}`);
  }
}

/** The evaluation figures, by name, that a module's metrics may carry (sys-evaluate's, k-means' own). */
const FIGURES = ['accuracy', 'perClass', 'confusionMatrix', 'r2', 'rmse', 'mae', 'inertia', 'silhouette'] as const;

/** The figures among a module's metrics that measure a model, or undefined when it answered none. */
export function evaluationFigures(metrics: unknown): Omit<ModelEvaluation, 'at'> | undefined {
  if (!metrics || typeof metrics !== 'object') return undefined;
  const figures = Object.fromEntries(
    FIGURES.flatMap((name) => (name in metrics ? [[name, (metrics as Record<string, unknown>)[name]]] : [])),
  );
  return Object.keys(figures).length > 0 ? figures : undefined;
}

/** The key of the first input of `kind` a system algorithm module read. */
const inputKey = (module: ChainModule, kind: 'dataset' | 'model') => {
  const parsed = ModuleInvocationSchema.safeParse(module.parameters);
  return parsed.success ? Object.values(parsed.data.inputs).find((input) => input.kind === kind)?.key : undefined;
};

/**
 * What a model record keeps of the module that trained it: the training dataset and its rows, and the figures the
 * module measured on it (k-means' inertia and silhouette), as of `at`.
 */
export function trainingFacts(
  module: ChainModule,
  outputs: Record<string, unknown>,
  at: { runId: string; at: number },
): { trainingDataset?: string; trainingRows?: number; evaluation?: ModelEvaluation } {
  const dataset = inputKey(module, 'dataset');
  const metrics = (outputs as Partial<ModuleResult>).metrics;
  const rows = metrics?.trainingRows;
  const figures = evaluationFigures(metrics);
  return {
    ...(dataset ? { trainingDataset: dataset } : {}),
    ...(typeof rows === 'number' ? { trainingRows: rows } : {}),
    ...(figures ? { evaluation: { ...figures, ...at, ...(dataset ? { dataset } : {}) } } : {}),
  };
}

/**
 * A module that read a model and answered figures but wrote no model measured that model (the evaluate module):
 * the model's key and its evaluation, or undefined.
 */
export function measuredModel(
  module: ChainModule,
  outputs: Record<string, unknown>,
  at: { runId: string; at: number },
): { key: string; evaluation: ModelEvaluation } | undefined {
  const key = inputKey(module, 'model');
  const figures = evaluationFigures((outputs as Partial<ModuleResult>).metrics);
  if (!key || !figures || trainedModels(outputs).length > 0) return undefined;
  const dataset = inputKey(module, 'dataset');
  return { key, evaluation: { ...figures, ...at, ...(dataset ? { dataset } : {}) } };
}
