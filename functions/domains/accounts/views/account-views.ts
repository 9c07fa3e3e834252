import { fenToYuan } from '../../../../shared/constants/money-rules.js';
import type { AccountResponse, LedgerEntry, TopUpRequest } from '../../../../shared/schemas/accounts.js';
import type { LedgerEntryRecord } from '../data/records.js';
import type { TopUpRequestRecord } from '../data/top-up-request.js';

/** A balance as the API answers it: yuan beside fen. */
export const accountView = (balanceFen: number, ownerName?: string): AccountResponse => ({
  balance: fenToYuan(balanceFen),
  balanceFen,
  ...(ownerName !== undefined ? { ownerName } : {}),
});

/** A ledger entry as the console reads it. */
export const ledgerEntryView = (entry: LedgerEntryRecord): LedgerEntry => ({
  entryId: entry.entryId,
  kind: entry.kind,
  amount: fenToYuan(entry.amountFen),
  amountFen: entry.amountFen,
  description: { cn: entry.description.cn, en: entry.description.en },
  ...(entry.reference ? { reference: { type: entry.reference.type, id: entry.reference.id } } : {}),
  actorName: entry.actorName,
  at: entry.at,
});

/** A top-up request as its requester and the platform administrators read it (`balanceFen`: after a confirmation). */
export const topUpRequestView = (request: TopUpRequestRecord, balanceFen?: number): TopUpRequest => ({
  id: request.id,
  account: { kind: request.account.kind, id: request.account.id, name: request.accountName },
  amount: fenToYuan(request.amountFen),
  amountFen: request.amountFen,
  ...(request.remark ? { remark: request.remark } : {}),
  status: request.status,
  requesterId: request.requesterId,
  requesterName: request.requesterName,
  createdAt: request.createdAt,
  ...(request.decidedAt ? { decidedAt: request.decidedAt } : {}),
  ...(request.decidedByName ? { decidedByName: request.decidedByName } : {}),
  ...(request.reason ? { reason: request.reason } : {}),
  ...(balanceFen !== undefined ? { balance: fenToYuan(balanceFen) } : {}),
});
