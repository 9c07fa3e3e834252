import { beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import { createTenant } from '../support/tenant.js';
import { demoUser } from './session-support.js';
import { api, createOtherEnterprise, createTestUser } from './users-support.js';

// Members, roles and holders are listed in an enterprise of this file's own (`ent-admin`/`ent-staff` alike).
const tenant = await createTenant('users-lists');
const ENTERPRISE = tenant.enterpriseId;
const GUEST_ENTERPRISE = tenant.guest.enterpriseId;
const roleIds: Record<string, string> = {
  ENTERPRISE_ADMIN: tenant.roles.admin.id,
  EQUIPMENT_OPERATOR: tenant.roles.operator.id,
  STAFF: tenant.roles.staff.id,
  VIEWER: tenant.guest.viewer.id,
};
const roleId = (code: string) => roleIds[code];
// The platform-wide enterprise list shows the seeded enterprises.
const DEMO_MANUFACTURING = demoEnterpriseIds.manufacturing;
const DEMO_LOGISTICS = demoEnterpriseIds.logistics;

type Actor = Awaited<ReturnType<typeof demoUser>>;
const demo: Record<string, Actor> = {};
let other: Awaited<ReturnType<typeof createOtherEnterprise>>;

beforeAll(async () => {
  for (const name of ['admin', 'auditor', 'developer']) demo[name] = await demoUser(name);
  other = await createOtherEnterprise();
});

const as = (
  actor: Actor | { claims: Record<string, unknown> },
  path: string,
  query: Record<string, string | number> = {},
) => api({ path, query, claims: actor.claims });

describe('GET /api-user/userWithEnterprises', () => {
  it("lists the enterprise's members with the enterprise and the roles held there, in the spec's page shape", async () => {
    const defaults = await as(tenant.admin, '/api-user/userWithEnterprises', { enterpriseId: ENTERPRISE });
    expect(defaults.status).toBe(200);
    expect(defaults.body).toMatchObject({ number: 0, size: 10, pageable: { pageNumber: 0, pageSize: 10 } });
    expect(defaults.body.content.length).toBeLessThanOrEqual(10);
    // One page of 100 holds them all.
    const { status, body } = await as(tenant.admin, '/api-user/userWithEnterprises', {
      enterpriseId: ENTERPRISE,
      pageSize: 100,
    });
    expect(status).toBe(200);
    expect(body.totalElements).toBe(defaults.body.totalElements);
    const names = body.content.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining([tenant.admin.username, tenant.staff.username]));
    expect(names).toEqual([...names].sort());
    expect(body.totalElements).toBe(names.length);
    const admin = body.content.find((u: { username: string }) => u.username === tenant.admin.username);
    const staff = body.content.find((u: { username: string }) => u.username === tenant.staff.username);
    expect(admin).toMatchObject({
      id: tenant.admin.id,
      enterprise: { id: ENTERPRISE, name: tenant.name },
      verifyStatus: { code: '3' },
      removed: false,
    });
    expect(admin.roles.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([roleId('ENTERPRISE_ADMIN'), roleId('EQUIPMENT_OPERATOR')]),
    );
    expect(staff.roles.map((r: { id: string }) => r.id)).toContain(roleId('STAFF'));
  });

  it("never shows another enterprise's data: not its roles, members or name", async () => {
    const { body } = await as(tenant.admin, '/api-user/userWithEnterprises', { enterpriseId: ENTERPRISE });
    const text = JSON.stringify(body);
    expect(text).not.toContain(GUEST_ENTERPRISE);
    expect(text).not.toContain(roleId('VIEWER'));
    expect(text).not.toContain(tenant.guest.name);
    expect(text).not.toContain(other.admin.id);
    const own = await as(other.admin, '/api-user/userWithEnterprises', { enterpriseId: other.id });
    expect(own.status).toBe(200);
    expect(own.body.content.map((u: { id: string }) => u.id)).toContain(other.admin.id);
    expect(JSON.stringify(own.body)).not.toContain(ENTERPRISE);
  });

  it("answers a personal space's administrator, whose role grants its member list and not employee management", async () => {
    const space = demoEnterpriseIds.developerSpace;
    const members = await as(demo.developer, '/api-user/userWithEnterprises', { enterpriseId: space });
    expect(members.status).toBe(200);
    expect(members.body.content.map((u: { username: string }) => u.username)).toEqual(['developer']);
  });

  it('filters by username prefix, by verification type and pages with totals', async () => {
    const prefix = `emp-${Date.now()}`;
    await createTestUser({ enterpriseId: other.id, username: `${prefix}-a`, verifyStatusCode: '3' });
    await createTestUser({ enterpriseId: other.id, username: `${prefix}-b`, verifyStatusCode: '1' });
    await createTestUser({ enterpriseId: other.id, username: `${prefix}-c`, verifyStatusCode: '4' });
    const names = async (query: Record<string, string | number>) => {
      const { body } = await as(other.admin, '/api-user/userWithEnterprises', { enterpriseId: other.id, ...query });
      return body.content.map((u: { username: string }) => u.username);
    };
    expect(await names({ username: prefix.toUpperCase() })).toEqual([`${prefix}-a`, `${prefix}-b`, `${prefix}-c`]);
    expect(await names({ username: prefix, type: 'verified' })).toEqual([`${prefix}-a`]);
    expect(await names({ username: prefix, type: 'unverified' })).toEqual([`${prefix}-b`, `${prefix}-c`]);
    const second = await as(other.admin, '/api-user/userWithEnterprises', {
      enterpriseId: other.id,
      username: prefix,
      pageNumber: 1,
      pageSize: 2,
    });
    expect(second.body).toMatchObject({ totalElements: 3, number: 1, size: 2 });
    expect(second.body.content.map((u: { username: string }) => u.username)).toEqual([`${prefix}-c`]);
    expect(await names({ username: prefix, pageNumber: 5 })).toEqual([]);
  });

  it("defaults to the caller's current enterprise", async () => {
    const { status, body } = await as(tenant.admin, '/api-user/userWithEnterprises');
    expect(status).toBe(200);
    expect(body.content.every((u: { enterprise: { id: string } }) => u.enterprise.id === ENTERPRISE)).toBe(true);
  });

  it('answers 400 to invalid paging or type and 404 to an unknown enterprise', async () => {
    for (const query of [
      { pageSize: 0 },
      { pageNumber: -1 },
      { type: 'everyone' },
      // An unknown parameter is ignored: the bad page size is the fault.
      { sort: 'name', pageSize: 0 },
      { pageSize: 'x' },
    ] as Record<string, string | number>[]) {
      const { status, body } = await as(tenant.admin, '/api-user/userWithEnterprises', {
        enterpriseId: ENTERPRISE,
        ...query,
      });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.fields.length).toBeGreaterThan(0);
      expect(body.fields.map((f: { field: string }) => f.field)).not.toContain('query.sort');
    }
    const missing = await as(demo.admin, '/api-user/userWithEnterprises', { enterpriseId: 'no-such-enterprise' });
    expect(missing.status).toBe(404);
  });

  it('ignores unknown parameters and takes empty ones as not given', async () => {
    const query = { enterpriseId: ENTERPRISE };
    const plain = await as(tenant.admin, '/api-user/userWithEnterprises', query);
    expect(plain.status).toBe(200);
    expect(await as(tenant.admin, '/api-user/userWithEnterprises', { ...query, sort: 'name' })).toEqual(plain);
    expect(
      await as(tenant.admin, '/api-user/userWithEnterprises', { ...query, type: '', pageSize: '', username: '' }),
    ).toEqual(plain);
  });

  it('refuses staff, administrators of other enterprises and members who are not administrators', async () => {
    expect((await as(tenant.staff, '/api-user/userWithEnterprises', { enterpriseId: ENTERPRISE })).status).toBe(403);
    expect((await as(other.admin, '/api-user/userWithEnterprises', { enterpriseId: ENTERPRISE })).status).toBe(403);
    expect((await as(tenant.admin, '/api-user/userWithEnterprises', { enterpriseId: GUEST_ENTERPRISE })).status).toBe(
      403,
    );
  });
});

