import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_AMOUNT_FEN } from '../../../../shared/constants/money-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { cancellationCodes, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, ValidationError } from '../../../lib/errors.js';
import {
  accountIndexEntry,
  accountKey,
  idempotencyKeyOf,
  ledgerEntryItem,
  type AccountRef,
  type IdempotencyRecord,
  type LedgerEntryRecord,
  type LedgerKind,
} from './records.js';

/** One movement of money on one account (docs/money.md). */
export interface Movement {
  account: AccountRef;
  /** Positive integer of fen. */
  amountFen: number;
  direction: 'debit' | 'credit';
  kind: LedgerKind;
  /** What the ledger shows, both languages. */
  description: { cn: string; en: string };
  /** The record the movement is for (a namespace, a top-up request, a plan…). */
  reference?: { type: string; id: string };
  actor: { id: string; name: string };
  /** Per account; a retry with the same key returns the first answer and never moves money twice. */
  idempotencyKey?: string;
  /** What the request was (e.g. a hash of its body): the same key with another fingerprint is a 409. */
  fingerprint?: string;
}

/** The answer of a movement: its ledger entry and the account's balance after it. */
export interface MoneyMoved {
  entryId: string;
  balanceFen: number;
  at: string;
  /** True when the key had moved money before and this is that first movement's answer. */
  replayed: boolean;
}

/** The longest idempotency key: it is part of a partition key (at most 2,048 bytes), so it is bounded well below. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * A movement's `fingerprint`: what the request under an idempotency key was (its values, in a fixed order), so the
 * same key sent with another request is told apart (409) from a retry.
 */
export const requestFingerprint = (values: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(values)).digest('base64url');

/** The first items of a movement's transaction, before the caller's `alsoWrite`: balance, ledger entry, key. */
const BALANCE = 0;

/**
 * How often a movement cancelled by another on the same account (`TransactionConflict`) is sent again, and the
 * pauses: full jitter up to a ceiling that doubles from 20 ms to 1 s. Contention on one account is the normal case
 * (a busy enterprise's charges), so this allows far more attempts than the plumbing's `writeContendedTransaction`.
 */
const CONFLICT_RETRIES = 30;
const pauseBefore = (attempt: number) => Math.random() * Math.min(1000, 20 * 2 ** attempt);

