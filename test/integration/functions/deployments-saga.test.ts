import { afterAll, describe, expect, it } from 'vitest';
import {
  describeSaga,
  executionArnOf,
  startSaga,
} from '../../../functions/domains/deployments/data/saga-executions.js';
import { withClient } from '../../../functions/lib/clients/lazy-client.js';
import { sfn } from '../../../functions/lib/clients/sfn.js';
import type { DeploymentSagaInput } from '../../../shared/schemas/deployment-saga.js';
import { createTenant } from '../support/tenant.js';
import {
  appServer,
  approvedVersion,
  availableQuota,
  buy,
  deploymentItems,
  onlineApp,
  onlineSpaceFor,
  runnableVersion,
  settled,
} from './deployments-support.js';
import { balanceOfEnterprise, ledgerOf, tenantApi } from './tenancy-support.js';

// This file's own enterprise: an online space of 4 cores and ¥1,000. The tests spend its cores in order — a failed
// deployment gives its core back, the retried and the upgraded apps keep one each, the race's winner takes two.
const server = await appServer();
const tenant = await createTenant('deploy-saga');
await onlineSpaceFor(tenant, 100_000);
afterAll(() => server.close());

/** The ledger entries of a deployment (debits of its purchases, credits of its refunds). */
const ledgerOfDeployment = async (deploymentId: string) =>
  (await ledgerOf(tenant.enterpriseId)).filter((entry) => entry.reference?.id === deploymentId);

