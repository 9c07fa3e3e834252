import { DEPLOYMENT_WARNING_DAYS } from '../../../shared/constants/deployment-rules.js';

/*
 * A purchased deployment's period and the watch's looks at it (docs/deployments.md "Expiry"): pure, unit-tested.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `iso` moved by `days` days. */
export const addDays = (iso: string, days: number): string => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

const [FIRST_WARNING, LAST_WARNING] = DEPLOYMENT_WARNING_DAYS;

/** When the watch first looks at a deployment ending at `endsAt`: the first warning's day, or now when that passed. */
export const firstDueAt = (endsAt: string, now: string): string => {
  const due = addDays(endsAt, -FIRST_WARNING);
  return due < now ? now : due;
};

/** What the watch does at a look: warn (days before the end), or end the deployment; and when it looks next. */
export type ExpiryStep =
  | { readonly kind: 'warn'; readonly days: (typeof DEPLOYMENT_WARNING_DAYS)[number]; readonly nextDueAt: string }
  | { readonly kind: 'end' }
  | { readonly kind: 'wait'; readonly nextDueAt: string };

/**
 * The watch's step at `now` for a deployment ending at `endsAt`: at or past the end it ends; within a day of it the
 * 1-day warning (next look: the end); within 7 days the 7-day warning (next look: a day before the end); earlier,
 * nothing until the 7-day warning's day. A warning is told once per end (the notice id names both), so a look
 * repeated after a failure tells nothing twice.
 */
export function expiryStep(endsAt: string, now: string): ExpiryStep {
  if (now >= endsAt) return { kind: 'end' };
  const lastWarning = addDays(endsAt, -LAST_WARNING);
  if (now >= lastWarning) return { kind: 'warn', days: LAST_WARNING, nextDueAt: endsAt };
  const firstWarning = addDays(endsAt, -FIRST_WARNING);
  if (now >= firstWarning) return { kind: 'warn', days: FIRST_WARNING, nextDueAt: lastWarning };
  return { kind: 'wait', nextDueAt: firstWarning };
}
