import { RENEWAL_WARNING_DAYS } from '../../../shared/constants/tenancy-rules.js';

/*
 * The calendar of tenant spaces and quota grants (docs/tenancy.md "Renewal"): pure, so the renewal run's decisions
 * are unit-tested without a clock.
 */

/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

/**
 * `iso` plus `months` calendar months (UTC), the day kept or, past the end of the shorter month, its last day:
 * 2026-01-31 + 1 month = 2026-02-28.
 */
export function addMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString();
}

/** `iso` moved by `days` days. */
export const addDays = (iso: string, days: number): string => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

const [FIRST_WARNING, LAST_WARNING] = RENEWAL_WARNING_DAYS;

/** When the renewal run first looks at a space ending at `endsAt`: the first warning's day (or now, if past). */
export const firstLookAt = (endsAt: string, now: string): string => {
  const due = addDays(endsAt, -FIRST_WARNING);
  return due < now ? now : due;
};

/** What the renewal run does with an online space it could not renew (or that does not renew itself). */
export type RenewalStep =
  | {
      readonly action: 'warn';
      /** Which warning: 7 or 1 days ahead (each told once; its notice id names it). */
      readonly threshold: number;
      /** Whole days left, rounded up (what the notice says). */
      readonly daysLeft: number;
      /** When to look next: the last warning's day, or the end. */
      readonly nextDueAt: string;
    }
  | { readonly action: 'expire' };

/**
 * The step of an online space at `now`: at or past its end it goes offline; within a day of it the last warning;
 * before that the first, looking again on the last warning's day.
 */
export function renewalStep(endsAt: string, now: string): RenewalStep {
  const left = Date.parse(endsAt) - Date.parse(now);
  if (left <= 0) return { action: 'expire' };
  const daysLeft = Math.ceil(left / DAY_MS);
  if (left <= LAST_WARNING * DAY_MS) return { action: 'warn', threshold: LAST_WARNING, daysLeft, nextDueAt: endsAt };
  return { action: 'warn', threshold: FIRST_WARNING, daysLeft, nextDueAt: addDays(endsAt, -LAST_WARNING) };
}
