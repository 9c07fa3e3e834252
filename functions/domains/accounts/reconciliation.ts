import { OPERATOR_METRICS } from '../../../shared/constants/operator-metrics.js';
import { mapWithConcurrency } from '../../lib/concurrency.js';
import { logger } from '../../lib/logger.js';
import { emitMetric } from '../../lib/metrics.js';
import { getAccount, ledgerTotals, listAccounts } from './data/ledger.js';
import type { AccountRef } from './data/records.js';

/** An account whose ledger does not add up to its balance. */
export interface Mismatch {
  readonly account: AccountRef;
  readonly balanceFen: number;
  readonly ledgerFen: number;
  readonly movementCount: number;
  readonly ledgerEntries: number;
}

/** What a run found. */
export interface Reconciliation {
  readonly accounts: number;
  readonly mismatches: Mismatch[];
  /** Accounts that kept moving while they were read: checked again by the next run. */
  readonly unsettled: AccountRef[];
}

/** Accounts checked at a time, and attempts at reading one account at rest. */
const CONCURRENCY = 8;
const ATTEMPTS = 3;
const PAGE = 200;

/**
 * Checks one account: its balance item, then its whole ledger, then the balance item again. When no movement
 * committed in between (the item's `movementCount` unchanged), the ledger holds exactly that many entries summing to
 * the balance — every movement writes both in one transaction — so any difference is a fault. When one did, the
 * reads are repeated.
 */
async function checkAccount(account: AccountRef): Promise<Mismatch | 'ok' | 'unsettled'> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = await getAccount(account);
    const totals = await ledgerTotals(account);
    const after = await getAccount(account);
    if (!before || !after || before.movementCount !== after.movementCount) continue;
    const balanceFen = Number(before.balanceFen);
    if (totals.entries === Number(before.movementCount) && totals.sumFen === balanceFen) return 'ok';
    return {
      account,
      balanceFen,
      ledgerFen: totals.sumFen,
      movementCount: Number(before.movementCount),
      ledgerEntries: totals.entries,
    };
  }
  return 'unsettled';
}

/**
 * The reconciliation (docs/money.md "Reconciliation"): every account (the sparse index, a page at a time) against the
 * sum of its ledger. Logs each mismatch as an error and emits their count as the operator metric the
 * `account-reconciliation` alarm watches.
 */
export async function reconcileAccounts(): Promise<Reconciliation> {
  const mismatches: Mismatch[] = [];
  const unsettled: AccountRef[] = [];
  let accounts = 0;
  let cursor: string | undefined;
  do {
    const page = await listAccounts({ cursor, limit: PAGE });
    const outcomes = await mapWithConcurrency(page.items, CONCURRENCY, checkAccount);
    outcomes.forEach((outcome, i) => {
      if (outcome === 'unsettled') unsettled.push(page.items[i]);
      else if (outcome !== 'ok') mismatches.push(outcome);
    });
    accounts += page.items.length;
    cursor = page.cursor;
  } while (cursor);
  for (const mismatch of mismatches) logger.error('Account ledger does not match its balance', { ...mismatch });
  if (unsettled.length > 0) logger.warn('Accounts kept moving while reconciled', { unsettled });
  emitMetric(OPERATOR_METRICS.accountMismatches, mismatches.length, { accounts });
  return { accounts, mismatches, unsettled };
}
