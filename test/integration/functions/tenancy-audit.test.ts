import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queueVersionPublication } from '../../../functions/domains/tenancy/index.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { QUOTA_PLANS } from '../../../shared/constants/tenancy-rules.js';
import { demoIds } from '../../../infra/local/seed/demo-ids.js';
import { createTenant } from '../support/tenant.js';
import { demoUser } from './session-support.js';
import {
  allPages,
  balanceOfEnterprise,
  ledgerOf,
  namespaceApi,
  rentedSpace,
  tenantApi,
  topUp,
  uniqueDomain,
} from './tenancy-support.js';

// Spaces of this file's own two enterprises, audited by the demo auditor; status changes by the demo platform admin.
const [approved, rejected] = await Promise.all([createTenant('tenancy-approve'), createTenant('tenancy-reject')]);
const [auditor, platformAdmin] = await Promise.all([demoUser('auditor'), demoUser('admin')]);
await Promise.all([topUp(approved.enterpriseId, 100_000), topUp(rejected.enterpriseId, 100_000)]);

const audit = (body: unknown) =>
  tenantApi(auditor, { method: 'PUT', path: '/api-tenant/namespace/updateNamespaceStatus', body });
const changeStatus = (id: string, code: string) =>
  tenantApi(platformAdmin, {
    method: 'PUT',
    path: '/api-tenant/namespace/changeNamespaceStatus',
    body: { id, status: { code } },
  });
const quotasOf = (user: { claims: Record<string, unknown> }, enterpriseId: string) =>
  tenantApi(user, { path: '/api-tenant/org-quotas/', query: { 'enterprise-code': enterpriseId } });

describe('the audit of tenant spaces', () => {
  it('queues a space for audit, found by part of its domain; approving it (the bare id) grants its plan’s quota', async () => {
    const domain = uniqueDomain('audit');
    const space = await rentedSpace(approved.admin, { domain, period: 2 });
    const queue = await tenantApi(auditor, {
      path: '/api-tenant/namespace/getNamespaceForVerify',
      query: { name: domain.slice(2, 12).toUpperCase() },
    });
    expect(queue.body.map((s: { id: string }) => s.id)).toEqual([space.id]);
    expect(
      (await quotasOf(approved.admin, approved.enterpriseId)).body.every((q: { total: number }) => q.total === 0),
    ).toBe(true);

    const { status, body } = await audit(JSON.stringify(space.id));
    expect(status).toBe(200);
    expect(body).toEqual({ id: space.id, status: { code: '3', name: '已上线', enName: 'Online' } });
    const stored = (await tenantApi(approved.admin, { path: `/api-tenant/namespace/getNamespace/${space.id}` })).body;
    expect(stored.status.code).toBe('3');
    expect(Date.parse(stored.endsAt) - Date.parse(stored.startsAt)).toBeGreaterThan(58 * 86_400_000);

    const plan = QUOTA_PLANS.find((p) => p.code === 'basic')!;
    const quotas = await quotasOf(approved.staff, approved.enterpriseId);
    expect(quotas.body).toContainEqual({
      item: 'CPU_CORES',
      name: 'CPU',
      enName: 'CPU',
      unit: 'core',
      total: plan.quota.CPU_CORES,
      reserved: 0,
      available: plan.quota.CPU_CORES,
    });
    expect((await quotasOf(rejected.admin, approved.enterpriseId)).status).toBe(403);

    const mainApp = await tenantApi(approved.staff, { path: '/api-tenant/namespace/getNamespacesForMainApp' });
    expect(mainApp.body.map((s: { id: string; name: string }) => [s.id, s.name])).toEqual([
      [space.id, domain],
      [NIL_ID, 'platform'],
    ]);
    expect((await audit({ id: space.id, status: { code: '2' } })).status).toBe(409);
  });

  it('rejecting a space refunds its rent through a ledger entry and frees its domain', async () => {
    const domain = uniqueDomain('reject');
    const before = await balanceOfEnterprise(rejected.enterpriseId);
    const space = await rentedSpace(rejected.admin, { domain });
    const { status, body } = await audit({ id: space.id, status: { code: '0' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: { code: '0' }, refund: { amountFen: 29_900, balanceFen: before } });
    expect(await balanceOfEnterprise(rejected.enterpriseId)).toBe(before);
    expect((await ledgerOf(rejected.enterpriseId))[0]).toMatchObject({
      kind: 'refund',
      amountFen: 29_900,
      reference: { type: 'namespace', id: space.id },
    });
    expect((await audit({ id: space.id })).status).toBe(409);
    // The domain and the enterprise's one live space are free again.
    const again = await rentedSpace(rejected.admin, { domain });
    expect(again.name).toBe(domain);
  });

  it('lets platform administrators take a space offline, online again and seal it, by the transition table', async () => {
    const [space] = await allPages<{ id: string; status: { code: string } }>(
      approved.admin,
      '/api-tenant/namespace/getNamespaces',
    );
    expect(space.status.code).toBe('3');
    expect((await changeStatus(space.id, '4')).body.status.code).toBe('4');
    expect((await changeStatus(space.id, '3')).body.status.code).toBe('3');
    expect((await changeStatus(space.id, '5')).body.status.code).toBe('5');
    const refused = await changeStatus(space.id, '3');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'transitionNotAllowed', from: '5', to: '3' });
  });
});

