import { noRuntimeMessage } from '../../../../shared/constants/algorithm-rules.js';
import type {
  AlgorithmParameter,
  ModuleInvocation,
  ModuleOutput,
  ModuleResult,
} from '../../../../shared/schemas/algorithm-modules.js';
import type { AlgorithmParameter as LibraryParameter } from '../../../../shared/schemas/algorithms.js';
import type { AlgorithmRecord } from '../data/algorithm.js';
import { checkedParameters, readInput, type RunModuleOptions } from './contract.js';
import { parseCsv, toCsv } from './table.js';
import { ModuleInputError, type Cell, type ModuleIo, type Table } from './types.js';

/** The largest script the runner loads: a user algorithm is one self-contained file, not a bundle of libraries. */
const SCRIPT_CHARS = 2 * 1024 * 1024;

/** The longest summary kept in the run's record. */
const SUMMARY_CHARS = 500;

const MODEL_TASKS = new Set(['classification', 'regression', 'clustering']);

/** A library parameter as the module contract declares it: its default (else its value) as text, inputs required. */
export const declared = (parameter: LibraryParameter): AlgorithmParameter => {
  const fallback = parameter.defaultValue ?? parameter.value;
  return {
    name: parameter.name,
    type: parameter.type,
    description: parameter.description ?? '',
    ...(fallback !== undefined && fallback !== '' ? { defaultValue: fallback } : {}),
    ...(parameter.min !== undefined ? { min: parameter.min } : {}),
    ...(parameter.max !== undefined ? { max: parameter.max } : {}),
    ...(parameter.options ? { options: parameter.options } : {}),
    // A script reads every input it declares: a missing one is named here rather than failing inside the script.
    ...(parameter.type === 'DATASET_IN' || parameter.type === 'MODEL_IN' ? { required: true } : {}),
  };
};

/**
 * The library's record and access rule, loaded on the first user algorithm: the system algorithms (their unit tests,
 * the benchmark) then run without the table's configuration, which the data module reads when it loads.
 */
const library = async () => {
  const [{ getAlgorithmRecord }, { isUsableBy }] = await Promise.all([
    import('../data/algorithm.js'),
    import('../access.js'),
  ]);
  return { getAlgorithmRecord, isUsableBy };
};

