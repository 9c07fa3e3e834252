import { describe, expect, it } from 'vitest';
import { addDays, expiryStep, firstDueAt } from '../../../../../functions/domains/deployments/periods.js';

const endsAt = '2026-06-30T04:00:00.000Z';

describe('a purchase’s looks by the watch', () => {
  it('first looks 7 days before the end, or at once when that day has passed', () => {
    expect(firstDueAt(endsAt, '2026-01-01T00:00:00.000Z')).toBe('2026-06-23T04:00:00.000Z');
    expect(firstDueAt(endsAt, '2026-06-25T00:00:00.000Z')).toBe('2026-06-25T00:00:00.000Z');
  });

  it('waits, warns 7 days and 1 day ahead, then ends — each step naming the next look', () => {
    expect(expiryStep(endsAt, '2026-06-01T00:00:00.000Z')).toEqual({ kind: 'wait', nextDueAt: addDays(endsAt, -7) });
    expect(expiryStep(endsAt, addDays(endsAt, -7))).toEqual({ kind: 'warn', days: 7, nextDueAt: addDays(endsAt, -1) });
    expect(expiryStep(endsAt, addDays(endsAt, -3))).toEqual({ kind: 'warn', days: 7, nextDueAt: addDays(endsAt, -1) });
    expect(expiryStep(endsAt, addDays(endsAt, -1))).toEqual({ kind: 'warn', days: 1, nextDueAt: endsAt });
    expect(expiryStep(endsAt, endsAt)).toEqual({ kind: 'end' });
    expect(expiryStep(endsAt, addDays(endsAt, 2))).toEqual({ kind: 'end' });
  });
});
