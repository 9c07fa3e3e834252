import type {
  AccountResponse,
  ExecutePaymentInput,
  LedgerEntry,
  LedgerPage,
  LedgerQuery,
  TopUpRequest,
} from '@shared/schemas/accounts.js';
import type { TopUpStatus } from '@shared/constants/account-rules.js';
import { accountContracts, paymentContracts, topUpContracts } from '@shared/contracts/accounts.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of /api-account (docs/money.md): payments, balances and ledgers, top-up requests, by their contracts
 * (`shared/contracts/accounts.ts`). Answers are typed with the shared schemas' types, not parsed (no zod in the bundle).
 */

export type { AccountResponse, LedgerEntry, LedgerPage, TopUpRequest, TopUpStatus };

/** Whose account a screen shows: the caller's own or an enterprise's. */
export type AccountOwner = { kind: 'person' } | { kind: 'enterprise'; enterpriseId: string };

/** The filters of a ledger page (the kind, the time range as ISO instants). */
export type LedgerFilter = Pick<LedgerQuery, 'kind' | 'from' | 'to'>;

/** An account's balance. */
export const getAccount = (owner: AccountOwner, signal?: AbortSignal): Promise<AccountResponse> =>
  owner.kind === 'person'
    ? call(accountContracts.getPersonAccount, { signal })
    : call(accountContracts.getEnterpriseAccount, { params: { enterpriseId: owner.enterpriseId }, signal });

/** A page of an account's ledger, newest first. */
export const getLedgerPage = (
  owner: AccountOwner,
  filter: LedgerFilter,
  cursor: string | undefined,
  limit: number,
  signal?: AbortSignal,
): Promise<LedgerPage> => {
  const query = { ...filter, ...(cursor ? { cursor } : {}), limit };
  return owner.kind === 'person'
    ? call(accountContracts.getPersonLedger, { query, signal })
    : call(accountContracts.getEnterpriseLedger, { params: { enterpriseId: owner.enterpriseId }, query, signal });
};

/** `executePayment` (the spec's call): pays from an account and answers the balance; 409 `insufficientBalance`. */
export const executePayment = (body: ExecutePaymentInput) => call(paymentContracts.executePayment, { body });

/** Requests a top-up of the own account (`person`) or an enterprise's (its id). */
export const requestTopUp = (body: { account: string; amount: number; remark?: string }): Promise<TopUpRequest> =>
  call(topUpContracts.createTopUpRequest, { body });

/** A page of the caller's own top-up requests, newest first. */
export const getOwnTopUpRequests = (
  status: TopUpStatus | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  call(topUpContracts.listTopUpRequests, {
    query: { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
    signal,
  });

/** A page of the top-up requests in one status (platform administrators). */
export const getTopUpRequestsForConfirmation = (
  status: TopUpStatus,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  call(topUpContracts.listTopUpRequestsForConfirmation, { query: { status, ...(cursor ? { cursor } : {}) }, signal });

/** Confirms a pending request: its account is credited (platform administrators). */
export const confirmTopUpRequest = (id: string): Promise<TopUpRequest> =>
  call(topUpContracts.confirmTopUpRequest, { params: { id } });

/** Rejects a pending request with a reason (platform administrators). */
export const rejectTopUpRequest = (id: string, reason: string): Promise<TopUpRequest> =>
  call(topUpContracts.rejectTopUpRequest, { params: { id }, body: { reason } });

/** The entries of one ledger as CSV rows read page after page (at most `max`), for an export. */
export async function readLedger(owner: AccountOwner, filter: LedgerFilter, max: number): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await getLedgerPage(owner, filter, cursor, 100);
    entries.push(...page.items);
    cursor = page.cursor;
  } while (cursor && entries.length < max);
  return entries.slice(0, max);
}
