import { reconcileAccounts } from '../domains/accounts/index.js';

/**
 * The account reconciliation (docs/money.md "Reconciliation"): run every hour by an EventBridge schedule (locally by
 * the local stack's scheduler). Sums every account's ledger and compares it with its balance; a difference is
 * logged and counted in the metric the operators' alarm watches. A storage error throws; the next run checks again.
 */
export const handler = () => reconcileAccounts();
