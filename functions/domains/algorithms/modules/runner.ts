import type { ModuleInvocation, ModuleOutput, ModuleResult } from '../../../../shared/schemas/algorithm-modules.js';
import { checkedParameters, readInput, type RunModuleOptions } from './contract.js';
import { systemAlgorithms } from './registry.js';
import { parseCsv, toCsv } from './table.js';
import type { AlgorithmRecord } from '../data/algorithm.js';
import { ModuleInputError, type ModuleIo, type StoredModel } from './types.js';
import { declared, runUserAlgorithm } from './user-algorithms.js';

/**
 * Runs one algorithm module (docs/algorithms.md "The module contract"): a system algorithm, or else a user algorithm
 * of the library in the sandbox (`runUserAlgorithm`). Checks the parameters against their types and ranges and the
 * input ports against the declaration, then runs the algorithm with datasets and models read and written through
 * `io`. Throws `ModuleInputError` with a message naming the parameter, port or column at fault.
 */
export async function runAlgorithmModule(
  invocation: ModuleInvocation,
  io: ModuleIo,
  options: RunModuleOptions = {},
): Promise<ModuleResult> {
  const algorithm = systemAlgorithms.get(invocation.algorithmId);
  if (!algorithm) {
    // `sys-` ids are the system algorithms' own; the library's algorithms have generated ids.
    if (invocation.algorithmId.startsWith('sys-')) {
      throw new ModuleInputError(`Unknown algorithm "${invocation.algorithmId}"`);
    }
    return runUserAlgorithm(invocation, io, options);
  }
  const params = checkedParameters(algorithm.parameters, invocation);
  const outputs: Record<string, ModuleOutput> = {};
  const result = await algorithm.run({
    params,
    readDataset: async (port) => parseCsv(await readInput(invocation, io, port, 'dataset')),
    readModel: async (port) => {
      const body = await readInput(invocation, io, port, 'model');
      try {
        return JSON.parse(body) as StoredModel;
      } catch {
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

/**
 * The ordinary parameter values a module runs with: the given ones converted to their types and the algorithm's
 * defaults filled in (`checkedParameters`), so a default given explicitly and one left out are the same values (the
 * step cache hashes these, docs/bigdata.md "The step cache"). The declaration is a system algorithm's own, else the
 * library record's (`record`, a user algorithm). Without a declaration, or with values the checks refuse, answers the
 * parameters as given: such a module fails when it runs and its output is never cached.
 */
export function effectiveParameters(
  invocation: ModuleInvocation,
  record: AlgorithmRecord | undefined,
): Readonly<Record<string, unknown>> {
  const declaration = systemAlgorithms.get(invocation.algorithmId)?.parameters ?? record?.parameters.map(declared);
  if (!declaration) return invocation.parameters;
  try {
    return checkedParameters(declaration, invocation);
  } catch (error) {
    if (error instanceof ModuleInputError) return invocation.parameters;
    throw error;
  }
}