/** The user algorithm `invocation` names, when `options.invokedBy` may run it (never telling a stranger why not). */
async function usableAlgorithm(invocation: ModuleInvocation, options: RunModuleOptions): Promise<AlgorithmRecord> {
  const { getAlgorithmRecord, isUsableBy } = await library();
  const record = await getAlgorithmRecord(invocation.algorithmId);
  if (!record) throw new ModuleInputError(`Unknown algorithm "${invocation.algorithmId}"`);
  // Without an invoker only an online algorithm runs; the author runs their own while it waits for review.
  if (!isUsableBy(record, options.invokedBy?.userId ?? '')) {
    throw new ModuleInputError(`Algorithm ${invocation.algorithmId} is not available to you`);
  }
  const noRuntime = noRuntimeMessage(record.typeCode);
  if (noRuntime) throw new ModuleInputError(noRuntime);
  if (!record.algorithmFileId) throw new ModuleInputError(`Algorithm ${invocation.algorithmId} has no file`);
  return record;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A returned table checked cell by cell: columns are distinct texts, cells numbers, texts or null. */
function checkedTable(port: string, value: unknown): Table {
  const fail = (why: string): never => {
    throw new ModuleInputError(`Output ${port}: ${why}`);
  };
  if (!isPlainObject(value)) return fail('a dataset must be { columns, rows }');
  const { columns, rows } = value;
  if (!Array.isArray(columns) || !columns.every((column) => typeof column === 'string')) {
    return fail('columns must be an array of texts');
  }
  if (new Set(columns).size !== columns.length) return fail('columns must not repeat');
  if (!Array.isArray(rows)) return fail('rows must be an array of objects');
  const checked = rows.map((row, index) => {
    if (!isPlainObject(row)) return fail(`row ${index + 1} is not an object`);
    return Object.fromEntries(
      (columns as string[]).map((column): [string, Cell] => {
        const cell = row[column];
        if (cell === undefined || cell === null) return [column, null];
        if (typeof cell === 'number' || typeof cell === 'string') return [column, cell];
        return fail(`row ${index + 1}, column ${column}: a cell must be a number, a text or null`);
      }),
    );
  });
  return { columns: columns as string[], rows: checked };
}

/** The model summary of a returned model that has the shape of the library's models (so it gets a model record). */
function modelSummary(record: AlgorithmRecord, model: unknown): ModuleOutput['model'] {
  if (!isPlainObject(model) || typeof model.task !== 'string' || !MODEL_TASKS.has(model.task)) return undefined;
  const texts = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (!texts(model.features)) return undefined;
  return {
    algorithmId: record.id,
    task: model.task as 'classification' | 'regression' | 'clustering',
    features: model.features,
    ...(typeof model.label === 'string' ? { label: model.label } : {}),
    ...(texts(model.classes) ? { classes: model.classes } : {}),
  };
}

/** The object of output `port` of `kind`, checked against the algorithm's declared outputs. */
function declaredOutput(record: AlgorithmRecord, port: string, kind: 'dataset' | 'model'): void {
  const type = kind === 'dataset' ? 'DATASET_OUT' : 'MODEL_OUT';
  if (!record.parameters.some((parameter) => parameter.name === port && parameter.type === type)) {
    throw new ModuleInputError(`Output ${port}: the algorithm declares no ${kind} output ${port}`);
  }
}

/**
 * Runs a user algorithm of the library (docs/algorithms.md "User algorithms in a sandbox"): one the invoker may use,
 * in a language with a runtime (JavaScript), its parameters and input ports checked against its declaration like a
 * system algorithm's. Its script (the `algorithmFileId` object of the datasets bucket) runs in the sandbox with
 * `{ params, datasets, models }`; the returned tables and models are checked against the declared outputs and written
 * through `io` to the ports the invocation wired. Every failure throws `ModuleInputError`.
 */
export async function runUserAlgorithm(
  invocation: ModuleInvocation,
  io: ModuleIo,
  options: RunModuleOptions,
): Promise<ModuleResult> {
  const record = await usableAlgorithm(invocation, options);
  const parameters = record.parameters.map(declared);
  const params = checkedParameters(parameters, invocation);
  const script = await io.read('dataset', record.algorithmFileId);
  if (script === undefined) throw new ModuleInputError(`The algorithm file ${record.algorithmFileId} does not exist`);
  if (script.length > SCRIPT_CHARS) {
    throw new ModuleInputError(`The algorithm file is larger than ${SCRIPT_CHARS / (1024 * 1024)} MiB`);
  }
  const datasets: Record<string, Table> = {};
  const models: Record<string, unknown> = {};
  for (const parameter of parameters) {
    if (parameter.type === 'DATASET_IN') {
      datasets[parameter.name] = parseCsv(await readInput(invocation, io, parameter.name, 'dataset'));
    } else if (parameter.type === 'MODEL_IN') {
      const body = await readInput(invocation, io, parameter.name, 'model');
      try {
        models[parameter.name] = JSON.parse(body);
      } catch {
        throw new ModuleInputError(`Input ${parameter.name}: the model is not JSON`);
      }
    }
  }
  // The sandbox (QuickJS with its WebAssembly inlined, most of the pipeline bundle) loads with the first user
  // algorithm, not at the cold start of a chain of system algorithms.
  const { runInSandbox } = await import('./sandbox.js');
  const { output, log } = await runInSandbox(script, { params, datasets, models }, options.sandbox);
  if (!isPlainObject(output)) throw new ModuleInputError('run(input) must return an object');
  const returned = {
    datasets: output.datasets ?? {},
    models: output.models ?? {},
  };
  if (!isPlainObject(returned.datasets) || !isPlainObject(returned.models)) {
    throw new ModuleInputError('run(input) must return datasets and models as objects by port');
  }
  if (output.metrics !== undefined && !isPlainObject(output.metrics)) {
    throw new ModuleInputError('run(input) must return metrics as an object');
  }
  // Every returned output is checked before anything is written, so a bad one writes nothing.
  const tables = Object.entries(returned.datasets).map(([port, value]) => {
    declaredOutput(record, port, 'dataset');
    return [port, checkedTable(port, value)] as const;
  });
  const returnedModels = Object.entries(returned.models).map(([port, value]) => {
    declaredOutput(record, port, 'model');
    return [port, value] as const;
  });
  const outputs: Record<string, ModuleOutput> = {};
  for (const [port, table] of tables) {
    const key = invocation.outputs[port];
    if (!key) continue;
    await io.write('dataset', key, toCsv(table), 'text/csv');
    outputs[port] = { kind: 'dataset', key, rows: table.rows.length, columns: table.columns.length };
  }
  for (const [port, model] of returnedModels) {
    const key = invocation.outputs[port];
    if (!key) continue;
    await io.write('model', key, JSON.stringify(model), 'application/json');
    const summary = modelSummary(record, model);
    outputs[port] = { kind: 'model', key, ...(summary ? { model: summary } : {}) };
  }
  const summary = typeof output.summary === 'string' ? output.summary.slice(0, SUMMARY_CHARS) : `Ran ${record.name}`;
  return {
    outputs,
    ...(output.metrics ? { metrics: output.metrics as Record<string, unknown> } : {}),
    summary,
    ...(log.length > 0 ? { log } : {}),
  };
}
