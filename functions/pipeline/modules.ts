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

/** The object key a dataset or model module reads: `parameters.path`, else its `objectId`. */
function objectKey(module: ChainModule): string {
  const path = module.parameters.path ?? module.objectId;
  if (typeof path !== 'string' || path === '')
    throw new ModuleFailedError(`Module ${module.id} names no stored object`);
  return path;
}

/**
 * The proof algorithms: deterministic stand-ins until real algorithms run.
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
export async function runModule(module: ChainModule, headObject: HeadObject): Promise<Record<string, unknown>> {
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
