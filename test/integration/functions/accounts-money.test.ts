import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { balanceOf, moveMoney, type AccountRef, type Movement } from '../../../functions/domains/accounts/index.js';
import { accountKey, idempotencyKeyOf } from '../../../functions/domains/accounts/data/records.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { conditionCheck } from '../../../functions/lib/data/transactions.js';
import { HttpError } from '../../../functions/lib/errors.js';

/** moveMoney on the real engine: the balance condition under a race, idempotency, all or nothing. */

/** A fresh enterprise account nobody else touches. */
const freshAccount = (): AccountRef => ({ kind: 'enterprise', id: `test-${randomUUID()}` });

const movement = (account: AccountRef, direction: Movement['direction'], amountFen: number): Movement => ({
  account,
  amountFen,
  direction,
  kind: direction === 'credit' ? 'topUp' : 'payment',
  description: { cn: '测试', en: 'Test' },
  actor: { id: 'tester', name: 'tester' },
});

/** Every ledger entry of an account (consistent). */
async function ledgerOf(account: AccountRef): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
      ExpressionAttributeValues: { ':pk': accountKey(account).pk, ':ledger': 'LEDGER#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

const sum = (entries: Record<string, any>[]) => entries.reduce((total, e) => total + (e.amountFen as number), 0);

/** The HTTP status and details of what a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; details: Record<string, unknown> }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, details: (error as HttpError).details };
}

describe('moveMoney', () => {
  it('lets exactly the debits that fit win a race for the last of a balance', async () => {
    const account = freshAccount();
    await moveMoney(movement(account, 'credit', 1_000));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => moveMoney(movement(account, 'debit', 30))),
    );

    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(33);
    for (const lost of results.filter((r) => r.status === 'rejected'))
      expect((lost as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
        details: { reason: 'insufficientBalance', requiredFen: 30 },
      });
    expect(await balanceOf(account)).toBe(10);
    const ledger = await ledgerOf(account);
    expect(ledger).toHaveLength(34);
    expect(sum(ledger)).toBe(10);
  }, 60_000);

  it('moves money once for a retried key and answers the first answer', async () => {
    const account = freshAccount();
    await moveMoney(movement(account, 'credit', 500));
    const charge = { ...movement(account, 'debit', 200), idempotencyKey: 'order-1', fingerprint: 'a' };

    const first = await moveMoney(charge);
    const [again, alongside] = await Promise.all([moveMoney(charge), moveMoney(charge)]);

    expect(first).toMatchObject({ balanceFen: 300, replayed: false });
    for (const retry of [again, alongside])
      expect(retry).toEqual({ entryId: first.entryId, balanceFen: 300, at: first.at, replayed: true });
    expect(await balanceOf(account)).toBe(300);
    expect(await ledgerOf(account)).toHaveLength(2);
    const stored = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: idempotencyKeyOf(account, 'order-1'), ConsistentRead: true }),
    );
    expect(stored.Item).toMatchObject({ entryId: first.entryId, balanceFen: 300, fingerprint: 'a' });
  });

  it('refuses a key reused for another request with a 409 and moves nothing', async () => {
    const account = freshAccount();
    await moveMoney({ ...movement(account, 'credit', 100), idempotencyKey: 'k', fingerprint: 'first' });
    expect(
      await refusal(moveMoney({ ...movement(account, 'credit', 900), idempotencyKey: 'k', fingerprint: 'other' })),
    ).toMatchObject({ status: 409, details: { reason: 'idempotencyKeyReused' } });
    expect(await balanceOf(account)).toBe(100);
  });

  it('writes nothing when an item of alsoWrite fails its condition', async () => {
    const account = freshAccount();
    await moveMoney(movement(account, 'credit', 100));
    const missing = { pk: `TEST#${randomUUID()}`, sk: '#META' };
    const written = { pk: `TEST#${randomUUID()}`, sk: '#META' };
    const seen: unknown[] = [];
    const error = await moveMoney(
      { ...movement(account, 'debit', 40), idempotencyKey: 'with-record' },
      [
        { Put: { TableName: tableName, Item: { ...written, entity: 'test' } } },
        conditionCheck(missing, 'attribute_exists(pk)'),
      ],
      (index, code) => {
        seen.push(index, code);
        return new Error('record gone');
      },
    ).catch((e: unknown) => e);

    expect(error).toEqual(new Error('record gone'));
    expect(seen).toEqual([1, 'ConditionalCheckFailed']);
    expect(await balanceOf(account)).toBe(100);
    expect(await ledgerOf(account)).toHaveLength(1);
    const key = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: idempotencyKeyOf(account, 'with-record'), ConsistentRead: true }),
    );
    expect(key.Item).toBeUndefined();
    const other = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: written, ConsistentRead: true }),
    );
    expect(other.Item).toBeUndefined();
  });
});
