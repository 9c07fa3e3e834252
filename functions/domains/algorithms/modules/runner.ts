import type {
  AlgorithmParameter,
  ModuleInvocation,
  ModuleOutput,
  ModuleResult,
} from '../../../../shared/schemas/algorithm-modules.js';
import { systemAlgorithms } from './registry.js';
import { parseCsv, toCsv } from './table.js';
import { ModuleInputError, type ModuleIo, type ParameterValues, type StoredModel } from './types.js';

const PORT_TYPES = new Set(['DATASET_IN', 'MODEL_IN', 'DATASET_OUT', 'MODEL_OUT']);

/** One parameter's value converted to its type and checked against its range or options; throws naming it. */
function parameterValue(parameter: AlgorithmParameter, given: unknown): string | number | boolean | undefined {
  const value = given === undefined || given === null || given === '' ? parameter.defaultValue : given;
  const fail = (why: string): never => {
    throw new ModuleInputError(`Parameter ${parameter.name}: ${why}`);
  };
  if (value === undefined) return parameter.required ? fail('is required') : undefined;
  switch (parameter.type) {
    case 'integer':
    case 'decimal': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      if (!Number.isFinite(number)) return fail(`"${String(value)}" is not a number`);
      if (parameter.type === 'integer' && !Number.isInteger(number)) return fail(`${number} is not an integer`);
      if (parameter.min !== undefined && number < parameter.min) return fail(`must be at least ${parameter.min}`);
      if (parameter.max !== undefined && number > parameter.max) return fail(`must be at most ${parameter.max}`);
      return number;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return fail('must be true or false');
    case 'enum':
      return parameter.options?.includes(String(value))
        ? String(value)
        : fail(`must be one of ${parameter.options?.join(', ')}`);
    default:
      return String(value);
  }
}

/**
 * Runs one system algorithm module (docs/algorithms.md "The module contract"): checks the parameters against
 * their types and ranges and the input ports against the declaration, then runs the algorithm with datasets and
 * models read and written through `io`. Throws `ModuleInputError` with a message naming the parameter, port or
 * column at fault.
 */
export async function runAlgorithmModule(invocation: ModuleInvocation, io: ModuleIo): Promise<ModuleResult> {
  const algorithm = systemAlgorithms.get(invocation.algorithmId);
  if (!algorithm) throw new ModuleInputError(`Unknown algorithm "${invocation.algorithmId}"`);
  const params: ParameterValues = {};
  for (const parameter of algorithm.parameters) {
    if (PORT_TYPES.has(parameter.type)) {
      const input = invocation.inputs[parameter.name];
      const kind = parameter.type === 'DATASET_IN' ? 'dataset' : 'model';
      if (parameter.type.endsWith('_IN')) {
        if (!input && parameter.required) throw new ModuleInputError(`Input ${parameter.name}: a ${kind} is required`);
        if (input && input.kind !== kind) throw new ModuleInputError(`Input ${parameter.name}: expects a ${kind}`);
      }
      continue;
    }
    params[parameter.name] = parameterValue(parameter, invocation.parameters[parameter.name]);
  }
  const outputs: Record<string, ModuleOutput> = {};
  const read = async (port: string, kind: 'dataset' | 'model') => {
    const input = invocation.inputs[port];
    if (!input) throw new ModuleInputError(`Input ${port}: a ${kind} is required`);
    const body = await io.read(kind, input.key);
    if (body === undefined) throw new ModuleInputError(`Input ${port}: the ${kind} object ${input.key} does not exist`);
    return body;
  };
  const result = await algorithm.run({
    params,
    readDataset: async (port) => parseCsv(await read(port, 'dataset')),
    readModel: async (port) => {
      try {
        return JSON.parse(await read(port, 'model')) as StoredModel;
      } catch (error) {
        if (error instanceof ModuleInputError) throw error;
        throw new ModuleInputError(`Input ${port}: the model is not JSON`);
      }
    },
    writeDataset: async (port, table) => {
      const key = invocation.outputs[port];
      if (!key) return;
      await io.write('dataset', key, toCsv(table), 'text/csv');
      outputs[port] = { kind: 'dataset', key, rows: table.rows.length, columns: table.columns.length };
    },
    writeModel: async (port, model) => {
      const key = invocation.outputs[port];
      if (!key) return;
      await io.write('model', key, JSON.stringify(model), 'application/json');
      const { algorithmId, task, features, label, classes } = model;
      outputs[port] = { kind: 'model', key, model: { algorithmId, task, features, label, classes } };
    },
  });
  return { outputs, ...(result.metrics ? { metrics: result.metrics } : {}), summary: result.summary };
}