describe('GET /api-user/platformUsers', () => {
  it('lists the platform staff for type=platform and every other account for type=private', async () => {
    const staff = await as(demo.admin, '/api-user/platformUsers', { pageSize: 100 });
    expect(staff.status).toBe(200);
    const staffNames = staff.body.content.map((u: { username: string }) => u.username);
    expect(staffNames).toEqual(expect.arrayContaining(['admin', 'auditor']));
    expect(staffNames).not.toContain('ent-admin');
    expect(staff.body.totalElements).toBe(staffNames.length);

    // Other test files add accounts too, so each demo account is looked up by its name.
    const privateNames = async (username: string): Promise<string[]> =>
      (await as(demo.admin, '/api-user/platformUsers', { type: 'private', username, pageSize: 100 })).body.content.map(
        (u: { username: string }) => u.username,
      );
    for (const username of ['ent-admin', 'ent-staff', 'developer', 'buyer']) {
      expect(await privateNames(username)).toContain(username);
    }
    expect(await privateNames('admin')).not.toContain('admin');
    const all = await as(demo.admin, '/api-user/platformUsers', { type: 'private', pageSize: 100 });
    const names = all.body.content.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
    expect(all.body.content[0]).not.toHaveProperty('pk');
    expect(all.body.content[0]).not.toHaveProperty('metadata');
  });

  it('searches by username prefix and pages the private list with its total', async () => {
    const prefix = `pg-${Date.now()}`;
    for (const n of [1, 2, 3]) await createTestUser({ username: `${prefix}-${n}` });
    const page = (pageNumber: number) =>
      as(demo.admin, '/api-user/platformUsers', {
        type: 'private',
        username: prefix.toUpperCase(),
        pageNumber,
        pageSize: 2,
      });
    const first = await page(0);
    expect(first.body).toMatchObject({ totalElements: 3, number: 0, size: 2 });
    expect(first.body.content.map((u: { username: string }) => u.username)).toEqual([`${prefix}-1`, `${prefix}-2`]);
    expect((await page(1)).body.content.map((u: { username: string }) => u.username)).toEqual([`${prefix}-3`]);
    expect((await page(2)).body.content).toEqual([]);
  });

  it('answers 400 to an unknown type or a too long username', async () => {
    expect((await as(demo.admin, '/api-user/platformUsers', { type: 'enterprise' })).status).toBe(400);
    expect((await as(demo.admin, '/api-user/platformUsers', { username: 'x'.repeat(32) })).status).toBe(400);
  });
});

