import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { api as userApi, createOtherEnterprise, createTestUser, newEmail, newName, newPhone } from './users-support.js';
import { createTenant } from '../support/tenant.js';
import { api, makeRole, readItem, storedHolders } from './roles-support.js';
import { roleKeys } from '../../../functions/domains/roles/data/keys.js';

// Roles are given and taken in enterprises of this file's own.
const tenant = await createTenant('roles-users');
const ownEnterprise = tenant.enterpriseId;
const otherEnterprise = (await createTenant('roles-users-other')).enterpriseId;

describe('POST /api-user/roles/{roleId}/users', () => {
  it('gives the role to members, each assignment carrying the role; the user sees it on the next request', async () => {
    const [one, two] = [
      await createTestUser({ enterpriseId: ownEnterprise }),
      await createTestUser({ enterpriseId: ownEnterprise }),
    ];
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/roles/${role.id}/users`,
      body: { userIds: [one.id, two.id, one.id] },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ roleId: role.id, userIds: [one.id, two.id] });
    expect(await readItem(roleKeys.roleAssignment(one.id, ownEnterprise, role.id))).toMatchObject({
      entity: 'roleAssignment',
      roleId: role.id,
      enterpriseId: ownEnterprise,
    });
    expect((await storedHolders(role.id)).map((h) => h.userId).sort()).toEqual([one.id, two.id].sort());

    const holders = await api(tenant.admin, { path: '/api-user/roleWithUsers', query: { role: role.id } });
    expect(holders.body.map((u: { id: string }) => u.id).sort()).toEqual([one.id, two.id].sort());
    const projections = await userApi({
      path: `/api-user/users/${one.id}/enterpriseProjections`,
      query: { enterpriseId: ownEnterprise },
      claims: one.claims,
    });
    expect(projections.body[0].roles.map((r: { id: string }) => r.id)).toContain(role.id);
  });

  it('copies the role code so a new enterprise administrator is one on the next request', async () => {
    const other = await createOtherEnterprise();
    const member = await createTestUser({ enterpriseId: other.id });
    const before = await userApi({
      path: '/api-user/userWithEnterprises',
      query: { enterpriseId: other.id },
      claims: member.claims,
    });
    expect(before.status).toBe(403);
    const { status } = await userApi({
      method: 'POST',
      path: `/api-user/roles/${other.roleId}/users`,
      body: { userIds: [member.id] },
      claims: other.admin.claims,
    });
    expect(status).toBe(200);
    expect(await readItem(roleKeys.roleAssignment(member.id, other.id, other.roleId))).toMatchObject({
      roleCode: 'ENTERPRISE_ADMIN',
    });
    const after = await userApi({
      path: '/api-user/userWithEnterprises',
      query: { enterpriseId: other.id },
      claims: member.claims,
    });
    expect(after.status).toBe(200);
  });

  it('refuses the whole call with 400 naming users who are not members, writing nothing', async () => {
    const member = await createTestUser({ enterpriseId: ownEnterprise });
    const outsider = await createTestUser({ enterpriseId: otherEnterprise });
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const { status, body } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/roles/${role.id}/users`,
      body: { userIds: [member.id, outsider.id] },
    });
    expect(status).toBe(400);
    expect(body.notMembers).toEqual([outsider.id]);
    expect(await storedHolders(role.id)).toEqual([]);
  });

  it("ignores unknown fields: the assignment carries the role's own code, never one the body names", async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise });
    const staff = tenant.staff;
    const { status } = await api(tenant.admin, {
      method: 'POST',
      path: `/api-user/roles/${role.id}/users`,
      body: { userIds: [staff.id], roleCode: 'ENTERPRISE_ADMIN' },
    });
    expect(status).toBe(200);
    const holders = await storedHolders(role.id);
    expect(holders.map((h) => h.userId)).toEqual([staff.id]);
    expect(holders[0].roleCode).not.toBe('ENTERPRISE_ADMIN');
  });

  it('refuses an empty list and too many users with 400, writing nothing', async () => {
    const role = await makeRole({ enterpriseId: ownEnterprise });
    for (const body of [
      { userIds: [] },
      { userIds: Array.from({ length: 41 }, (_, i) => `user-${i}`) },
      { userIds: 'all' },
    ]) {
      const result = await api(tenant.admin, { method: 'POST', path: `/api-user/roles/${role.id}/users`, body });
      expect(result.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await storedHolders(role.id)).toEqual([]);
  });

  it('gives a platform role to platform staff only', async () => {
    const created = await api('admin', {
      method: 'POST',
      path: '/api-user/platformUsers',
      body: { username: newName(), email: newEmail(), phone: newPhone(), password: 'platform_1' },
    });
    expect(created.status).toBe(200);
    const outsider = await createTestUser({ enterpriseId: ownEnterprise });
    const role = await makeRole({ enterpriseId: NIL_ID });
    const refused = await api('admin', {
      method: 'POST',
      path: `/api-user/roles/${role.id}/users`,
      body: { userIds: [outsider.id] },
    });
    expect(refused.status).toBe(400);
    const given = await api('admin', {
      method: 'POST',
      path: `/api-user/roles/${role.id}/users`,
      body: { userIds: [created.body.id] },
    });
    expect(given.status).toBe(200);
    expect((await storedHolders(role.id)).map((h) => h.userId)).toEqual([created.body.id]);
    expect(await readItem(roleKeys.roleAssignment(created.body.id, NIL_ID, role.id))).toBeDefined();
  });

  it('answers 404 for an unknown role', async () => {
    const staff = tenant.staff;
    const { status } = await api(tenant.admin, {
      method: 'POST',
      path: '/api-user/roles/no-such-role/users',
      body: { userIds: [staff.id] },
    });
    expect(status).toBe(404);
  });
});

