import { describe, expect, it } from 'vitest';
import { TENANCY_MESSAGES } from '../../../shared/constants/tenancy-rules.js';
import { createTenant } from '../support/tenant.js';
import { demoUser } from './session-support.js';
import { balanceOfEnterprise, ledgerOf, rentBody, tenantApi, topUp, uniqueDomain } from './tenancy-support.js';

// Renting spaces in this file's own enterprises: one that rents, two that race for a domain (the first of them
// without money until the race).
const [tenant, rival, other] = await Promise.all([
  createTenant('tenancy-spaces'),
  createTenant('tenancy-rival'),
  createTenant('tenancy-other'),
]);
const auditor = await demoUser('auditor');
await topUp(tenant.enterpriseId, 1_000_000);

const initialize = (user: typeof tenant.admin, body: unknown) =>
  tenantApi(user, { method: 'POST', path: '/api-tenant/namespace/initialize', body });

describe('renting a tenant space', () => {
  it('refuses a bad domain, period, password, plan, price or amount on its field (the spec texts), charging nothing', async () => {
    const before = await balanceOfEnterprise(tenant.enterpriseId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ domain: 'my-shop' }, 'body.domain', TENANCY_MESSAGES.domainFormat.en],
      [{ domain: ' ' }, 'body.domain', 'Required'],
      [{ period: 0 }, 'body.period', TENANCY_MESSAGES.monthsPositive.en],
      [{ period: 1.5 }, 'body.period', TENANCY_MESSAGES.monthsPositive.en],
      [{ password: 'short!' }, 'body.password', 'The password can only contain letters or numbers, 8 to 32 of them'],
      [{ quotaPlan: 'gold' }, 'body.quotaPlan', 'Not a quota plan'],
      [{ price: 300 }, 'body.price', 'Should be 299.00'],
      [{ period: 2, amount: 299 }, 'body.amount', 'Should be 598.00'],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await initialize(tenant.admin, rentBody(overrides));
      expect(status, field).toBe(400);
      expect(body.fields, field).toContainEqual({ field, message });
    }
    expect(await balanceOfEnterprise(tenant.enterpriseId)).toBe(before);
  });

  it('refuses a rent the balance does not cover (409 insufficientBalance), holding nothing', async () => {
    const domain = uniqueDomain();
    const { status, body } = await initialize(rival.admin, rentBody({ domain }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ reason: 'insufficientBalance', requiredFen: 29_900 });
    const free = await tenantApi(rival.admin, { path: `/api-tenant/namespace/getNamespace/${rival.enterpriseId}` });
    expect(free).toEqual({ status: 200, body: null });
  });

  it('charges price × months in the transaction that rents it; one live space per enterprise; read by members and auditors', async () => {
    const before = await balanceOfEnterprise(tenant.enterpriseId);
    const domain = uniqueDomain('MyShop');
    const sent = rentBody({ domain, period: 3, price: 299, amount: 897, memory: 8, platform: 'sia' });
    const { status, body: space } = await initialize(tenant.admin, {
      ...sent,
      createUserId: 'forged',
      status: { code: '3' },
    });
    expect(status).toBe(200);
    expect(space).toMatchObject({
      name: domain.toLowerCase(),
      enterpriseId: tenant.enterpriseId,
      enterpriseName: tenant.name,
      quotaPlan: { code: 'basic' },
      memory: 8_192,
      price: 299,
      period: 3,
      amount: 897,
      amountFen: 89_700,
      status: { code: '1' },
      createUserId: tenant.admin.id,
    });
    expect(Object.keys(space)).not.toContain('passwordHash');
    expect(await balanceOfEnterprise(tenant.enterpriseId)).toBe(before - 89_700);
    expect((await ledgerOf(tenant.enterpriseId))[0]).toMatchObject({
      kind: 'rent',
      amountFen: -89_700,
      reference: { type: 'namespace', id: space.id },
    });

    const second = await initialize(tenant.admin, rentBody());
    expect(second.status).toBe(409);
    expect(second.body.reason).toBe('spaceExists');
    const taken = await initialize(rival.admin, rentBody({ name: domain, domain: undefined }));
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual([{ field: 'body.name', message: TENANCY_MESSAGES.domainTaken.en }]);
    expect(await balanceOfEnterprise(tenant.enterpriseId)).toBe(before - 89_700);

    const byId = await tenantApi(tenant.staff, { path: `/api-tenant/namespace/getNamespace/${space.id}` });
    expect(byId.body).toEqual(space);
    const byEnterprise = await tenantApi(auditor, {
      path: `/api-tenant/namespace/getNamespace/${tenant.enterpriseId}`,
    });
    expect(byEnterprise.body).toEqual(space);
    for (const path of [`getNamespace/${space.id}`, `getNamespace/${tenant.enterpriseId}`]) {
      const outsider = await tenantApi(rival.admin, { path: `/api-tenant/namespace/${path}` });
      expect(outsider.status, path).toBe(404);
    }
    const listed = await tenantApi(tenant.staff, { path: '/api-tenant/namespace/getNamespaces' });
    expect(listed.body).toEqual([space]);
  });

  it('lets one of two enterprises racing for a domain win; the other is told it is taken and keeps its money', async () => {
    await Promise.all([topUp(rival.enterpriseId, 29_900), topUp(other.enterpriseId, 29_900)]);
    const domain = uniqueDomain('race');
    const results = await Promise.all([rival, other].map((side) => initialize(side.admin, rentBody({ domain }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body).toMatchObject({ reason: 'domainTaken', message: TENANCY_MESSAGES.domainTaken.en });
    const balances = await Promise.all([rival, other].map((side) => balanceOfEnterprise(side.enterpriseId)));
    expect(balances.sort()).toEqual([0, 29_900]);
  });

  it('answers a retry under the same idempotency key with the first space, charging once', async () => {
    const loser = (await balanceOfEnterprise(rival.enterpriseId)) > 0 ? rival : other;
    const body = rentBody({ idempotencyKey: `retry-${uniqueDomain()}` });
    const first = await initialize(loser.admin, body);
    const retry = await initialize(loser.admin, body);
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOfEnterprise(loser.enterpriseId)).toBe(0);
  });
});
