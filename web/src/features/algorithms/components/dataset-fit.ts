import type { AlgorithmParameter } from '@shared/schemas/algorithms.js';
import type { DatasetColumn } from '@shared/schemas/bigdata.js';

/** One check of a dataset against an algorithm's parameters: its verdict and what it found. */
export interface FitCheck {
  readonly id: 'datasetPort' | 'label' | 'numeric' | 'missing';
  readonly status: 'success' | 'warning' | 'error';
  /** Column names the verdict is about (the label, the numeric features, the columns with gaps). */
  readonly columns: readonly string[];
}

const NUMERIC = new Set(['integer', 'decimal']);

/**
 * Whether a dataset's inferred columns satisfy an algorithm's declared parameters (the `/algorithm/joint` screen):
 * the algorithm reads a dataset at all (a `DATASET_IN` port); a `label` parameter names a column (its default
 * when that is one, else the reader chooses among the columns); there are numeric columns to use as features
 * (mljs computes on numbers); and which columns have missing values (fill or drop them first).
 */
export function datasetFit(parameters: readonly AlgorithmParameter[], columns: readonly DatasetColumn[]): FitCheck[] {
  const names = columns.map((column) => column.name);
  const numeric = columns.filter((column) => NUMERIC.has(column.type)).map((column) => column.name);
  const gaps = columns.filter((column) => column.missing > 0).map((column) => column.name);
  const checks: FitCheck[] = [
    {
      id: 'datasetPort',
      status: parameters.some((parameter) => parameter.type === 'DATASET_IN') ? 'success' : 'error',
      columns: [],
    },
  ];
  const label = parameters.find((parameter) => parameter.name === 'label');
  if (label) {
    const named = label.defaultValue ?? label.value;
    checks.push(
      named && names.includes(named)
        ? { id: 'label', status: 'success', columns: [named] }
        : { id: 'label', status: names.length >= 2 ? 'warning' : 'error', columns: names },
    );
  }
  const features = numeric.filter((name) => name !== (label?.defaultValue ?? label?.value));
  checks.push({ id: 'numeric', status: features.length > 0 ? 'success' : 'error', columns: features });
  checks.push({ id: 'missing', status: gaps.length > 0 ? 'warning' : 'success', columns: gaps });
  return checks;
}
