import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountOfIndexKey,
  accountKey,
  idempotencyKeyOf,
} from '../../../../../functions/domains/accounts/data/records.js';
import type { Movement } from '../../../../../functions/domains/accounts/data/money.js';

// The data modules name the table at load; nothing here reaches it.
vi.stubEnv('TABLE_NAME', 'sia-unit-main');
let money: typeof import('../../../../../functions/domains/accounts/data/money.js');
beforeAll(async () => {
  money = await import('../../../../../functions/domains/accounts/data/money.js');
});

const debit: Movement = {
  account: { kind: 'enterprise', id: 'e1' },
  amountFen: 29_900,
  direction: 'debit',
  kind: 'purchase',
  description: { cn: '购买 巡检助手', en: 'Purchase of Inspector' },
  reference: { type: 'plan', id: 'p1' },
  actor: { id: 'u1', name: 'ent-admin' },
  idempotencyKey: 'k1',
  fingerprint: 'f1',
};
const at = '2026-03-01T08:00:00.000Z';

describe('a movement of money as transaction items', () => {
  it('debits with the balance condition, a negative ledger entry and the key record, in that order', () => {
    const [balance, ledger, key] = money.movementItems(debit, 'x1', at);
    expect(balance.Update).toMatchObject({
      Key: { pk: 'ACCOUNT#E#e1', sk: '#META' },
      ConditionExpression: 'balanceFen >= :amount',
      ExpressionAttributeValues: { ':delta': -29_900, ':amount': 29_900, ':gsi2pk': 'ACCOUNTS', ':gsi2sk': 'E#e1' },
    });
    expect(balance.Update?.UpdateExpression).toContain('createdAt = if_not_exists(createdAt, :at)');
    expect(ledger.Put).toMatchObject({
      Item: { pk: 'ACCOUNT#E#e1', sk: `LEDGER#${at}#x1`, amountFen: -29_900, kind: 'purchase', idempotencyKey: 'k1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(key.Put).toMatchObject({
      Item: { ...idempotencyKeyOf(debit.account, 'k1'), fingerprint: 'f1', entryId: 'x1', at },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('credits without a condition and, without a key, writes two items', () => {
    const items = money.movementItems(
      { ...debit, direction: 'credit', kind: 'topUp', idempotencyKey: undefined },
      'x2',
      at,
    );
    expect(items).toHaveLength(2);
    expect(items[0].Update?.ConditionExpression).toBeUndefined();
    expect(items[0].Update?.ExpressionAttributeValues?.[':delta']).toBe(29_900);
    expect(items[1].Put?.Item?.amountFen).toBe(29_900);
  });

  it.each([0, -1, 1.5, Number.NaN, 1_000_000_001])('refuses an amount of %s fen', (amountFen) => {
    expect(() => money.movementItems({ ...debit, amountFen }, 'x', at)).toThrow(/whole number of fen/);
  });

  it('refuses an empty or overlong key', () => {
    for (const idempotencyKey of ['', 'k'.repeat(201)])
      expect(() => money.movementItems({ ...debit, idempotencyKey }, 'x', at)).toThrow(/idempotency key/);
  });

  it('keeps a person’s and an enterprise’s accounts apart and reads an account back from its index entry', () => {
    expect(accountKey({ kind: 'person', id: 'a' }).pk).toBe('ACCOUNT#P#a');
    expect(accountKey({ kind: 'enterprise', id: 'a' }).pk).toBe('ACCOUNT#E#a');
    expect(accountOfIndexKey('P#u-1')).toEqual({ kind: 'person', id: 'u-1' });
    expect(accountOfIndexKey('E#e-1')).toEqual({ kind: 'enterprise', id: 'e-1' });
  });
});
