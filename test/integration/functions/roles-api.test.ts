import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { createTenant } from '../support/tenant.js';
import {
  api,
  makeRole,
  nameMarker,
  readItem,
  roleName,
  storedHolders,
  storedPrivileges,
  storedRoles,
} from './roles-support.js';
import { roleKeys } from '../../../functions/domains/roles/data/keys.js';

// Roles are created, renamed, deleted and counted in enterprises of this file's own.
const tenant = await createTenant('roles-api');
const ownEnterprise = tenant.enterpriseId;
const otherEnterprise = (await createTenant('roles-api-other')).enterpriseId;
const ADMIN_ROLE = tenant.roles.admin;

describe('GET /api-user/enterprisesRoles', () => {
  it('pages the roles of the enterprise by name in the spec page shape, zero-based', async () => {
    const all = (await storedRoles(ownEnterprise)).map((r) => r.name as string).sort((a, b) => a.localeCompare(b));
    const first = await api(tenant.admin, {
      path: '/api-user/enterprisesRoles',
      query: { enterpriseId: ownEnterprise, page: '0', size: '2' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: all.length, number: 0, size: 2 });
    expect(first.body.content.map((r: { name: string }) => r.name)).toEqual(all.slice(0, 2));
    const second = await api(tenant.admin, {
      path: '/api-user/enterprisesRoles',
      query: { enterpriseId: ownEnterprise, page: '1', size: '2' },
    });
    expect(second.body.content.map((r: { name: string }) => r.name)).toEqual(all.slice(2, 4));
    expect(first.body.content[0]).not.toHaveProperty('pk');
    expect(first.body.content.every((r: { enterpriseId: string }) => r.enterpriseId === ownEnterprise)).toBe(true);
  });

  it('gives every role its enterprise, as spec doc 1 §3 Role documents (id, name, description, code, enterprise)', async () => {
    const { status, body } = await api(tenant.admin, {
      path: '/api-user/enterprisesRoles',
      query: { enterpriseId: ownEnterprise, size: '1000' },
    });
    expect(status).toBe(200);
    expect(body.content.length).toBeGreaterThan(0);
    for (const role of body.content) {
      expect(role.enterprise).toEqual({ id: ownEnterprise, name: tenant.name });
    }
    const platform = await api('admin', { path: '/api-user/enterprisesRoles', query: { enterpriseId: NIL_ID } });
    expect(platform.status).toBe(200);
    expect(platform.body.content[0].enterprise).toMatchObject({ id: NIL_ID, name: expect.any(String) });
  });

  it('defaults to the current enterprise and a page of 10', async () => {
    const { status, body } = await api(tenant.admin, { path: '/api-user/enterprisesRoles' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 0, size: 10 });
    expect(body.content.length).toBeLessThanOrEqual(10);
    expect(body.content.every((r: { enterpriseId: string }) => r.enterpriseId === ownEnterprise)).toBe(true);
    // Every page together holds the administrator role.
    const everything = await api(tenant.admin, { path: '/api-user/enterprisesRoles', query: { size: '1000' } });
    expect(everything.body.totalElements).toBe(body.totalElements);
    expect(everything.body.content.map((r: { id: string }) => r.id)).toContain(ADMIN_ROLE.id);
  });

  it('refuses a negative page and a zero size with 400', async () => {
    const queries: Record<string, string>[] = [{ page: '-1' }, { size: '0' }, { page: 'x' }];
    for (const query of queries) {
      const { status, body } = await api(tenant.admin, {
        path: '/api-user/enterprisesRoles',
        query: { enterpriseId: ownEnterprise, ...query },
      });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.fields.length).toBeGreaterThan(0);
    }
  });

  it('ignores unknown query fields', async () => {
    const { status, body } = await api(tenant.admin, {
      path: '/api-user/enterprisesRoles',
      query: { enterpriseId: ownEnterprise, sort: 'name' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 0, size: 10 });
  });
});

describe('POST /api-user/enterprises/{enterpriseId}/roles', () => {
  it('creates a role with its name marker and returns it', async () => {
    const name = roleName('Maintenance');
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/roles`,
      body: { name, description: 'Line maintenance\nand repairs' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name, enterpriseId: ownEnterprise, description: 'Line maintenance\nand repairs' });
    const stored = await readItem(roleKeys.role(ownEnterprise, body.id));
    expect(stored).toMatchObject({ entity: 'role', name, description: 'Line maintenance\nand repairs' });
    expect(await nameMarker(ownEnterprise, name)).toMatchObject({ ownerId: body.id });
  });

  it('refuses a name already used in the enterprise (any case) with 409 on the name field, writing nothing', async () => {
    const existing = await makeRole({ enterpriseId: ownEnterprise });
    const before = (await storedRoles(ownEnterprise)).length;
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/roles`,
      body: { name: existing.name.toUpperCase() },
    });
    expect(status).toBe(409);
    expect(body.fields).toEqual([expect.objectContaining({ field: 'body.name' })]);
    expect((await storedRoles(ownEnterprise)).length).toBe(before);
  });

  it('lets only one of two simultaneous creations with one name succeed', async () => {
    const name = roleName('race');
    const results = await Promise.all(
      [1, 2].map(() =>
        api(tenant.admin, { method: 'POST', path: `/api-user/enterprises/${ownEnterprise}/roles`, body: { name } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await storedRoles(ownEnterprise)).filter((r) => r.name === name)).toHaveLength(1);
  });

  it('allows the same name in another enterprise', async () => {
    const existing = await makeRole({ enterpriseId: otherEnterprise });
    const { status } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/roles`,
      body: { name: existing.name },
    });
    expect(status).toBe(200);
  });

  it("ignores unknown fields: a role cannot be given a code such as the administrator role's", async () => {
    const name = roleName();
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/roles`,
      body: { name, code: 'ENTERPRISE_ADMIN' },
    });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('code');
    expect(await readItem(roleKeys.role(ownEnterprise, body.id))).not.toHaveProperty('code');
  });

  it('refuses an empty or too long name and a too long description with 400, writing nothing', async () => {
    const before = (await storedRoles(ownEnterprise)).length;
    for (const body of [
      { name: '   ' },
      { name: 'x'.repeat(51) },
      { name: roleName(), description: 'd'.repeat(201) },
      {},
    ]) {
      const result = await api(tenant.admin, {
        method: 'POST',
        path: `/api-user/enterprises/${ownEnterprise}/roles`,
        body,
      });
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    expect((await storedRoles(ownEnterprise)).length).toBe(before);
  });

  it('answers 404 for an enterprise that does not exist (platform administrator)', async () => {
    const { status } = await api('admin', {
      method: 'POST',
      path: '/api-user/enterprises/no-such-enterprise/roles',
      body: { name: roleName() },
    });
    expect(status).toBe(404);
  });
});

