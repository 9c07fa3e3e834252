/**
 * Key builders of the accounts domain's items in the single table (docs/money.md, docs/data-model.md). An account's
 * owner is written as a one-letter kind (`P` a person, `E` an enterprise) and the owner's id, so a person's and an
 * enterprise's accounts never share a partition even if their ids were equal.
 */
export const accountKeys = {
  /** An account's balance (`ACCOUNT#{P|E}#{ownerId}` / `#META`); its ledger shares the partition. */
  account: (owner: string, ownerId: string) => ({ pk: `ACCOUNT#${owner}#${ownerId}`, sk: '#META' }),
  /** A ledger entry of an account, by time: the partition read newest first is the ledger. */
  ledgerEntry: (owner: string, ownerId: string, at: string, entryId: string) => ({
    pk: `ACCOUNT#${owner}#${ownerId}`,
    sk: `LEDGER#${at}#${entryId}`,
  }),
  /** The idempotency record of a key on an account: its own partition, so a Put can be conditional on it. */
  idempotency: (owner: string, ownerId: string, key: string) => ({
    pk: `IDEMPOTENCY#ACCOUNT#${owner}#${ownerId}#${key}`,
    sk: '#IDEMPOTENCY',
  }),
  /** A top-up request, by id alone (`topUpRequests/{id}/confirm`). */
  topUpRequest: (requestId: string) => ({ pk: `TOPUP#${requestId}`, sk: '#META' }),
} as const;

/** Secondary-index keys (gsi attribute values) written next to the item they index. */
export const accountIndexKeys = {
  /** gsi2: every account, one sparse partition (only account items carry it), read by the reconciliation. */
  accountList: (owner: string, ownerId: string) => ({ gsi2pk: 'ACCOUNTS', gsi2sk: `${owner}#${ownerId}` }),
  /** gsi1: the top-up requests a user made, newest last by sort key. */
  topUpOfRequester: (userId: string, createdAt: string, requestId: string) => ({
    gsi1pk: `TOPUPUSER#${userId}`,
    gsi1sk: `${createdAt}#${requestId}`,
  }),
  /** gsi3: the top-up requests in one status (the platform administrators' queue is `pending`). */
  topUpByStatus: (status: string, createdAt: string, requestId: string) => ({
    gsi3pk: `TOPUPSTATUS#${status}`,
    gsi3sk: `${createdAt}#${requestId}`,
  }),
} as const;
