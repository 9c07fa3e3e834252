import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { getQuota, quotaFigures } from '../../../functions/domains/tenancy/index.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import type { Tenant } from '../support/tenant.js';
import {
  appApi,
  changeStatus,
  createdApplication,
  createdVersion,
  resourceBody,
  uniqueName,
} from './applications-support.js';
import { demoTestUser, freshUser, type TestUser } from './certification-support.js';
import { rentedSpace, tenantApi, topUp } from './tenancy-support.js';

/**
 * Helpers of the deployment tests: an enterprise with an online tenant space (basic plan: 4 cores, 8,192 MB memory,
 * 51,200 MB disk) and money, online external-URL applications whose health a local HTTP server of the test decides,
 * and reads of what a purchase writes.
 */

/** A local HTTP server standing in for external apps: `/{name}` answers 200 while healthy, else 500. */
export interface AppServer {
  readonly urlOf: (name: string) => string;
  readonly setHealthy: (name: string, healthy: boolean) => void;
  readonly close: () => Promise<void>;
}

export async function appServer(): Promise<AppServer> {
  const unhealthy = new Set<string>();
  const server: Server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1).split('?')[0];
    response.statusCode = unhealthy.has(name) ? 500 : 200;
    response.end(unhealthy.has(name) ? 'broken' : 'ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (name) => `http://127.0.0.1:${port}/${name}`,
    setHealthy: (name, healthy) => (healthy ? unhealthy.delete(name) : unhealthy.add(name)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Rents a tenant space for the tenant's enterprise and has the demo auditor approve it; then tops up `fen`. */
export async function onlineSpaceFor(tenant: Tenant, fen: number): Promise<{ id: string; name: string }> {
  await topUp(tenant.enterpriseId, 29_900);
  const space = await rentedSpace(tenant.admin);
  const auditor = await demoTestUser('auditor');
  const approved = await tenantApi(auditor, {
    method: 'PUT',
    path: '/api-tenant/namespace/updateNamespaceStatus',
    body: { id: space.id, status: { code: '2' } },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  if (fen) await topUp(tenant.enterpriseId, fen);
  return space;
}

/** An online external-URL application and its first version and plan. */
export interface OnlineApp {
  readonly id: string;
  readonly name: string;
  readonly majorId: string;
  readonly versionId: string;
  readonly planId: string;
  readonly publisher: TestUser;
}

/**
 * Publishes an external-URL application whose version 1.0.0 runs at `url`, with one plan (`plan` overrides: price a
 * month in yuan, resourceParameters), approved by the demo auditor and put online by its publisher (a fresh developer
 * unless `publisher`) — unless `online: false` (approved only).
 */
export async function onlineApp(
  url: string,
  options: {
    plan?: Record<string, unknown>;
    online?: boolean;
    /** Another publisher than a fresh developer, with the application's fields it needs (an enterprise's scope). */
    publisher?: TestUser;
    application?: Record<string, unknown>;
  } = {},
): Promise<OnlineApp> {
  const publisher = options.publisher ?? (await freshUser());
  const auditor = await demoTestUser('auditor');
  const name = uniqueName('dep');
  const id = await createdApplication(publisher, {
    name,
    enName: `${name}-en`,
    model: { id: 'EXTERNAL_URL' },
    ...options.application,
  });
  const plan = await appApi(publisher, {
    method: 'POST',
    path: '/api-application/createResource',
    body: resourceBody(id, {
      price: 10,
      resourceParameters: { CPU_CORES: 1, MEMORY_QUOTA: 1024, DISK_QUOTA: 512 },
      ...options.plan,
    }),
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  const version = await runnableVersion(publisher, id, url);
  await approvedVersion(publisher, version.minorVersionId);
  const path: [string, TestUser][] = [
    ['1', publisher],
    ['2', auditor],
    ...(options.online === false ? [] : ([['3', publisher]] as [string, TestUser][])),
  ];
  for (const [to, by] of path) {
    const { status, body } = await changeStatus(by, id, to);
    expect(status, JSON.stringify(body)).toBe(200);
  }
  return {
    id,
    name,
    majorId: version.majorVersionId,
    versionId: version.minorVersionId,
    planId: plan.body.id as string,
    publisher,
  };
}

/**
 * Creates a version of an external-URL application that runs at `url`: a version's own URL must be https, so the
 * local server's address is the publisher's saved deployment information (`app/saveInfo`), which overrides it.
 */
export async function runnableVersion(
  publisher: TestUser,
  applicationId: string,
  url: string,
  overrides: Record<string, unknown> = {},
) {
  const version = await createdVersion(publisher, applicationId, { url: 'https://apps.example.com/', ...overrides });
  const saved = await tenantApi(publisher, {
    method: 'POST',
    path: '/api-tenant/app/saveInfo',
    body: { appId: applicationId, minorId: version.minorVersionId, url, jdk: '17', jenkinsProject: 'job-1' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return version;
}

/** Submits a version for audit and has the demo auditor approve it. */
export async function approvedVersion(publisher: TestUser, versionId: string): Promise<void> {
  const auditor = await demoTestUser('auditor');
  for (const [to, by] of [
    ['1', publisher],
    ['2', auditor],
  ] as const) {
    const { status, body } = await changeStatus(by, versionId, to, { kind: 'version' });
    expect(status, JSON.stringify(body)).toBe(200);
  }
}

/** The database body of a purchase, with a password each test can look for afterwards. */
export const databaseBody = (password: string) => ({
  host: '127.0.0.1',
  port: 5432,
  database: 'apps',
  username: 'app_user',
  password,
});

/** `POST app/buy` as the tenant's administrator: the documented query, the database body. */
export const buy = (
  tenant: Tenant,
  app: Pick<OnlineApp, 'id' | 'majorId' | 'versionId'>,
  options: { month?: number; password?: string; query?: Record<string, string | number> } = {},
) =>
  tenantApi(tenant.admin, {
    method: 'POST',
    path: '/api-tenant/app/buy',
    query: {
      appId: app.id,
      majorId: app.majorId,
      minorId: app.versionId,
      enterpriseId: '00000000-0000-0000-0000-000000000000',
      other: '',
      month: options.month ?? 1,
      ...options.query,
    },
    body: databaseBody(options.password ?? 'Db-pass-2026'),
  });

/** A deployment's detail as the tenant's administrator reads it. */
export const detailOf = (tenant: Tenant, deploymentId: string) =>
  tenantApi(tenant.admin, { path: `/api-tenant/deployments/${deploymentId}` });

/** Waits until a deployment's detail satisfies `done` (a saga runs in the background), answering it. */
export async function settled(tenant: Tenant, deploymentId: string, done: (detail: any) => boolean): Promise<any> {
  let last: any;
  await expect
    .poll(
      async () => {
        const { status, body } = await detailOf(tenant, deploymentId);
        last = body;
        return status === 200 && done(body);
      },
      { timeout: 45_000, interval: 500 },
    )
    .toBe(true);
  return last;
}

/** The enterprise's available quota per item. */
export async function availableQuota(enterpriseId: string) {
  const figures = quotaFigures(await getQuota(enterpriseId));
  return {
    cpu: figures.CPU_CORES.available,
    memory: figures.MEMORY_QUOTA.available,
    disk: figures.DISK_QUOTA.available,
  };
}

/** Every item of a deployment's partition (its record, ledger, purchases, use). */
export async function deploymentItems(deploymentId: string): Promise<Record<string, unknown>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `DEPLOYMENT#${deploymentId}` },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The enterprise's deployment marker of an application (its deployment's id), if any. */
export async function deploymentMarker(enterpriseId: string, applicationId: string): Promise<unknown> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': `UNIQUE#deploymentOfApp#${`${enterpriseId}#${applicationId}`.toLowerCase()}`,
      },
      ConsistentRead: true,
    }),
  );
  return result.Items?.[0];
}