describe('GET /api-user/roles/{roleId}', () => {
  it('returns the role with the number of its holders', async () => {
    const staff = tenant.staff;
    const role = await makeRole({ enterpriseId: ownEnterprise, holders: [staff.id] });
    const { status, body } = await api(tenant.admin, { path: `/api-user/roles/${role.id}` });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: role.id,
      enterpriseId: ownEnterprise,
      name: role.name,
      description: role.description,
      holderCount: 1,
    });
  });

  it('answers 404 for an unknown role', async () => {
    expect((await api(tenant.admin, { path: '/api-user/roles/no-such-role' })).status).toBe(404);
  });
});

describe('PATCH /api-user/roles/{roleId}', () => {
  it('renames a role, swapping its name marker so the old name is free again', async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const name = roleName('renamed');
    const { status, body } = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/roles/${role.id}`,
      body: { name, description: '' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: role.id, name });
    expect(body).not.toHaveProperty('description');
    const stored = await readItem(roleKeys.role(ownEnterprise, role.id));
    expect(stored).toMatchObject({ name });
    expect(stored).not.toHaveProperty('description');
    expect(await nameMarker(ownEnterprise, role.name)).toBeUndefined();
    expect(await nameMarker(ownEnterprise, name)).toMatchObject({ ownerId: role.id });
    const reuse = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/roles`,
      body: { name: role.name },
    });
    expect(reuse.status).toBe(200);
  });

  it('keeps the name marker when only the description or the case changes', async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const { status } = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/roles/${role.id}`,
      body: { name: role.name.toUpperCase(), description: 'new words' },
    });
    expect(status).toBe(200);
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toMatchObject({
      name: role.name.toUpperCase(),
      description: 'new words',
    });
    expect(await nameMarker(ownEnterprise, role.name)).toMatchObject({ ownerId: role.id });
  });

  it('refuses a name taken by another role of the enterprise with 409, changing nothing', async () => {
    const [role, other] = [
      await makeRole({ enterpriseId: ownEnterprise }),
      await makeRole({ enterpriseId: ownEnterprise }),
    ];
    const { status, body } = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/roles/${role.id}`,
      body: { name: other.name, description: 'x' },
    });
    expect(status).toBe(409);
    expect(body.fields).toEqual([expect.objectContaining({ field: 'body.name' })]);
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toMatchObject({
      name: role.name,
      description: role.description,
    });
    expect(await nameMarker(ownEnterprise, role.name)).toMatchObject({ ownerId: role.id });
    expect(await nameMarker(ownEnterprise, other.name)).toMatchObject({ ownerId: other.id });
  });

  it('refuses invalid input with 400, changing nothing; an unknown role is 404', async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const result = await api(tenant.admin, { method: 'PATCH', path: `/api-user/roles/${role.id}`, body: { name: '' } });
    expect(result.status).toBe(400);
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toMatchObject({ name: role.name });
    const missing = await api(tenant.admin, {
      method: 'PATCH',
      path: '/api-user/roles/no-such-role',
      body: { name: roleName() },
    });
    expect(missing.status).toBe(404);
  });

  it('ignores unknown fields: a role never moves to another enterprise', async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const name = roleName();
    const { status, body } = await api(tenant.admin, {
      method: 'PATCH',
      path: `/api-user/roles/${role.id}`,
      body: { name, enterpriseId: otherEnterprise },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: role.id, name, enterpriseId: ownEnterprise });
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toMatchObject({ name, enterpriseId: ownEnterprise });
    expect(await readItem(roleKeys.role(otherEnterprise, role.id))).toBeUndefined();
  });
});

