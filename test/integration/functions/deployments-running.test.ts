import { afterAll, describe, expect, it } from 'vitest';
import { handler as menuHandler } from '../../../functions/api-menu/handler.js';
import { checkDeploymentExpiry, checkQuotaThresholds } from '../../../functions/domains/deployments/index.js';
import { getQuota, quotaFigures } from '../../../functions/domains/tenancy/index.js';
import { storedInbox } from './inbox-support.js';
import { getDeployment } from '../../../functions/domains/deployments/data/deployments.js';
import { addDays } from '../../../functions/domains/deployments/periods.js';
import { createTenant } from '../support/tenant.js';
import {
  appServer,
  availableQuota,
  buy,
  deploymentItems,
  detailOf,
  onlineApp,
  onlineSpaceFor,
  settled,
} from './deployments-support.js';
import { call } from './session-support.js';
import { balanceOfEnterprise, tenantApi } from './tenancy-support.js';

// This file's own enterprise with an online space and ¥1,000; one bought app it runs, stops, lets expire, renews
// and deletes.
const server = await appServer();
const tenant = await createTenant('deploy-run');
await onlineSpaceFor(tenant, 100_000);
const app = await onlineApp(server.urlOf('running'));
const bought = await buy(tenant, app, { month: 1 });
const id = bought.body.deploymentId as string;
afterAll(() => server.close());

/** The side navigation of a member (the console's menu tree), flattened. */
async function navigationOf(user: { id: string; claims: Record<string, unknown> }) {
  const { body } = await call(menuHandler, {
    path: '/api-menu/query-menu',
    query: { userId: user.id },
    claims: user.claims,
  });
  const flat: { url?: string; name: string }[] = [];
  const walk = (nodes: { url?: string; name: string; children?: unknown[] }[]) =>
    nodes.forEach((node) => (flat.push(node), walk((node.children ?? []) as never)));
  walk(body as never);
  return flat;
}

describe('running apps', () => {
  it('opens a deployed app from every member’s side navigation', async () => {
    await settled(tenant, id, (d) => d.deployment.status === 'running' && Boolean(d.deployment.menuId));
    await expect
      .poll(async () =>
        (await navigationOf(tenant.staff)).find((node) => node.url?.startsWith(server.urlOf('running'))),
      )
      .toMatchObject({ name: app.name });
  });

  it('stops and starts an app, each checked now', async () => {
    const stopped = await tenantApi(tenant.admin, { method: 'POST', path: `/api-tenant/deployments/${id}/stop` });
    expect(stopped.body).toMatchObject({ desiredState: 'stopped' });
    const started = await tenantApi(tenant.admin, { method: 'POST', path: `/api-tenant/deployments/${id}/start` });
    expect(started.body).toMatchObject({ desiredState: 'running', status: 'running' });
  });

  it('warns 7 and 1 days before the end, stops the app at it, and starts it again on a renewal', async () => {
    const deployment = (await getDeployment(id))!;
    const endsAt = deployment.endsAt!;
    expect(await checkDeploymentExpiry(deployment, addDays(endsAt, -6))).toBe('warned');
    // The same look again finds the schedule moved on: nothing is told twice.
    expect(await checkDeploymentExpiry(deployment, addDays(endsAt, -6))).toBe('skipped');
    expect(await checkDeploymentExpiry((await getDeployment(id))!, addDays(endsAt, -0.5))).toBe('warned');
    expect(await checkDeploymentExpiry((await getDeployment(id))!, endsAt)).toBe('ended');
    const ended = (await detailOf(tenant, id)).body.deployment;
    expect(ended).toMatchObject({ desiredState: 'stopped' });
    const quota = await availableQuota(tenant.enterpriseId);

    const renewed = await buy(tenant, app, { month: 1 });
    expect(renewed.body).toMatchObject({ renewal: true, deploymentId: id });
    expect(Date.parse(renewed.body.endsAt)).toBeGreaterThan(Date.parse(endsAt));
    expect((await detailOf(tenant, id)).body.deployment).toMatchObject({ desiredState: 'running', status: 'running' });
    // The end released nothing: the quota stayed reserved.
    expect(await availableQuota(tenant.enterpriseId)).toEqual(quota);
  });

  it('tells the administrators once when the apps use 80 % of a quota item and once more at 100 %', async () => {
    const { total } = quotaFigures(await getQuota(tenant.enterpriseId)).MEMORY_QUOTA;
    const now = new Date().toISOString();
    expect(await checkQuotaThresholds(tenant.enterpriseId, { MEMORY_QUOTA: total * 0.85 }, now)).toBe(1);
    // Still within the same threshold and month: told already.
    expect(await checkQuotaThresholds(tenant.enterpriseId, { MEMORY_QUOTA: total * 0.9 }, now)).toBe(0);
    expect(await checkQuotaThresholds(tenant.enterpriseId, { MEMORY_QUOTA: total, CPU_CORES: 0 }, now)).toBe(1);
    const titles = async () =>
      (await storedInbox(tenant.admin.id)).map((m) => String(m.title)).filter((t) => t.includes('%'));
    await expect
      .poll(titles)
      .toEqual(expect.arrayContaining([expect.stringContaining('80%'), expect.stringContaining('100%')]));
    expect(await titles()).toHaveLength(2);
  });

  it('deletes an app: its quota and menu entry go, its ledger stays', async () => {
    const quota = await availableQuota(tenant.enterpriseId);
    const deleted = await tenantApi(tenant.admin, { method: 'DELETE', path: `/api-tenant/deployments/${id}` });
    expect(deleted.body).toEqual({ deleted: id });
    expect(await availableQuota(tenant.enterpriseId)).toEqual({
      cpu: quota.cpu + 1,
      memory: quota.memory + 1024,
      disk: quota.disk + 512,
    });
    expect((await detailOf(tenant, id)).status).toBe(404);
    const kept = (await deploymentItems(id)).map((item) => item.entity);
    expect(kept.sort()).toEqual(['deploymentPurchase', 'deploymentPurchase', 'deploymentRevision']);
    const ofApp = await tenantApi(tenant.admin, { path: '/api-tenant/app/deployment', query: { appId: app.id } });
    expect(ofApp.body).toBeNull();
    await expect
      .poll(async () => (await navigationOf(tenant.staff)).some((node) => node.name === app.name))
      .toBe(false);
  });

  it('deploys an application of the enterprise’s own without a charge and answers its visit url', async () => {
    const own = await onlineApp(server.urlOf('own'), {
      publisher: tenant.admin,
      application: { createCompanyId: tenant.enterpriseId },
      online: false,
    });
    const info = await tenantApi(tenant.admin, {
      method: 'POST',
      path: '/api-tenant/app/findAppInfo',
      body: { appId: own.id },
    });
    expect(info.body).toMatchObject({
      minorId: own.versionId,
      url: server.urlOf('own'),
      jdk: '17',
      releaseMode: 'external',
    });
    const balance = await balanceOfEnterprise(tenant.enterpriseId);
    const deployed = await tenantApi(tenant.admin, {
      method: 'POST',
      path: '/api-tenant/app/deploy',
      body: { appId: own.id },
    });
    expect(deployed.body).toMatchObject({ url: server.urlOf('own'), status: 'running' });
    expect(await balanceOfEnterprise(tenant.enterpriseId)).toBe(balance);
    const detail = (await detailOf(tenant, deployed.body.deploymentId)).body;
    expect(detail.revisions).toEqual([expect.objectContaining({ kind: 'deploy', outcome: 'succeeded' })]);
    expect(detail.deployment.endsAt).toBeUndefined();
  });
});
