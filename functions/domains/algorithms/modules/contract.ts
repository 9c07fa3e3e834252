import type { AlgorithmParameter, ModuleInvocation } from '../../../../shared/schemas/algorithm-modules.js';
import type { SandboxOptions } from './sandbox.js';
import { ModuleInputError, type ModuleIo, type ParameterValues } from './types.js';

/** The parameter types that are ports: objects read or written, not values (the checks system and user algorithms share). */
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
 * The parameter values of an invocation checked against the declared parameters: ordinary values converted, defaulted
 * and range-checked, input ports given (when required) and of their kind. Throws `ModuleInputError` naming the
 * parameter or port.
 */
export function checkedParameters(
  declared: readonly AlgorithmParameter[],
  invocation: ModuleInvocation,
): ParameterValues {
  const params: ParameterValues = {};
  for (const parameter of declared) {
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
  return params;
}

/** Reads an input port's object through `io`; throws when it is not given or does not exist. */
export async function readInput(
  invocation: ModuleInvocation,
  io: ModuleIo,
  port: string,
  kind: 'dataset' | 'model',
): Promise<string> {
  const input = invocation.inputs[port];
  if (!input) throw new ModuleInputError(`Input ${port}: a ${kind} is required`);
  const body = await io.read(kind, input.key);
  if (body === undefined) throw new ModuleInputError(`Input ${port}: the ${kind} object ${input.key} does not exist`);
  return body;
}

/** Who runs a module (the chain run's user and enterprise): decides which user algorithms it may use. */
export interface ModuleInvoker {
  readonly userId: string;
  readonly enterpriseId: string;
}

/** How a module runs besides its invocation. */
export interface RunModuleOptions {
  /** The chain run's user; without one only online user algorithms run. */
  readonly invokedBy?: ModuleInvoker;
  /** Lower sandbox limits (tests). */
  readonly sandbox?: SandboxOptions;
}
