import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeSaga, executionArnOf } from '../../../functions/domains/deployments/data/saga-executions.js';
import { createTenant } from '../support/tenant.js';
import {
  appServer,
  availableQuota,
  buy,
  deploymentItems,
  deploymentMarker,
  detailOf,
  onlineApp,
  onlineSpaceFor,
  settled,
} from './deployments-support.js';
import { balanceOfEnterprise, ledgerOf, tenantApi } from './tenancy-support.js';

// This file's own enterprise with an online space (4 cores) and ¥1,000, and a second one without a space; its apps
// are external-URL apps answered by a server of the test.
const server = await appServer();
const tenant = await createTenant('deploy-buy');
await onlineSpaceFor(tenant, 100_000);
const spaceless = await createTenant('deploy-nospace');
afterAll(() => server.close());

/** What a refusal must leave untouched: the balance, the ledger, the quota and the app's marker. */
async function snapshot(applicationId: string) {
  return {
    balance: await balanceOfEnterprise(tenant.enterpriseId),
    ledger: (await ledgerOf(tenant.enterpriseId)).length,
    quota: await availableQuota(tenant.enterpriseId),
    marker: await deploymentMarker(tenant.enterpriseId, applicationId),
  };
}

describe('POST app/buy', () => {
  it('deploys a purchase of an online app until it runs, with its period, menu entry and one charge', async () => {
    const app = await onlineApp(server.urlOf('buy-ok'));
    const before = await balanceOfEnterprise(tenant.enterpriseId);
    const quotaBefore = await availableQuota(tenant.enterpriseId);
    const password = `Pw-${Math.random().toString(36).slice(2)}`;
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.join(' '))),
    );
    let bought;
    try {
      bought = await buy(tenant, app, { month: 3, password, query: { idempotencyKey: `buy-${app.id}` } });
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    // ¥10 a month for three months; the balance after it is the dialog's figure.
    expect(bought.body).toMatchObject({ costFen: 3000, cost: 30, balanceFen: before - 3000, status: 'booting' });
    expect(bought.body.balance).toBe((before - 3000) / 100);
    expect(bought.body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(bought.body.endsAt) - Date.parse(bought.body.startsAt)).toBeGreaterThan(88 * 86_400_000);

    const detail = await settled(tenant, bought.body.deploymentId, (d) => d.deployment.status === 'running');
    expect(detail.deployment).toMatchObject({ visitUrl: server.urlOf('buy-ok'), revision: 1, cpuLimit: 1 });
    expect(detail.revisions).toEqual([
      expect.objectContaining({ revision: 1, kind: 'purchase', outcome: 'succeeded' }),
    ]);
    expect(detail.database).toEqual({ host: '127.0.0.1', port: 5432, database: 'apps', username: 'app_user' });
    await expect
      .poll(async () => (await detailOf(tenant, bought.body.deploymentId)).body.deployment.menuId)
      .toBeTruthy();
    expect(await availableQuota(tenant.enterpriseId)).toEqual({
      cpu: quotaBefore.cpu - 1,
      memory: quotaBefore.memory - 1024,
      disk: quotaBefore.disk - 512,
    });

    // The documented reads and the running-apps card.
    const ofApp = await tenantApi(tenant.admin, { path: '/api-tenant/app/deployment', query: { appId: app.id } });
    expect(ofApp.body).toEqual({ id: bought.body.deploymentId, url: server.urlOf('buy-ok'), status: 'running' });
    const list = await tenantApi(tenant.admin, { path: '/api-tenant/deployments' });
    expect(list.body.runningNum).toBeGreaterThanOrEqual(1);

    // A retried request answers the first purchase; nothing is charged twice.
    const again = await buy(tenant, app, { month: 3, password, query: { idempotencyKey: `buy-${app.id}` } });
    expect(again.body).toMatchObject({ purchaseId: bought.body.purchaseId, deploymentId: bought.body.deploymentId });
    expect(await balanceOfEnterprise(tenant.enterpriseId)).toBe(before - 3000);

    // The password never leaves Secrets Manager: no answer, no log line, no stored item, no execution input.
    const execution = await describeSaga(executionArnOf(`buy-${bought.body.purchaseId}`));
    const seen = [
      JSON.stringify([bought.body, again.body, detail, ofApp.body, list.body]),
      logged.join('\n'),
      JSON.stringify(await deploymentItems(bought.body.deploymentId)),
      JSON.stringify(execution),
    ];
    for (const text of seen) expect(text).not.toContain(password);
  });

  it('renews an app the enterprise runs: charged, its end moved, nothing redeployed', async () => {
    const app = await onlineApp(server.urlOf('renew-ok'));
    const first = await buy(tenant, app, { month: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await settled(tenant, first.body.deploymentId, (d) => d.deployment.status === 'running');
    const renewed = await buy(tenant, app, { month: 2 });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body).toMatchObject({ renewal: true, deploymentId: first.body.deploymentId, costFen: 2000 });
    const detail = (await detailOf(tenant, first.body.deploymentId)).body;
    expect(detail.revisions).toHaveLength(1);
    expect(detail.deployment.endsAt).toBe(renewed.body.endsAt);
    expect(Date.parse(renewed.body.endsAt) - Date.parse(first.body.endsAt)).toBeGreaterThan(58 * 86_400_000);
  });

  it('refuses with nothing written: not online, no tenant space, quota short, balance short, not the price', async () => {
    const approvedOnly = await onlineApp(server.urlOf('not-online'), { online: false });
    const before = await snapshot(approvedOnly.id);
    const notOnline = await buy(tenant, approvedOnly);
    expect(notOnline.status).toBe(409);
    expect(notOnline.body.message).toBe('It can only be deployed after online');
    expect(await snapshot(approvedOnly.id)).toEqual(before);

    const big = await onlineApp(server.urlOf('too-big'), {
      plan: { resourceParameters: { CPU_CORES: 64, MEMORY_QUOTA: 1024, DISK_QUOTA: 512 } },
    });
    const quota = await buy(tenant, big);
    expect([quota.status, quota.body.reason]).toEqual([409, 'quotaExceeded']);
    expect(quota.body.items).toEqual([{ item: 'CPU_CORES', required: 64, available: before.quota.cpu }]);
    expect(await snapshot(big.id)).toEqual({ ...before, marker: undefined });

    const dear = await onlineApp(server.urlOf('too-dear'), { plan: { price: 99_999 } });
    const balance = await buy(tenant, dear);
    expect(balance.status).toBe(409);
    expect(balance.body).toMatchObject({
      reason: 'insufficientBalance',
      balanceFen: before.balance,
      requiredFen: 9_999_900,
    });
    expect(await snapshot(dear.id)).toEqual({ ...before, marker: undefined });

    const price = await buy(tenant, dear, { query: { cost: 12 } });
    expect(price.status).toBe(400);
    expect(price.body.fields).toEqual([{ field: 'query.cost', message: 'Should be 99999.00' }]);

    const noSpace = await tenantApi(spaceless.admin, {
      method: 'POST',
      path: '/api-tenant/app/buy',
      query: { appId: dear.id, month: 1 },
      body: { host: 'db', port: 5432, database: 'apps', username: 'u', password: 'p' },
    });
    expect([noSpace.status, noSpace.body.reason]).toEqual([409, 'noTenantSpace']);
    expect(await ledgerOf(spaceless.enterpriseId)).toEqual([]);
  });

  it('refuses a body without the database, field by field', async () => {
    const { status, body } = await tenantApi(tenant.admin, {
      method: 'POST',
      path: '/api-tenant/app/buy',
      query: { appId: 'x', month: 1 },
      body: { host: 'db', port: 'none' },
    });
    expect(status).toBe(400);
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.database',
      'body.password',
      'body.port',
      'body.username',
    ]);
  });
});
