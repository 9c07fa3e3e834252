import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datasetFit } from '../../../web/src/features/algorithms/components/dataset-fit.js';
import { KNOWN_RESULTS } from '../../../web/src/features/algorithms/components/known-results.js';

const column = (name: string, type: 'integer' | 'decimal' | 'string', missing = 0) => ({
  name,
  type,
  count: 10 - missing,
  missing,
});

describe('datasetFit', () => {
  const classifier = [
    { name: 'dataset', type: 'DATASET_IN' as const },
    { name: 'label', type: 'string' as const },
    { name: 'features', type: 'string' as const },
  ];

  it('passes iris-like data: a dataset port, a label to choose, numeric features, no gaps', () => {
    const checks = datasetFit(classifier, [column('sepal', 'decimal'), column('species', 'string')]);
    expect(checks.map((check) => [check.id, check.status])).toEqual([
      ['datasetPort', 'success'],
      ['label', 'warning'],
      ['numeric', 'success'],
      ['missing', 'success'],
    ]);
  });

  it('takes a label default that names a column, and never counts the label as a feature', () => {
    const withDefault = classifier.map((p) => (p.name === 'label' ? { ...p, defaultValue: 'y' } : p));
    const checks = datasetFit(withDefault, [column('y', 'integer'), column('note', 'string', 2)]);
    expect(checks).toEqual([
      { id: 'datasetPort', status: 'success', columns: [] },
      { id: 'label', status: 'success', columns: ['y'] },
      { id: 'numeric', status: 'error', columns: [] },
      { id: 'missing', status: 'warning', columns: ['note'] },
    ]);
  });

  it('refuses an algorithm without a dataset port and a one-column dataset for a label', () => {
    const checks = datasetFit([{ name: 'label', type: 'string' }], [column('x', 'decimal')]);
    expect(checks.find((check) => check.id === 'datasetPort')?.status).toBe('error');
    expect(checks.find((check) => check.id === 'label')?.status).toBe('error');
  });
});

it('names, for each known result of /algorithm/poc, a test that exists', () => {
  for (const result of KNOWN_RESULTS) {
    const [file, ...names] = result.source.split(' › ');
    const text = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
    const name = names.at(-1)!.replace(result.algorithmId, '%s');
    expect(text.includes(name) || text.includes(names.at(-1)!), result.source).toBe(true);
  }
});
