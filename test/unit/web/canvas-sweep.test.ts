import { describe, expect, it } from 'vitest';
import {
  planSweep,
  rangeValues,
  sweepFigureNames,
  type SweepDraft,
} from '../../../web/src/features/bigdata/canvas/sweep.js';
import type { AlgorithmParameter } from '../../../web/src/features/bigdata/api/projects.js';

const depth = { name: 'maxDepth', type: 'integer', min: 1, max: 30 } as AlgorithmParameter;
const criterion = { name: 'criterion', type: 'enum', options: ['gini', 'entropy'] } as AlgorithmParameter;
const draft = (change: Partial<SweepDraft>): SweepDraft => ({
  mode: 'list',
  list: '',
  options: [],
  from: '',
  to: '',
  step: '1',
  ...change,
});

describe('the sweep form', () => {
  it('gives a range its ends and its step, rounded to the step decimals as the server does', () => {
    expect(rangeValues({ from: 1, to: 5, step: 2 })).toEqual([1, 3, 5]);
    expect(rangeValues({ from: 0.1, to: 0.5, step: 0.1 })).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(rangeValues({ from: 2, to: 1, step: 1 })).toEqual([]);
  });

  it('sends a list or a range of valid values, at most 20, and says why it cannot', () => {
    expect(planSweep(depth, draft({ list: '2, 3 4' }))).toEqual({ body: { values: [2, 3, 4] }, values: [2, 3, 4] });
    expect(planSweep(depth, draft({ mode: 'range', from: '2', to: '6', step: '2' }))).toEqual({
      body: { range: { from: 2, to: 6, step: 2 } },
      values: [2, 4, 6],
    });
    expect(planSweep(criterion, draft({ options: ['gini', 'entropy'] }))).toMatchObject({
      body: { values: ['gini', 'entropy'] },
    });
    expect(planSweep(depth, draft({ list: '' }))).toEqual({ issue: { code: 'noValues' } });
    expect(planSweep(depth, draft({ list: '2, 0' }))).toEqual({ issue: { code: 'invalidValue', value: '0' } });
    expect(planSweep(depth, draft({ mode: 'range', from: '1', to: '21', step: '1' }))).toEqual({
      issue: { code: 'tooMany' },
    });
    expect(planSweep(depth, draft({ mode: 'range', from: '5', to: '1' }))).toEqual({ issue: { code: 'toBelowFrom' } });
    expect(planSweep(depth, draft({ mode: 'range', from: '1', to: '3', step: '0' }))).toEqual({
      issue: { code: 'stepNotPositive' },
    });
    expect(planSweep(depth, draft({ mode: 'range', from: '', to: '3' }))).toEqual({
      issue: { code: 'notANumber', field: 'from' },
    });
  });

  it('shows the figures any value answered, the known ones first', () => {
    expect(
      sweepFigureNames([
        { metrics: { accuracy: 0.9, confusionMatrix: {} } },
        { metrics: { f1Macro: 0.8, r2: 0.5 } },
        {},
      ]),
    ).toEqual(['accuracy', 'r2', 'f1Macro']);
  });
});
