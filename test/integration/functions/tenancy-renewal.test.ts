import { describe, expect, it } from 'vitest';
import { getGrant } from '../../../functions/domains/tenancy/data/quota.js';
import {
  checkGrantRenewal,
  checkSpaceRenewal,
  getNamespaceRecord,
  releaseQuota,
  reserveQuota,
} from '../../../functions/domains/tenancy/index.js';
import { addDays, addMonths } from '../../../functions/domains/tenancy/periods.js';
import { createTenant } from '../support/tenant.js';
import { storedInbox } from './inbox-support.js';
import { demoUser } from './session-support.js';
import { balanceOfEnterprise, ledgerOf, rentedSpace, tenantApi, topUp } from './tenancy-support.js';

// Two enterprises of this file rent spaces that renew themselves: one with the money for it, one without. The run is
// called space by space with a `now` of the test's choosing (the schedule is platform-wide).
const [rich, poor] = await Promise.all([createTenant('tenancy-renew-rich'), createTenant('tenancy-renew-poor')]);
const auditor = await demoUser('auditor');
await Promise.all([topUp(rich.enterpriseId, 100_000), topUp(poor.enterpriseId, 29_900)]);

/** Rents a self-renewing space as the tenant's administrator and has it approved; answers its stored record. */
async function onlineSpace(tenant: typeof rich) {
  const { id } = await rentedSpace(tenant.admin, { autoRenewal: true });
  await tenantApi(auditor, { method: 'PUT', path: '/api-tenant/namespace/updateNamespaceStatus', body: { id } });
  return (await getNamespaceRecord(id, true))!;
}
const stored = async (id: string) => (await getNamespaceRecord(id, true))!;
const minuteAfter = (iso: string) => addDays(iso, 1 / 1440);

describe('the renewal of tenant spaces', () => {
  it('charges a space that renews itself for its next period before its end', async () => {
    const space = await onlineSpace(rich);
    expect(space.renewalDueAt).toBe(addDays(space.endsAt!, -7));
    const before = await balanceOfEnterprise(rich.enterpriseId);
    expect(await checkSpaceRenewal(space, minuteAfter(space.renewalDueAt!))).toBe('renewed');
    const renewed = await stored(space.id);
    expect(renewed).toMatchObject({ statusCode: '3', endsAt: addMonths(space.endsAt!, 1) });
    expect(renewed.renewalDueAt).toBe(addDays(renewed.endsAt!, -7));
    expect(await balanceOfEnterprise(rich.enterpriseId)).toBe(before - 29_900);
    expect((await ledgerOf(rich.enterpriseId))[0]).toMatchObject({ kind: 'renewal', amountFen: -29_900 });
    // A second run that read the same record charges nothing twice.
    expect(await checkSpaceRenewal(space, minuteAfter(space.renewalDueAt!))).toBe('changed');
    expect(await balanceOfEnterprise(rich.enterpriseId)).toBe(before - 29_900);
  });

  it('without the balance tells the administrators 7 and 1 days ahead, once each, takes the space offline at its end, and renews it once the money is there', async () => {
    const space = await onlineSpace(poor);
    const end = space.endsAt!;
    expect(await checkSpaceRenewal(space, minuteAfter(addDays(end, -7)))).toBe('warned');
    expect(await checkSpaceRenewal(space, minuteAfter(addDays(end, -7)))).toBe('changed');
    expect(await checkSpaceRenewal(await stored(space.id), minuteAfter(addDays(end, -1)))).toBe('warned');
    expect(await checkSpaceRenewal(await stored(space.id), minuteAfter(end))).toBe('offline');
    const offline = await stored(space.id);
    expect(offline).toMatchObject({ statusCode: '4', offlineReason: 'expired', endsAt: end });

    // Told within the run: each notice once (the second look above told nothing).
    const inbox = (await storedInbox(poor.admin.id)).filter((m) => String(m.title).endsWith(space.name));
    expect(inbox.map((m) => m.titleEn).sort()).toEqual([
      `Tenant space ending soon: ${space.name}`,
      `Tenant space ending soon: ${space.name}`,
      `Tenant space offline: ${space.name}`,
    ]);

    await topUp(poor.enterpriseId, 29_900);
    const later = minuteAfter(offline.renewalDueAt!);
    expect(await checkSpaceRenewal(offline, later)).toBe('renewed');
    expect(await stored(space.id)).toMatchObject({ statusCode: '3', startsAt: later, endsAt: addMonths(later, 1) });
  });
});

describe('the end of a quota grant', () => {
  it('keeps a grant whose amount is reserved (telling the administrators) and ends it once released', async () => {
    // The poor enterprise's space is online again with nothing left: its grant cannot renew itself.
    await topUp(poor.enterpriseId, 3_000);
    const applied = await tenantApi(poor.admin, {
      method: 'POST',
      path: '/api-tenant/quota/apply',
      body: { items: [{ item: 'CPU_CORES', units: 1 }] },
    });
    expect(applied.status).toBe(200);
    const grant = (await getGrant(poor.enterpriseId, applied.body.id))!;
    await reserveQuota({
      enterpriseId: poor.enterpriseId,
      reservationId: `deploy-${grant.id}`,
      amounts: { CPU_CORES: 5 },
      reservedAt: grant.startsAt,
    });
    expect(await checkGrantRenewal(grant, minuteAfter(grant.endsAt))).toBe('held');
    await releaseQuota({ enterpriseId: poor.enterpriseId, reservationId: `deploy-${grant.id}` });
    expect(await checkGrantRenewal((await getGrant(poor.enterpriseId, grant.id))!, addDays(grant.endsAt, 1))).toBe(
      'ended',
    );
    expect(await getGrant(poor.enterpriseId, grant.id)).toBeUndefined();
    const quotas = await tenantApi(poor.admin, {
      path: '/api-tenant/org-quotas/',
      query: { 'enterprise-code': poor.enterpriseId },
    });
    expect(quotas.body.find((q: { item: string }) => q.item === 'CPU_CORES')).toMatchObject({ total: 4, available: 4 });
  });
});