describe('GET /api-user/enterprises', () => {
  it('lists enterprises by name, 5 a page by default, without the platform itself', async () => {
    const { status, body } = await as(demo.admin, '/api-user/enterprises');
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 0, size: 5 });
    expect(body.content.length).toBeLessThanOrEqual(5);
    const all = await as(demo.admin, '/api-user/enterprises', { pageSize: 100 });
    const ids = all.body.content.map((e: { id: string }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_MANUFACTURING, DEMO_LOGISTICS, other.id]));
    expect(ids).not.toContain(NIL_ID);
    // Other files' tenants add enterprises while the suite runs: the page holds min(total, 100) of them.
    expect(ids.length).toBe(Math.min(all.body.totalElements, 100));
    expect(all.body.content.find((e: { id: string }) => e.id === DEMO_MANUFACTURING)).toMatchObject({
      name: 'Demo Manufacturing',
      status: '3',
      createdAt: expect.any(String),
    });
  });

  it('searches by name prefix and by creation day range', async () => {
    const byName = await as(demo.admin, '/api-user/enterprises', { name: 'Demo M' });
    expect(byName.body.content.map((e: { id: string }) => e.id)).toEqual([DEMO_MANUFACTURING]);
    const old = await as(demo.admin, '/api-user/enterprises', { from: '2001-01-01', to: '2001-12-31' });
    expect(old.body).toMatchObject({ content: [], totalElements: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const recent = await as(demo.admin, '/api-user/enterprises', { name: other.name, from: today, to: today });
    expect(recent.body.content.map((e: { id: string }) => e.id)).toEqual([other.id]);
  });

  it('answers 400 to a malformed date or a range ending before it starts', async () => {
    for (const query of [
      { from: '2020-13-01' },
      { to: 'tomorrow' },
      { from: '2020-01-02', to: '2020-01-01' },
    ] as Record<string, string>[]) {
      expect((await as(demo.admin, '/api-user/enterprises', query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('GET /api-user/roles', () => {
  it("lists the enterprise's roles for its members, and only that enterprise's", async () => {
    const { status, body } = await as(tenant.staff, '/api-user/roles', { enterpriseId: ENTERPRISE });
    expect(status).toBe(200);
    expect(body.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([roleId('ENTERPRISE_ADMIN'), roleId('STAFF')]),
    );
    expect(body.every((r: { enterprise: { id: string } }) => r.enterprise.id === ENTERPRISE)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(roleId('VIEWER'));
  });

  it('refuses non-members and ignores unknown parameters', async () => {
    expect((await as(demo.developer, '/api-user/roles', { enterpriseId: ENTERPRISE })).status).toBe(403);
    expect((await as(demo.developer, '/api-user/roles', { enterpriseId: ENTERPRISE, page: 1 })).status).toBe(403);
    const plain = await as(tenant.staff, '/api-user/roles', { enterpriseId: ENTERPRISE });
    expect(plain.status).toBe(200);
    expect(await as(tenant.staff, '/api-user/roles', { enterpriseId: ENTERPRISE, page: 1 })).toEqual(plain);
  });
});

describe('GET /api-user/roleWithUsers', () => {
  it('lists the holders of a role, narrowed by user id or username prefix', async () => {
    const role = roleId('ENTERPRISE_ADMIN');
    const { status, body } = await as(tenant.admin, '/api-user/roleWithUsers', { role });
    expect(status).toBe(200);
    expect(body.map((u: { username: string }) => u.username)).toEqual([tenant.admin.username]);
    expect(
      (await as(tenant.admin, '/api-user/roleWithUsers', { role, user: tenant.staff.username.slice(0, -3) })).body,
    ).toEqual([]);
    const byId = await as(tenant.admin, '/api-user/roleWithUsers', { role, user: tenant.admin.id });
    expect(byId.body.map((u: { id: string }) => u.id)).toEqual([tenant.admin.id]);
  });

  it('refuses roles of enterprises the caller does not administer; 404 for an unknown role, 400 without one', async () => {
    expect((await as(tenant.admin, '/api-user/roleWithUsers', { role: roleId('VIEWER') })).status).toBe(403);
    expect((await as(other.admin, '/api-user/roleWithUsers', { role: roleId('STAFF') })).status).toBe(403);
    expect(
      (await as(other.admin, '/api-user/roleWithUsers', { role: other.roleId })).body.map((u: { id: string }) => u.id),
    ).toEqual([other.admin.id]);
    expect((await as(demo.admin, '/api-user/roleWithUsers', { role: 'no-such-role' })).status).toBe(404);
    expect((await as(demo.admin, '/api-user/roleWithUsers')).status).toBe(400);
  });
});

describe('GET /api-user/users/{userId}/enterpriseProjections', () => {
  it('names each enterprise of the user with the roles held there', async () => {
    const { status, body } = await as(tenant.admin, `/api-user/users/${tenant.admin.id}/enterpriseProjections`);
    expect(status).toBe(200);
    const byId = Object.fromEntries(body.map((p: { enterpriseId: string }) => [p.enterpriseId, p]));
    expect(byId[ENTERPRISE].enterpriseName).toBe(tenant.name);
    expect(byId[ENTERPRISE].roles.map((r: { name: string }) => r.name)).toContain('企业管理员');
    expect(byId[GUEST_ENTERPRISE].roles.map((r: { id: string }) => r.id)).toEqual([roleId('VIEWER')]);
    const one = await as(tenant.admin, `/api-user/users/${tenant.admin.id}/enterpriseProjections`, {
      enterpriseId: GUEST_ENTERPRISE,
      applicationId: NIL_ID,
    });
    expect(one.body.map((p: { enterpriseName: string }) => p.enterpriseName)).toEqual([tenant.guest.name]);
  });

  it('lets platform administrators read anyone, refuses others, 404 for unknown users, ignores unknown parameters', async () => {
    const path = `/api-user/users/${tenant.admin.id}/enterpriseProjections`;
    expect((await as(demo.admin, path)).body).toHaveLength(2);
    expect((await as(tenant.staff, path)).status).toBe(403);
    expect((await as(demo.admin, '/api-user/users/no-such-user/enterpriseProjections')).status).toBe(404);
    const plain = await as(tenant.admin, path);
    expect(plain.status).toBe(200);
    expect(await as(tenant.admin, path, { roleId: NIL_ID })).toEqual(plain);
    expect(await as(tenant.admin, path, { enterpriseId: '' })).toEqual(plain);
  });
});

describe('the existing profile reads', () => {
  it('GET users, userInfoes and personInfoes answer the own profile and 400 without a user id', async () => {
    const me = tenant.staff;
    expect((await as(me, '/api-user/users', { userId: me.id })).body).toMatchObject({
      id: me.id,
      username: tenant.staff.username,
      verifyStatus: { code: '1' },
      position: { code: 'EQUIPMENT_ENGINEER' },
    });
    expect((await as(me, '/api-user/userInfoes', { userId: me.id })).body).toEqual({
      metadata: '',
      avatar: expect.any(String),
    });
    expect((await as(me, '/api-user/personInfoes', { userId: me.id })).body).toMatchObject({
      username: tenant.staff.username,
      companyName: tenant.name,
      code: '1',
    });
    const roleNames = (await as(tenant.admin, '/api-user/personInfoes', { userId: tenant.admin.id })).body
      .roleNames as string;
    expect(roleNames.split(',')).toHaveLength(2);
    for (const path of ['/api-user/users', '/api-user/userInfoes', '/api-user/personInfoes']) {
      expect((await as(me, path)).status, path).toBe(400);
    }
  });
});