describe('the demo tenant spaces', () => {
  it('give Demo Manufacturing an online space with its quota and leave Demo Logistics’ waiting for audit', async () => {
    const entAdmin = await demoUser('ent-admin');
    const own = await tenantApi(entAdmin, {
      path: `/api-tenant/namespace/getNamespace/${demoIds.enterprises.manufacturing}`,
    });
    expect(own.body).toMatchObject({ name: 'demomfg', status: { code: '3' }, quotaPlan: { code: 'standard' } });
    const quotas = await quotasOf(entAdmin, demoIds.enterprises.manufacturing);
    expect(quotas.body.find((q: { item: string }) => q.item === 'CPU_CORES').total).toBe(8);
    const queue = await tenantApi(auditor, {
      path: '/api-tenant/namespace/getNamespaceForVerify',
      query: { name: 'demologistics' },
    });
    expect(queue.body.map((s: { enterpriseId: string }) => s.enterpriseId)).toEqual([demoIds.enterprises.logistics]);
  });
});

describe('the audit of versions published into the platform namespace', () => {
  it('queues an approved version once, then publishes or rejects it by code', async () => {
    const published = { versionId: randomUUID(), version: '1.0.0', applicationId: randomUUID() };
    const refused = { ...published, versionId: randomUUID() };
    for (const version of [published, refused, published]) {
      await queueVersionPublication({ ...version, applicationName: '巡检助手', companyId: approved.enterpriseId });
    }
    const queue = await allPages<{ id: string }>(auditor, '/api-tenant/getVersionForVerify');
    const mine = queue.filter((v) => v.id === published.versionId || v.id === refused.versionId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      name: '巡检助手',
      enterpriseId: approved.enterpriseId,
      version: { version: '1.0.0', majorVersion: { namespace: { id: NIL_ID, name: 'platform' } } },
      status: { code: '1' },
    });

    const decide = (id: string, code: string) =>
      namespaceApi(auditor, {
        method: 'PUT',
        path: '/api-namespace/updateVersionStatus',
        body: { id, status: { code } },
      });
    expect((await decide(published.versionId, '2')).body.status).toMatchObject({ code: '2', enName: 'Published' });
    expect((await decide(refused.versionId, '3')).body.status).toMatchObject({ code: '0', enName: 'Rejected' });
    expect((await decide(published.versionId, '0')).status).toBe(409);
    const after = await allPages<{ id: string }>(auditor, '/api-tenant/getVersionForVerify');
    expect(after.some((v) => v.id === published.versionId || v.id === refused.versionId)).toBe(false);
  });
});