/** Refuses a movement no caller may make: an amount that is not a positive integer of fen within the maximum. */
function checkMovement(movement: Movement): void {
  if (!Number.isSafeInteger(movement.amountFen) || movement.amountFen < 1 || movement.amountFen > MAX_AMOUNT_FEN)
    throw new ValidationError(`An amount is a whole number of fen from 1 to ${MAX_AMOUNT_FEN}`);
  const key = movement.idempotencyKey;
  if (key !== undefined && (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH))
    throw new ValidationError(`An idempotency key has 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
}

/**
 * The balance's Update: ADD the signed amount, creating the account on its first movement (`if_not_exists`) with its
 * sparse index entry; a debit holds only while the balance covers it, so no interleaving drives it below zero.
 */
function balanceUpdate(movement: Movement, at: string): TransactItem {
  const debit = movement.direction === 'debit';
  return {
    Update: {
      TableName: tableName,
      Key: accountKey(movement.account),
      UpdateExpression:
        'SET entity = :entity, ownerKind = :ownerKind, ownerId = :ownerId, createdAt = if_not_exists(createdAt, :at), ' +
        'updatedAt = :at, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk ADD balanceFen :delta, movementCount :one',
      ...(debit ? { ConditionExpression: 'balanceFen >= :amount' } : {}),
      ExpressionAttributeValues: {
        ':entity': 'account',
        ':ownerKind': movement.account.kind,
        ':ownerId': movement.account.id,
        ':at': at,
        ...expressionValues(accountIndexEntry(movement.account)),
        ':delta': debit ? -movement.amountFen : movement.amountFen,
        ':one': 1,
        ...(debit ? { ':amount': movement.amountFen } : {}),
      },
    },
  };
}

/** Index-key names as expression values (`gsi2pk` → `:gsi2pk`). */
function expressionValues(entry: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entry).map(([name, value]) => [`:${name}`, value]));
}

/** The ledger entry of a movement. */
function ledgerItem(movement: Movement, entryId: string, at: string): Record<string, unknown> {
  const entry: LedgerEntryRecord = {
    entryId,
    kind: movement.kind,
    amountFen: movement.direction === 'debit' ? -movement.amountFen : movement.amountFen,
    description: { cn: movement.description.cn, en: movement.description.en },
    ...(movement.reference ? { reference: { type: movement.reference.type, id: movement.reference.id } } : {}),
    actorId: movement.actor.id,
    actorName: movement.actor.name,
    ...(movement.idempotencyKey !== undefined ? { idempotencyKey: movement.idempotencyKey } : {}),
    at,
  };
  return ledgerEntryItem(movement.account, entry);
}

/** The idempotency record of a movement with a key (its answer is added after the transaction). */
function idempotencyItem(movement: Movement, key: string, entryId: string, at: string): Record<string, unknown> {
  const record: IdempotencyRecord = {
    key,
    ...(movement.fingerprint !== undefined ? { fingerprint: movement.fingerprint } : {}),
    entryId,
    at,
  };
  return { ...idempotencyKeyOf(movement.account, key), entity: 'idempotency', ...record };
}

const put = (item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * The movement's own items of its transaction, in this order: the balance's Update, the ledger entry's Put and, with
 * a key, the idempotency record's Put (the order the cancellation reasons are read in). Refuses an amount that is not
 * a positive integer of fen within the maximum, and a key out of bounds.
 */
export function movementItems(movement: Movement, entryId: string, at: string): TransactItem[] {
  checkMovement(movement);
  const key = movement.idempotencyKey;
  return [
    balanceUpdate(movement, at),
    put(ledgerItem(movement, entryId, at)),
    ...(key !== undefined ? [put(idempotencyItem(movement, key, entryId, at))] : []),
  ];
}

/** An account's balance in fen (consistent read), 0 for an account never used. */
export async function balanceOf(account: AccountRef): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: accountKey(account), ConsistentRead: true }),
  );
  return Number(result.Item?.balanceFen ?? 0);
}

/** The idempotency record of a key (consistent read), or undefined. */
async function idempotencyRecord(account: AccountRef, key: string): Promise<IdempotencyRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: idempotencyKeyOf(account, key), ConsistentRead: true }),
  );
  return result.Item as IdempotencyRecord | undefined;
}

/**
 * The first answer of a key that has moved money already: the stored balance after it, or — when the retry comes
 * before the first call stored its answer — the balance now, with the first movement's entry. Another request under
 * the same key (another fingerprint) is a 409.
 */
async function replay(movement: Movement, key: string): Promise<MoneyMoved> {
  const record = await idempotencyRecord(movement.account, key);
  if (!record) throw new Error('Idempotency condition failed but its record is absent');
  if (record.fingerprint !== movement.fingerprint)
    throw new ConflictError('This idempotency key was used for another request', { reason: 'idempotencyKeyReused' });
  const balanceFen = record.balanceFen ?? (await balanceOf(movement.account));
  return { entryId: record.entryId, balanceFen, at: record.at, replayed: true };
}

/** Stores a movement's answer on its idempotency record (only while none is stored). */
async function storeAnswer(account: AccountRef, key: string, balanceFen: number): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: idempotencyKeyOf(account, key),
        UpdateExpression: 'SET balanceFen = :balance',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(balanceFen)',
        ExpressionAttributeValues: { ':balance': balanceFen },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Moves money on one account in one TransactWrite: the account's balance (ADD, for a debit conditional on
 * `balanceFen >= :amount`), its ledger entry (Put, attribute_not_exists) and, with a key, the idempotency record
 * (Put, attribute_not_exists) — plus `alsoWrite`, the caller's own items (a namespace and its markers, a request's
 * status change), all or nothing. Retries TransactionConflict with jittered backoff (contention on one account is
 * the normal case).
 *
 * Failures: debit beyond the balance → ConflictError('Insufficient balance', { reason: 'insufficientBalance',
 * balanceFen, requiredFen }); the idempotency record exists → the first answer (replayed: true) when the
 * fingerprint matches, else ConflictError (key reused for another request); an item of `alsoWrite` failing its
 * condition → `onAlsoWriteFailure(indexWithinAlsoWrite, code)` (a ConflictError by default). A key that moved money
 * before answers its first answer even when the balance or `alsoWrite` would refuse the movement now.
 */
export async function moveMoney(
  movement: Movement,
  alsoWrite: TransactItem[] = [],
  onAlsoWriteFailure: (index: number, code: string | undefined) => Error = () =>
    new ConflictError('The record changed meanwhile; reload it'),
): Promise<MoneyMoved> {
  const key = movement.idempotencyKey;
  const entryId = randomUUID();
  const at = new Date().toISOString();
  const own = movementItems(movement, entryId, at);
  const transaction = [...own, ...alsoWrite];
  for (let attempt = 0; ; attempt++) {
    try {
      await writeTransaction(transaction);
      break;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed')) {
        if (attempt >= CONFLICT_RETRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, pauseBefore(attempt)));
        continue;
      }
      if (!isConditionFailure(error)) throw error;
      // A key that moved money before wins over every other reason: the retry gets the first answer.
      if (key !== undefined && codes[own.length - 1] === 'ConditionalCheckFailed') return replay(movement, key);
      if (codes[BALANCE] === 'ConditionalCheckFailed') {
        const balanceFen = await balanceOf(movement.account);
        throw new ConflictError('Insufficient balance', {
          reason: 'insufficientBalance',
          balanceFen,
          requiredFen: movement.amountFen,
        });
      }
      const failed = codes.findIndex((code, i) => i >= own.length && code === 'ConditionalCheckFailed');
      throw onAlsoWriteFailure(failed - own.length, codes[failed]);
    }
  }
  const balanceFen = await balanceOf(movement.account);
  if (key !== undefined) await storeAnswer(movement.account, key, balanceFen);
  return { entryId, balanceFen, at, replayed: false };
}
