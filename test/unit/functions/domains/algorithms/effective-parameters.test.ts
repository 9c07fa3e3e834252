import { describe, expect, it } from 'vitest';
import type { AlgorithmRecord } from '../../../../../functions/domains/algorithms/data/algorithm.js';
import { effectiveParameters } from '../../../../../functions/domains/algorithms/modules/runner.js';
import { ModuleInvocationSchema } from '../../../../../shared/schemas/algorithm-modules.js';

const invocation = (algorithmId: string, parameters: Record<string, unknown>) =>
  ModuleInvocationSchema.parse({ algorithmId, parameters, inputs: { dataset: { kind: 'dataset', key: 'd.csv' } } });

describe('effectiveParameters (what the step cache hashes)', () => {
  it('a system algorithm: an explicit default, the same as text, and an omitted one are the same values', () => {
    const omitted = effectiveParameters(invocation('sys-decision-tree', { label: 'y' }), undefined);
    expect(omitted).toMatchObject({ label: 'y', maxDepth: 5 });
    expect(effectiveParameters(invocation('sys-decision-tree', { label: 'y', maxDepth: 5 }), undefined)).toEqual(
      omitted,
    );
    expect(effectiveParameters(invocation('sys-decision-tree', { label: 'y', maxDepth: '5' }), undefined)).toEqual(
      omitted,
    );
    expect(effectiveParameters(invocation('sys-decision-tree', { label: 'y', maxDepth: 6 }), undefined)).not.toEqual(
      omitted,
    );
  });

  it("a user algorithm takes its library record's defaults; refused values are answered as given", () => {
    const record = {
      id: 'alg-1',
      parameters: [{ name: 'k', type: 'integer', defaultValue: 3, description: '' }],
    } as unknown as AlgorithmRecord;
    expect(effectiveParameters(invocation('alg-1', {}), record)).toEqual({ k: 3 });
    expect(effectiveParameters(invocation('alg-1', { k: 3 }), record)).toEqual({ k: 3 });
    expect(effectiveParameters(invocation('alg-1', { k: 'many' }), record)).toEqual({ k: 'many' });
    expect(effectiveParameters(invocation('alg-unknown', { k: 1 }), undefined)).toEqual({ k: 1 });
  });
});
