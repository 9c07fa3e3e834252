import { describe, expect, it } from 'vitest';
import { setAssignments } from '../../../../../functions/lib/data/assignments.js';

describe('setAssignments', () => {
  it('assigns every field through a name and a value placeholder, reserved words included', () => {
    expect(setAssignments({ name: 'Edge', status: { id: '2' } })).toEqual({
      expression: '#f0 = :f0, #f1 = :f1',
      names: { '#f0': 'name', '#f1': 'status' },
      values: { ':f0': 'Edge', ':f1': { id: '2' } },
    });
  });

  it('keeps two sets of placeholders apart by their prefix', () => {
    const first = setAssignments({ a: 1 });
    const second = setAssignments({ a: 2 }, 'g');
    expect(second).toEqual({ expression: '#g0 = :g0', names: { '#g0': 'a' }, values: { ':g0': 2 } });
    expect(Object.keys(second.values).some((key) => key in first.values)).toBe(false);
  });
});