describe('DELETE /api-user/enterprises/{enterpriseId}/roles/{roleId}', () => {
  it('deletes a role nobody holds with its name marker and menu privileges', async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise, withPrivilege: true });
    const { status, body } = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/${role.id}`,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, removedAssignments: 0 });
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toBeUndefined();
    expect(await nameMarker(ownEnterprise, role.name)).toBeUndefined();
    expect(await storedPrivileges(role.id)).toEqual([]);
  });

  it('refuses a role still held by users with 409 naming the holder count unless confirmed', async () => {
    const staff = tenant.staff;
    const role = await makeRole({ enterpriseId: ownEnterprise, holders: [staff.id], withPrivilege: true });
    const refused = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/${role.id}`,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.holderCount).toBe(1);
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toBeDefined();
    expect(await storedHolders(role.id)).toHaveLength(1);

    const confirmed = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/${role.id}`,
      query: { confirm: 'true' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ deleted: true, removedAssignments: 1 });
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toBeUndefined();
    expect(await readItem(roleKeys.roleAssignment(staff.id, ownEnterprise, role.id))).toBeUndefined();
    expect(await storedHolders(role.id)).toEqual([]);
    expect(await storedPrivileges(role.id)).toEqual([]);
  });

  it('never deletes the enterprise administrator role (409)', async () => {
    const { status } = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/${ADMIN_ROLE.id}`,
      query: { confirm: 'true' },
    });
    expect(status).toBe(409);
    expect(await readItem(roleKeys.role(ownEnterprise, ADMIN_ROLE.id))).toBeDefined();
  });

  it('answers 404 for a role of another enterprise named under this one, and for a deleted role', async () => {
    const foreign = await makeRole({ enterpriseId: otherEnterprise });
    const wrongPath = await api('admin', {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/${foreign.id}`,
    });
    expect(wrongPath.status).toBe(404);
    expect(await readItem(roleKeys.role(otherEnterprise, foreign.id))).toBeDefined();
    const gone = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/no-such-role`,
    });
    expect(gone.status).toBe(404);
  });

  it('refuses a confirm value other than true or false with 400, deleting nothing', async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const { status } = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/${role.id}`,
      query: { confirm: 'yes' },
    });
    expect(status).toBe(400);
    expect(await readItem(roleKeys.role(ownEnterprise, role.id))).toBeDefined();
  });
});
