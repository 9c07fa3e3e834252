/**
 * When a live certificate's enterprise is told of the end of its validity term, and when the certificate is taken
 * out of use (docs/equipment.md "Validity"): pure, so every case is unit-tested without a clock.
 */

const DAY_MS = 86_400_000;

/** How many days ahead of the end of a certificate's validity term its enterprise is told, longest first. */
export const EXPIRY_NOTICE_DAYS = [30, 7, 1] as const;

/** The first instant a certificate is no longer valid: midnight UTC after the last day (`YYYY-MM-DD`) of its term. */
export const validityEndOf = (endDate: string): number => Date.parse(`${endDate}T00:00:00Z`) + DAY_MS;

/** The times the expiry run looks at a certificate: each notice (`days` ahead), then the end (0). */
const stagesOf = (end: number) => [
  ...EXPIRY_NOTICE_DAYS.map((days) => ({ days, at: end - days * DAY_MS })),
  { days: 0, at: end },
];

/**
 * When a certificate that became live at `now` is first looked at: the first notice still ahead, else its end. A
 * notice whose time passed before the certificate was live is not sent: its registrant chose the short term.
 */
export function firstExpiryDue(end: number, now: number): number {
  return stagesOf(end).find((stage) => stage.at > now)?.at ?? end;
}

/** What the expiry run does with a live certificate now. */
export type ExpiryStep =
  | { readonly action: 'expire' }
  | { readonly action: 'notify'; readonly days: number; readonly nextDueAt: number }
  | { readonly action: 'wait'; readonly dueAt: number };

/**
 * The step of a live certificate at `now`: past its end it expires; otherwise the latest notice whose time has come
 * is sent, unless that one (or a later one) was sent already (`noticeDays`), and the certificate is looked at again
 * at the next notice or its end. A run that was missed for days sends only the notice now due, never a stale one.
 */
export function expiryStep(options: { end: number; now: number; noticeDays?: number }): ExpiryStep {
  if (options.now >= options.end) return { action: 'expire' };
  const stages = stagesOf(options.end);
  const next = stages.find((stage) => stage.at > options.now)!.at;
  const current = stages.filter((stage) => stage.at <= options.now).at(-1);
  if (!current || (options.noticeDays !== undefined && options.noticeDays <= current.days))
    return { action: 'wait', dueAt: next };
  return { action: 'notify', days: current.days, nextDueAt: next };
}

/** Whole days from `now` to `end`, rounded up: what a notice says is left. */
export const daysLeft = (end: number, now: number): number => Math.max(1, Math.ceil((end - now) / DAY_MS));
