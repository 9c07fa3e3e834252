import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../functions/domains/accounts/index.js';
import { createTenant, type Tenant } from '../support/tenant.js';
import { accountApi, fund } from './accounts-support.js';

/** `executePayment` and the balance and ledger reads (docs/money.md "Payments"). */
let tenant: Tenant;
const pay = (user: Tenant['admin'], body: Record<string, unknown>, headers?: Record<string, string>) =>
  accountApi(user, { method: 'POST', path: '/api-account/executePayment', body, headers });

beforeAll(async () => {
  tenant = await createTenant('accounts-payments');
  await fund({ kind: 'person', id: tenant.admin.id }, 10_000);
  await fund({ kind: 'enterprise', id: tenant.enterpriseId }, 50_000);
});

describe('executePayment', () => {
  it('pays from the own account, answers the balance, and a retried key pays once', async () => {
    const key = randomUUID();
    const first = await pay(tenant.admin, {
      cost: 12.5,
      userId: tenant.admin.id,
      account: 'person',
      idempotencyKey: key,
    });
    expect(first).toEqual({ status: 200, body: { balance: 87.5, balanceFen: 8_750, entryId: expect.any(String) } });

    const again = await pay(tenant.admin, { cost: 12.5, userId: tenant.admin.id }, { 'Idempotency-Key': key });
    expect(again.body).toEqual(first.body);
    const other = await pay(tenant.admin, { cost: 1, userId: tenant.admin.id, idempotencyKey: key });
    expect(other).toMatchObject({ status: 409, body: { reason: 'idempotencyKeyReused' } });
    expect(await balanceOf({ kind: 'person', id: tenant.admin.id })).toBe(8_750);
  });

  it('pays from an enterprise account for a holder of enterprise-account:pay, and refuses a member without it', async () => {
    const paid = await pay(tenant.admin, { cost: '100', userId: tenant.admin.id, account: tenant.enterpriseId });
    expect(paid).toMatchObject({ status: 200, body: { balance: 400, balanceFen: 40_000 } });

    const refused = await pay(tenant.staff, { cost: 1, userId: tenant.staff.id, account: tenant.enterpriseId });
    expect(refused.status).toBe(403);
    expect(await balanceOf({ kind: 'enterprise', id: tenant.enterpriseId })).toBe(40_000);
  });

  it('refuses a cost of fractions of a fen, another user’s payment and a balance that does not cover it', async () => {
    const fraction = await pay(tenant.admin, { cost: 1.234, userId: tenant.admin.id });
    expect(fraction.status).toBe(400);
    expect(fraction.body.fields).toEqual([{ field: 'body.cost', message: 'At most two decimals (fen)' }]);

    expect((await pay(tenant.admin, { cost: 1, userId: tenant.staff.id })).status).toBe(403);

    const short = await pay(tenant.staff, { cost: 5, userId: tenant.staff.id });
    expect(short).toMatchObject({
      status: 409,
      body: { reason: 'insufficientBalance', balanceFen: 0, requiredFen: 500 },
    });
  });

  it('prices an offer on the server: a tampered cost is a 400 naming the price, the price itself is a purchase', async () => {
    // Demo plan 标准版 of the online app 审批中心: ¥29 a month, 5 % off from a quarter: 3 months cost ¥82.65.
    const offer = { userId: tenant.admin.id, account: tenant.enterpriseId, appPlanId: 'app-demo-approvals-plan-1' };
    const tampered = await pay(tenant.admin, { ...offer, periods: 3, cost: 87 });
    expect(tampered.status).toBe(400);
    expect(tampered.body.fields).toEqual([
      { field: 'body.cost', message: 'The price of 3 month(s) of plan 标准版 is ¥82.65' },
    ]);

    const bought = await pay(tenant.admin, { ...offer, periods: '3', cost: 82.65 });
    expect(bought).toMatchObject({ status: 200, body: { balanceFen: 40_000 - 8_265 } });
    const unknown = await pay(tenant.admin, { ...offer, appPlanId: 'no-such-plan', periods: 3, cost: 1 });
    expect(unknown.status).toBe(404);
  });
});

describe('balances and ledgers', () => {
  it('answers the own balance and a ledger page newest first, kept to one kind and a time range', async () => {
    const account = await accountApi(tenant.admin, { path: '/api-account/accounts/person' });
    expect(account.body).toEqual({ balance: 87.5, balanceFen: 8_750, ownerName: tenant.admin.username });

    const ledger = await accountApi(tenant.admin, { path: '/api-account/ledger/person', query: { limit: 10 } });
    expect(ledger.body.items.map((e: { kind: string; amountFen: number }) => [e.kind, e.amountFen])).toEqual([
      ['payment', -1_250],
      ['topUp', 10_000],
    ]);
    const topUps = await accountApi(tenant.admin, { path: '/api-account/ledger/person', query: { kind: 'topUp' } });
    expect(topUps.body.items).toHaveLength(1);
    const future = await accountApi(tenant.admin, {
      path: '/api-account/ledger/person',
      query: { from: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(future.body).toEqual({ items: [] });
  });

  it('pages an enterprise ledger with a cursor, and shows it only to holders of enterprise-account:view', async () => {
    const path = `/api-account/ledger/enterprise/${tenant.enterpriseId}`;
    const first = await accountApi(tenant.admin, { path, query: { limit: 10 } });
    expect(first.body.items.map((e: { kind: string }) => e.kind)).toEqual(['purchase', 'payment', 'topUp']);
    expect(first.body.items[0].description.cn).toBe('购买 审批中心（标准版）3 个月');

    const enterprise = await accountApi(tenant.admin, {
      path: `/api-account/accounts/enterprise/${tenant.enterpriseId}`,
    });
    expect(enterprise.body).toEqual({ balance: 317.35, balanceFen: 31_735, ownerName: tenant.name });
    expect((await accountApi(tenant.staff, { path })).status).toBe(403);
    const foreign = await accountApi(tenant.admin, { path: '/api-account/ledger/person', query: { cursor: 'e30' } });
    expect(foreign.status).toBe(400);
  });
});
