/**
 * Accounts and money rules the console and the server share (docs/money.md); the arithmetic of fen and yuan is in
 * `money-rules.ts`.
 */

/** Ledger kinds: the reason money moved, in the order the console lists them. */
export const LEDGER_KIND_CODES = ['topUp', 'payment', 'purchase', 'rent', 'renewal', 'quota', 'refund'] as const;
export type LedgerKindCode = (typeof LEDGER_KIND_CODES)[number];

/** Statuses of a top-up request: waiting for a platform administrator, credited, or refused. */
export const TOP_UP_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** The account a request names for the caller's own: `'person'` (an enterprise's is named by its id). */
export const PERSON_ACCOUNT = 'person';

/** The menu privileges of an enterprise's account: see its balance and ledger; pay from it and request top-ups. */
export const ENTERPRISE_ACCOUNT_PRIVILEGES = {
  view: 'enterprise-account:view',
  pay: 'enterprise-account:pay',
} as const;
