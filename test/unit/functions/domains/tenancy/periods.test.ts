import { describe, expect, it } from 'vitest';
import { addMonths, firstLookAt, renewalStep } from '../../../../../functions/domains/tenancy/periods.js';

describe('the tenancy calendar', () => {
  it('adds calendar months, keeping the day or taking the shorter month’s last', () => {
    expect(addMonths('2026-01-15T08:00:00.000Z', 1)).toBe('2026-02-15T08:00:00.000Z');
    expect(addMonths('2026-01-31T08:00:00.000Z', 1)).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths('2026-11-30T00:00:00.000Z', 3)).toBe('2027-02-28T00:00:00.000Z');
  });

  it('first looks at a space 7 days before its end, or at once when that has passed', () => {
    expect(firstLookAt('2026-03-10T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe('2026-03-03T00:00:00.000Z');
    expect(firstLookAt('2026-03-10T00:00:00.000Z', '2026-03-08T00:00:00.000Z')).toBe('2026-03-08T00:00:00.000Z');
  });

  it('warns 7 days ahead (next look 1 day ahead), then 1 day ahead (next look at the end), then expires', () => {
    const end = '2026-03-10T00:00:00.000Z';
    expect(renewalStep(end, '2026-03-03T00:01:00.000Z')).toEqual({
      action: 'warn',
      threshold: 7,
      daysLeft: 7,
      nextDueAt: '2026-03-09T00:00:00.000Z',
    });
    expect(renewalStep(end, '2026-03-09T12:00:00.000Z')).toEqual({
      action: 'warn',
      threshold: 1,
      daysLeft: 1,
      nextDueAt: end,
    });
    expect(renewalStep(end, end)).toEqual({ action: 'expire' });
  });
});
