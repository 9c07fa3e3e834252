import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseServiceOf } from '../../../functions/domains/databases/index.js';
import { releaseQuota, reserveQuota } from '../../../functions/domains/tenancy/index.js';
import { readSecret } from '../../../functions/lib/secrets.js';
import { createTenant } from '../support/tenant.js';
import { demoUser } from './session-support.js';
import { rentedSpace, tenantApi, topUp } from './tenancy-support.js';

// This file's own enterprise rents a basic space (10,240 MB of DATABASE_QUOTA); all but one database's 1,024 MB of it
// is reserved up front, so the second database is beyond the quota.
const tenant = await createTenant('databases');
const outsider = await createTenant('databases-outsider');
const auditor = await demoUser('auditor');
await topUp(tenant.enterpriseId, 100_000);
const space = await rentedSpace(tenant.admin);
const filler = { enterpriseId: tenant.enterpriseId, reservationId: 'test-filler' };

const service = (path: string, query: Record<string, string> = {}, user = tenant.staff) =>
  tenantApi(user, { path: `/api-tenant/databaseResource/get/${path}/${tenant.enterpriseId}`, query });
const create = (databaseName: unknown) =>
  tenantApi(tenant.admin, { method: 'POST', path: '/api-tenant/databaseResource/create', body: { databaseName } });

/** The databases the local PostgreSQL has whose name contains `text`, as its administrator sees them. */
async function engineDatabases(text: string): Promise<string[]> {
  const client = new pg.Client({
    host: process.env.DATABASE_SERVICE_HOST,
    port: Number(process.env.DATABASE_SERVICE_PORT),
    user: 'postgres',
    password: process.env.DATABASE_SERVICE_ADMIN_PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    const result = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE strpos(datname, $1) > 0',
      [text],
    );
    return result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

afterAll(() => releaseQuota(filler));

describe('the database service', () => {
  let created: { database: string; username: string; password: string; host: string; port: number };

  it('creates a real database and login in an online space, the password answered once', async () => {
    const early = await create('orders_db');
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('spaceNotOnline');
    await tenantApi(auditor, {
      method: 'PUT',
      path: '/api-tenant/namespace/updateNamespaceStatus',
      body: { id: space.id },
    });
    await reserveQuota({ ...filler, amounts: { DATABASE_QUOTA: 9_216 }, reservedAt: new Date().toISOString() });

    const { status, body } = await create('orders_db');
    expect(status).toBe(200);
    expect(body).toMatchObject({ databaseName: 'orders_db', reservedMb: 1_024, port: expect.any(Number) });
    expect(body.database).toMatch(/^e_[0-9a-f]{12}_orders_db$/);
    created = body;

    // The login works on its own database and holds data there.
    const client = new pg.Client({ ...created, user: created.username });
    await client.connect();
    await client.query('CREATE TABLE orders (id serial PRIMARY KEY, note text)');
    await client.query("INSERT INTO orders (note) SELECT repeat('x', 1000) FROM generate_series(1, 200)");
    await client.end();
    // The password is kept in Secrets Manager only, named by the seam the deployments read.
    const [connection] = (await databaseServiceOf(tenant.enterpriseId)).databases;
    expect(connection).toMatchObject({ databaseName: 'orders_db', status: 'ready', username: created.username });
    expect(JSON.parse(await readSecret(connection.secretArn!))).toMatchObject({ password: created.password });
  });

  it('answers the databases with the size the engine measures, searched by contained text, never the password', async () => {
    const { status, body } = await service('databaseResource');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currentEnterprise: { id: tenant.enterpriseId, name: tenant.name },
      databaseNames: [{ databaseName: 'orders_db' }],
      databaseResources: [
        {
          databaseName: 'orders_db',
          database: created.database,
          host: created.host,
          port: created.port,
          username: created.username,
          status: 'ready',
          reservedMb: 1_024,
        },
      ],
      quota: { total: 10_240, reserved: 10_240, available: 0 },
    });
    expect(body.databaseResources[0].sizeBytes).toBeGreaterThan(0);
    expect(body.tsDatabaseSize).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(created.password);

    expect((await service('databaseResource', { name: 'ORDER' })).body.databaseNames).toEqual([
      { databaseName: 'orders_db' },
    ]);
    expect((await service('databaseResource', { name: 'nothing' })).body.databaseResources).toEqual([]);
    const names = await service('databaseName', { name: 'rs_d' });
    expect(names.body).toEqual([{ databaseName: 'orders_db', database: created.database }]);
    expect(JSON.stringify(names.body)).not.toContain(created.password);
  });

  it('refuses a database beyond the quota, a taken name or a bad one with nothing written', async () => {
    const beyond = await create('second_db');
    expect(beyond.status).toBe(409);
    expect(beyond.body.reason).toBe('quotaExceeded');
    expect((await create('orders_db')).body.reason).toBe('nameTaken');
    const bad = await create('Drop Table');
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('body.databaseName');

    expect((await service('databaseName')).body).toEqual([{ databaseName: 'orders_db', database: created.database }]);
    expect(await engineDatabases('second_db')).toEqual([]);
  });

  it("keeps another enterprise's members out", async () => {
    expect((await service('databaseResource', {}, outsider.admin)).status).toBe(403);
    const foreignDelete = await tenantApi(outsider.admin, {
      method: 'DELETE',
      path: '/api-tenant/databaseResource/orders_db',
    });
    expect(foreignDelete.status).toBe(404);
  });

  it('drops a database with its login and gives its quota back', async () => {
    const { status } = await tenantApi(tenant.admin, {
      method: 'DELETE',
      path: '/api-tenant/databaseResource/orders_db',
    });
    expect(status).toBe(200);
    expect(await engineDatabases(created.database)).toEqual([]);
    const { body } = await service('databaseResource');
    expect(body).toMatchObject({ databaseResources: [], tsDatabaseSize: 0, quota: { available: 1_024 } });
    await expect(new pg.Client({ ...created, user: created.username }).connect()).rejects.toThrow();
  });
});
