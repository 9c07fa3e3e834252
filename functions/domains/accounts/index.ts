/**
 * The accounts domain (money: balances of persons and enterprises, their ledgers, top-up requests, reconciliation):
 * what other domains and the plumbing may use of it. Import from this module only, never from a file inside the
 * domain; its route lists are in `./routes.ts`. Every movement of money goes through `moveMoney` (docs/money.md).
 */
export {
  balanceOf,
  moveMoney,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  requestFingerprint,
  type MoneyMoved,
  type Movement,
} from './data/money.js';
export { LEDGER_KINDS, type AccountRef, type LedgerKind } from './data/records.js';
export { reconcileAccounts, type Mismatch, type Reconciliation } from './reconciliation.js';
export type { TransactItem } from '../../lib/data/transactions.js';
