import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  expiryStep,
  firstExpiryDue,
  validityEndOf,
} from '../../../../../functions/domains/equipment/certificates/expiry-decision.js';

const day = 86_400_000;
// A term whose last day is 2026-12-31: it ends at midnight UTC starting 2027-01-01.
const end = validityEndOf('2026-12-31');

describe('a certificate’s validity end', () => {
  it('is midnight UTC after the last day of its term', () => {
    expect(new Date(end).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('is first looked at for the first notice still ahead, else at the end', () => {
    expect(firstExpiryDue(end, end - 365 * day)).toBe(end - 30 * day);
    expect(firstExpiryDue(end, end - 10 * day)).toBe(end - 7 * day);
    expect(firstExpiryDue(end, end - 2 * day)).toBe(end - day);
    expect(firstExpiryDue(end, end - 3_600_000)).toBe(end);
  });

  it('tells the enterprise 30, 7 and 1 day ahead, each once, then expires', () => {
    expect(expiryStep({ end, now: end - 30 * day })).toEqual({ action: 'notify', days: 30, nextDueAt: end - 7 * day });
    expect(expiryStep({ end, now: end - 30 * day, noticeDays: 30 })).toEqual({ action: 'wait', dueAt: end - 7 * day });
    expect(expiryStep({ end, now: end - 7 * day, noticeDays: 30 })).toEqual({
      action: 'notify',
      days: 7,
      nextDueAt: end - day,
    });
    expect(expiryStep({ end, now: end - day, noticeDays: 7 })).toEqual({ action: 'notify', days: 1, nextDueAt: end });
    expect(expiryStep({ end, now: end - 1, noticeDays: 1 })).toEqual({ action: 'wait', dueAt: end });
    expect(expiryStep({ end, now: end, noticeDays: 1 })).toEqual({ action: 'expire' });
    expect(expiryStep({ end, now: end + 5 * day })).toEqual({ action: 'expire' });
  });

  it('sends only the notice now due after missed runs, never a stale one', () => {
    expect(expiryStep({ end, now: end - 3 * day })).toEqual({ action: 'notify', days: 7, nextDueAt: end - day });
    expect(expiryStep({ end, now: end - 2 * 3_600_000, noticeDays: 30 })).toEqual({
      action: 'notify',
      days: 1,
      nextDueAt: end,
    });
  });

  it('waits for the first notice before it is due', () => {
    expect(expiryStep({ end, now: end - 40 * day })).toEqual({ action: 'wait', dueAt: end - 30 * day });
  });

  it('says how many whole days are left, at least one', () => {
    expect(daysLeft(end, end - 30 * day)).toBe(30);
    expect(daysLeft(end, end - 6.5 * day)).toBe(7);
    expect(daysLeft(end, end - 3_600_000)).toBe(1);
  });
});
