import { LEDGER_KIND_CODES, type LedgerKindCode } from '../../../../shared/constants/account-rules.js';
import { accountIndexKeys, accountKeys } from './keys.js';

/*
 * The accounts domain's stored shapes and key helpers: pure, no client (the local seed reads them too).
 */

/** Whose money: a person's own account or an enterprise's. */
export type AccountRef =
  { kind: 'person'; id: string /* userId */ } | { kind: 'enterprise'; id: string /* enterpriseId */ };

/** What a ledger entry records: the reason money moved (`LEDGER_KIND_CODES`). */
export type LedgerKind = LedgerKindCode;

/** Every ledger kind, in the order the console lists them. */
export const LEDGER_KINDS: readonly LedgerKind[] = LEDGER_KIND_CODES;

/** The one-letter owner kind of the keys. */
const ownerCode = (account: AccountRef) => (account.kind === 'person' ? 'P' : 'E');

/** The keys of an account's balance item. */
export const accountKey = (account: AccountRef) => accountKeys.account(ownerCode(account), account.id);

/** The keys of one ledger entry of an account. */
export const ledgerKey = (account: AccountRef, at: string, entryId: string) =>
  accountKeys.ledgerEntry(ownerCode(account), account.id, at, entryId);

/** The keys of an idempotency record of an account. */
export const idempotencyKeyOf = (account: AccountRef, key: string) =>
  accountKeys.idempotency(ownerCode(account), account.id, key);

/** The sparse index entry that lists an account (reconciliation). */
export const accountIndexEntry = (account: AccountRef) => accountIndexKeys.accountList(ownerCode(account), account.id);

/** The account an index entry's sort key (`{P|E}#{ownerId}`) names. */
export function accountOfIndexKey(gsi2sk: string): AccountRef {
  const [code, ...rest] = gsi2sk.split('#');
  return { kind: code === 'P' ? 'person' : 'enterprise', id: rest.join('#') };
}

/** An account's balance item (`ACCOUNT#{P|E}#{ownerId}` / `#META`). */
export interface AccountRecord {
  readonly ownerKind: AccountRef['kind'];
  readonly ownerId: string;
  /** Integer fen, never below zero. */
  readonly balanceFen: number;
  /** How many movements (ledger entries) the balance holds: the reconciliation tells a movement in flight by it. */
  readonly movementCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A ledger entry (`ACCOUNT#…` / `LEDGER#{at}#{entryId}`): one per movement, written with the balance change. */
export interface LedgerEntryRecord {
  readonly entryId: string;
  readonly kind: LedgerKind;
  /** Signed integer fen: a credit positive, a debit negative; the entries of an account sum to its balance. */
  readonly amountFen: number;
  readonly description: { readonly cn: string; readonly en: string };
  readonly reference?: { readonly type: string; readonly id: string };
  readonly actorId: string;
  readonly actorName: string;
  readonly idempotencyKey?: string;
  readonly at: string;
}

/**
 * The idempotency record of a key (`IDEMPOTENCY#{accountPk}#{key}` / `#IDEMPOTENCY`): written in the movement's
 * transaction; `balanceFen`, the answer, is set right after it (docs/money.md "Idempotency").
 */
export interface IdempotencyRecord {
  readonly key: string;
  readonly fingerprint?: string;
  readonly entryId: string;
  readonly at: string;
  readonly balanceFen?: number;
}

/** The table item of a ledger entry (what a movement's transaction Puts). */
export const ledgerEntryItem = (account: AccountRef, entry: LedgerEntryRecord) => ({
  ...ledgerKey(account, entry.at, entry.entryId),
  entity: 'ledgerEntry',
  ...entry,
});

/**
 * The table item of an account as its movements leave it (what their Updates build, with the index entry): for the
 * local seed, which writes an account with its whole ledger at once.
 */
export const accountItem = (account: AccountRef, record: Omit<AccountRecord, 'ownerKind' | 'ownerId'>) => ({
  ...accountKey(account),
  entity: 'account',
  ...accountIndexEntry(account),
  ownerKind: account.kind,
  ownerId: account.id,
  ...record,
});