describe('DELETE /api-user/roles/{roleId}/users/{userId}', () => {
  it('takes the role from the user; a second removal is 404', async () => {
    const member = await createTestUser({ enterpriseId: ownEnterprise });
    const role = await makeRole({ enterpriseId: ownEnterprise, holders: [member.id] });
    const removed = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/roles/${role.id}/users/${member.id}`,
    });
    expect(removed.status).toBe(200);
    expect(await readItem(roleKeys.roleAssignment(member.id, ownEnterprise, role.id))).toBeUndefined();
    const again = await api(tenant.admin, {
      method: 'DELETE',
      path: `/api-user/roles/${role.id}/users/${member.id}`,
    });
    expect(again.status).toBe(404);
  });

  it('keeps the enterprise administrator role on its last holder (409)', async () => {
    const other = await createOtherEnterprise();
    const { status } = await userApi({
      method: 'DELETE',
      path: `/api-user/roles/${other.roleId}/users/${other.admin.id}`,
      claims: other.admin.claims,
    });
    expect(status).toBe(409);
    expect(await readItem(roleKeys.roleAssignment(other.admin.id, other.id, other.roleId))).toBeDefined();
  });

  it('leaves one administrator when two administrators remove each other at the same moment', async () => {
    const other = await createOtherEnterprise();
    const second = await createTestUser({ enterpriseId: other.id, adminRoleId: other.roleId });
    const results = await Promise.all([
      userApi({
        method: 'DELETE',
        path: `/api-user/roles/${other.roleId}/users/${second.id}`,
        claims: other.admin.claims,
      }),
      userApi({
        method: 'DELETE',
        path: `/api-user/roles/${other.roleId}/users/${other.admin.id}`,
        claims: second.claims,
      }),
    ]);
    const removed = results.filter((r) => r.status === 200).length;
    expect(removed).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(2 - removed).fill(409));
    const remaining = await Promise.all(
      [other.admin.id, second.id].map((userId) => readItem(roleKeys.roleAssignment(userId, other.id, other.roleId))),
    );
    expect(remaining.filter(Boolean)).toHaveLength(2 - removed);
  });
});
