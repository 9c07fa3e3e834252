/** Session re-check and network-probe retry period (spec doc 1 §9). */
export const SESSION_CHECK_MS = 60_000;

/** Local-storage key that overrides the period outside production builds (used by the e2e tests). */
export const SESSION_CHECK_OVERRIDE_KEY = 'sia.sessionCheckMs';

/** Shortest period an override may set, so a typo cannot flood the API. */
const MIN_OVERRIDE_MS = 500;

/**
 * The session re-check period. Production builds always use 60 000 ms; dev
 * and test builds honour `localStorage['sia.sessionCheckMs']` so the e2e tests
 * can see an expired session without waiting a minute.
 */
export function sessionCheckIntervalMs(options: { production: boolean; storage?: Pick<Storage, 'getItem'> }): number {
  if (options.production) return SESSION_CHECK_MS;
  let raw: string | null | undefined;
  try {
    raw = options.storage?.getItem(SESSION_CHECK_OVERRIDE_KEY);
  } catch {
    raw = undefined;
  }
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= MIN_OVERRIDE_MS ? value : SESSION_CHECK_MS;
}