describe('the deployment saga', () => {
  it('compensates an app that fails its health check: crashed, quota released, charge refunded', async () => {
    server.setHealthy('crashes', false);
    const app = await onlineApp(server.urlOf('crashes'));
    const balance = await balanceOfEnterprise(tenant.enterpriseId);
    const quota = await availableQuota(tenant.enterpriseId);
    const bought = await buy(tenant, app, { month: 2 });
    // The answer comes once charged; the health check decides afterwards.
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    // The compensation marks the revision failed first, then releases the quota, then refunds: settled once refunded.
    const detail = await settled(
      tenant,
      bought.body.deploymentId,
      (d) => d.revisions[0]?.outcome === 'failed' && d.purchases[0]?.state === 'refunded',
    );
    expect(detail.deployment.status).toBe('crashed');
    expect(detail.revisions[0].detail).toContain('Unhealthy');
    expect(detail.purchases).toEqual([expect.objectContaining({ state: 'refunded', costFen: 2000 })]);
    expect((await ledgerOfDeployment(bought.body.deploymentId)).map((e) => [e.kind, e.amountFen]).sort()).toEqual([
      ['purchase', -2000],
      ['refund', 2000],
    ]);
    expect(await balanceOfEnterprise(tenant.enterpriseId)).toBe(balance);
    expect(await availableQuota(tenant.enterpriseId)).toEqual(quota);
  });

  it('charges once when an execution runs again', async () => {
    const app = await onlineApp(server.urlOf('retried'));
    const bought = await buy(tenant, app, { month: 1 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    await settled(tenant, bought.body.deploymentId, (d) => d.deployment.status === 'running');
    await expect
      .poll(async () => (await describeSaga(executionArnOf(`buy-${bought.body.purchaseId}`)))?.status)
      .toBe('SUCCEEDED');
    // The same input again under another name: every step finds what the first did.
    const again = await startSaga(`retry-${bought.body.purchaseId}`, await firstInput(bought.body.purchaseId));
    await expect
      .poll(async () => (await describeSaga(again.executionArn))?.status, { timeout: 30_000 })
      .toBe('SUCCEEDED');
    expect((await ledgerOfDeployment(bought.body.deploymentId)).map((e) => e.amountFen)).toEqual([-1000]);
    const items = await deploymentItems(bought.body.deploymentId);
    expect(items.filter((item) => item.entity === 'deploymentPurchase')).toHaveLength(1);
    expect(items.filter((item) => item.entity === 'deploymentRevision')).toHaveLength(1);
  });

  it('upgrades to an approved version, returns to the previous one when it fails, and restores an earlier one', async () => {
    const app = await onlineApp(server.urlOf('v1'));
    const bought = await buy(tenant, app);
    const id = bought.body.deploymentId as string;
    await settled(tenant, id, (d) => d.deployment.status === 'running');

    // Version 2 is approved: the deployment is offered it; it does not come up, so version 1 runs again.
    server.setHealthy('v2', false);
    const v2 = await runnableVersion(app.publisher, app.id, server.urlOf('v2'), {
      version: '2.0.0',
      majorVersion: { number: 2, authorities: [], application: { id: app.id } },
    });
    await approvedVersion(app.publisher, v2.minorVersionId);
    const offered = await settled(tenant, id, (d) => d.deployment.upgradeAvailable?.versionId === v2.minorVersionId);
    expect(offered.deployment.upgradeAvailable.version).toBe('2.0.0');
    const upgrade = await tenantApi(tenant.admin, {
      method: 'POST',
      path: `/api-tenant/deployments/${id}/upgrade`,
      body: {},
    });
    expect(upgrade.body).toEqual({ deploymentId: id, revision: 2, status: 'booting' });
    const returned = await settled(tenant, id, (d) => d.revisions.length === 3 && !d.deployment.busy);
    expect(returned.revisions.map((r: { kind: string; outcome: string }) => [r.kind, r.outcome])).toEqual([
      ['rollback', 'succeeded'],
      ['upgrade', 'returned'],
      ['purchase', 'succeeded'],
    ]);
    expect(returned.deployment).toMatchObject({ revision: 3, versionId: app.versionId, visitUrl: server.urlOf('v1') });
    await settled(tenant, id, (d) => d.deployment.status === 'running');

    // Once version 2 answers, the upgrade goes through; then the first revision is restored in one action.
    server.setHealthy('v2', true);
    const second = await tenantApi(tenant.admin, {
      method: 'POST',
      path: `/api-tenant/deployments/${id}/upgrade`,
      body: { versionId: v2.minorVersionId },
    });
    expect(second.body.revision).toBe(4);
    const upgraded = await settled(
      tenant,
      id,
      (d) => d.revisions[0].outcome === 'succeeded' && d.revisions.length === 4,
    );
    expect(upgraded.deployment).toMatchObject({ revision: 4, versionId: v2.minorVersionId });
    expect(upgraded.deployment.upgradeAvailable).toBeUndefined();
    const restore = await tenantApi(tenant.admin, {
      method: 'POST',
      path: `/api-tenant/deployments/${id}/restore`,
      body: { revision: 1 },
    });
    expect(restore.body.revision).toBe(5);
    const restored = await settled(
      tenant,
      id,
      (d) => d.revisions.length === 5 && d.revisions[0].outcome === 'succeeded',
    );
    expect(restored.revisions[0]).toMatchObject({ kind: 'restore', configHash: upgraded.revisions.at(-1).configHash });
    expect(restored.deployment).toMatchObject({ revision: 5, versionId: app.versionId, status: 'running' });
  });

  it('lets one of two purchases racing for the last quota deploy; the other keeps nothing', async () => {
    const cores = { resourceParameters: { CPU_CORES: 2, MEMORY_QUOTA: 1024, DISK_QUOTA: 512 } };
    const [first, second] = await Promise.all([
      onlineApp(server.urlOf('race-a'), { plan: cores }),
      onlineApp(server.urlOf('race-b'), { plan: cores }),
    ]);
    const quota = await availableQuota(tenant.enterpriseId);
    expect(quota.cpu).toBe(2);
    const balance = await balanceOfEnterprise(tenant.enterpriseId);
    const answers = await Promise.all([buy(tenant, first), buy(tenant, second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.reason).toBe('quotaExceeded');
    const winner = answers.find((a) => a.status === 200)!;
    await settled(tenant, winner.body.deploymentId, (d) => d.deployment.status === 'running');
    expect(await balanceOfEnterprise(tenant.enterpriseId)).toBe(balance - 1000);
    expect((await availableQuota(tenant.enterpriseId)).cpu).toBe(0);
    const list = await tenantApi(tenant.admin, { path: '/api-tenant/deployments', query: { size: 100 } });
    const apps = list.body.items.map((item: { applicationId: string }) => item.applicationId);
    expect(apps.filter((appId: string) => appId === first.id || appId === second.id)).toHaveLength(1);
  });
});

/** The input of a purchase's execution, as DescribeExecution keeps it. */
const firstInput = (purchaseId: string) =>
  withClient(sfn, async (client, sdk) => {
    const found = await client.send(
      new sdk.DescribeExecutionCommand({ executionArn: executionArnOf(`buy-${purchaseId}`) }),
    );
    return JSON.parse(found.input!) as DeploymentSagaInput;
  });
