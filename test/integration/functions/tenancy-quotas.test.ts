import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { releaseQuota, reserveQuota } from '../../../functions/domains/tenancy/index.js';
import { createTenant } from '../support/tenant.js';
import { demoUser } from './session-support.js';
import { balanceOfEnterprise, ledgerOf, rentedSpace, tenantApi, topUp } from './tenancy-support.js';

// This file's own enterprise rents a basic space (4 cores); the demo auditor approves it.
const tenant = await createTenant('tenancy-quotas');
const auditor = await demoUser('auditor');
await topUp(tenant.enterpriseId, 100_000);
const space = await rentedSpace(tenant.admin);

const apply = (body: unknown) => tenantApi(tenant.admin, { method: 'POST', path: '/api-tenant/quota/apply', body });
const cpu = async () =>
  (
    await tenantApi(tenant.staff, {
      path: '/api-tenant/org-quotas/',
      query: { 'enterprise-code': tenant.enterpriseId },
    })
  ).body.find((q: { item: string }) => q.item === 'CPU_CORES');

describe('quota applications', () => {
  it('needs an online space, and refuses a cost that is not the server’s or an item twice', async () => {
    const early = await apply({ items: [{ item: 'CPU_CORES', units: 1 }] });
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('spaceNotOnline');
    await tenantApi(auditor, {
      method: 'PUT',
      path: '/api-tenant/namespace/updateNamespaceStatus',
      body: { id: space.id },
    });

    const wrongCost = await apply({ items: [{ item: 'CPU_CORES', units: 2 }], months: 2, cost: 60 });
    expect(wrongCost.status).toBe(400);
    expect(wrongCost.body.fields).toEqual([{ field: 'body.cost', message: 'Should be 120.00' }]);
    const twice = await apply({
      items: [
        { item: 'DISK_QUOTA', units: 1 },
        { item: 'DISK_QUOTA', units: 2 },
      ],
    });
    expect(twice.body.fields).toEqual([{ field: 'body.items.1.item', message: 'Each item once' }]);
  });

  it('charges the price (months default 1) in the transaction that grants the amounts', async () => {
    const before = await balanceOfEnterprise(tenant.enterpriseId);
    const { status, body } = await apply({
      items: [
        { item: 'CPU_CORES', units: 2 },
        { item: 'DATABASE_QUOTA', units: 3 },
      ],
      cost: 84,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      items: [
        { item: 'CPU_CORES', units: 2, amount: 2 },
        { item: 'DATABASE_QUOTA', units: 3, amount: 3_072 },
      ],
      months: 1,
      costFen: 8_400,
      balanceFen: before - 8_400,
    });
    expect((await ledgerOf(tenant.enterpriseId))[0]).toMatchObject({ kind: 'quota', amountFen: -8_400 });
    expect(await cpu()).toMatchObject({ total: 6, reserved: 0, available: 6 });
  });
});

describe('the quota reservation ledger', () => {
  it('never overbooks racing reservations, and reserves and releases each id once', async () => {
    const ids = Array.from({ length: 8 }, () => randomUUID());
    const reserve = (reservationId: string) =>
      reserveQuota({
        enterpriseId: tenant.enterpriseId,
        reservationId,
        amounts: { CPU_CORES: 1 },
        reservedAt: new Date().toISOString(),
      }).then(
        () => 'reserved',
        (error: { details?: { reason?: string } }) => error.details?.reason,
      );
    const outcomes = await Promise.all(ids.map(reserve));
    expect(outcomes.filter((o) => o === 'reserved')).toHaveLength(6);
    expect(outcomes.filter((o) => o === 'quotaExceeded')).toHaveLength(2);
    expect(await cpu()).toMatchObject({ total: 6, reserved: 6, available: 0 });

    const held = ids.filter((_, i) => outcomes[i] === 'reserved');
    expect(await reserve(held[0])).toBe('reserved');
    const released = await Promise.all(
      [...held, held[0]].map((reservationId) => releaseQuota({ enterpriseId: tenant.enterpriseId, reservationId })),
    );
    expect(released.filter((r) => r.released)).toHaveLength(6);
    expect(await cpu()).toMatchObject({ total: 6, reserved: 0, available: 6 });
  });
});
