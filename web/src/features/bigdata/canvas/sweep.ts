import { parameterValueIssue } from '@shared/constants/algorithm-rules.js';
import { SWEEP_LIMITS, type Sweep } from '@shared/schemas/bigdata-runs.js';
import type { AlgorithmParameter } from '../api/projects.js';

/*
 * The parameter sweep's form (docs/bigdata.md "Parameter sweep"): which parameters can be swept, the values a list or
 * a range gives (as the server counts and rounds them), and the figures a sweep's table shows.
 */

/** Whether a parameter can be swept: a number (a list or a range) or an enum (a choice of its options). */
export const isSweepable = (parameter: AlgorithmParameter) =>
  parameter.type === 'integer' || parameter.type === 'decimal' || parameter.type === 'enum';

/**
 * The values of a range from `from` to `to` by `step`, both ends included, rounded to the step's decimals (so 0.1
 * steps give 0.3, not 0.30000000000000004): the server's own count and rounding, so the form shows what will run.
 */
export function rangeValues(range: { from: number; to: number; step: number }): number[] {
  const { from, to, step } = range;
  if (!(step > 0) || to < from) return [];
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Array.from({ length: count }, (_, i) => Number((from + i * step).toFixed(decimals)));
}

/** What the form holds: a list (typed, or the chosen options of an enum) or a range. */
export interface SweepDraft {
  readonly mode: 'list' | 'range';
  /** The typed list, values separated by commas or spaces. */
  readonly list: string;
  /** An enum's chosen options. */
  readonly options: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly step: string;
}

/** Why a draft cannot be sent (each a message of the form). */
export type SweepIssue =
  | { code: 'noValues' }
  | { code: 'tooMany' }
  | { code: 'notANumber'; field: 'from' | 'to' | 'step' }
  | { code: 'stepNotPositive' }
  | { code: 'toBelowFrom' }
  | { code: 'invalidValue'; value: string };

/** A draft as the request's values or range, with the values it gives, or the first reason it cannot be sent. */
export type SweepPlan =
  | { readonly body: Pick<Sweep, 'values' | 'range'>; readonly values: readonly (string | number)[] }
  | { readonly issue: SweepIssue };

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The draft of a sweep of `parameter` as the request's `values` or `range`: every value valid for the parameter's
 * type and range, at least one and at most `SWEEP_LIMITS.values`.
 */
export function planSweep(parameter: AlgorithmParameter, draft: SweepDraft): SweepPlan {
  let body: Pick<Sweep, 'values' | 'range'>;
  let values: (string | number)[];
  if (parameter.type === 'enum') {
    values = [...draft.options];
    body = { values };
  } else if (draft.mode === 'list') {
    const texts = draft.list.split(/[\s,，]+/).filter((text) => text !== '');
    const invalid = texts.find((text) => parameterValueIssue(parameter, text) !== undefined);
    if (invalid !== undefined) return { issue: { code: 'invalidValue', value: invalid } };
    values = texts.map(Number);
    body = { values };
  } else {
    const range = { from: numberOf(draft.from), to: numberOf(draft.to), step: numberOf(draft.step) };
    for (const field of ['from', 'to', 'step'] as const) {
      if (!Number.isFinite(range[field])) return { issue: { code: 'notANumber', field } };
    }
    if (range.step <= 0) return { issue: { code: 'stepNotPositive' } };
    if (range.to < range.from) return { issue: { code: 'toBelowFrom' } };
    values = rangeValues(range);
    // A long range is refused for its length before its values are checked one by one.
    if (values.length > SWEEP_LIMITS.values) return { issue: { code: 'tooMany' } };
    const invalid = values.find((value) => parameterValueIssue(parameter, String(value)) !== undefined);
    if (invalid !== undefined) return { issue: { code: 'invalidValue', value: String(invalid) } };
    body = { range };
  }
  if (values.length === 0) return { issue: { code: 'noValues' } };
  if (values.length > SWEEP_LIMITS.values) return { issue: { code: 'tooMany' } };
  return { body, values };
}

/** The figures an evaluation answers, in the order the sweep's table shows them. */
const FIGURES = ['accuracy', 'r2', 'rmse', 'mae', 'silhouette', 'inertia'];

/** The figures any value of a sweep answered (the table's columns): the known ones first, then the other numbers. */
export function sweepFigureNames(results: readonly { metrics?: Record<string, unknown> }[]): string[] {
  const numeric = new Set(
    results.flatMap((result) =>
      Object.entries(result.metrics ?? {})
        .filter(([, value]) => typeof value === 'number')
        .map(([name]) => name),
    ),
  );
  return [
    ...FIGURES.filter((name) => numeric.has(name)),
    ...[...numeric].filter((name) => !FIGURES.includes(name)).sort(),
  ];
}
