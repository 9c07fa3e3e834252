import { describe, expect, it } from 'vitest';
import { listMenus } from '../../../functions/domains/menus/data/menu.js';
import { replaceRoleMenuPrivileges } from '../../../functions/domains/menus/data/role-menu-privilege.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { createTenant, createTenantUser, type TenantUser } from '../support/tenant.js';
import { apiFetch } from '../support/api-fetch.js';
import { makeRole, menuApi, storedGrants, storedHolders } from './menus-support.js';
import type { RoleRecord } from '../../../functions/domains/roles/data/records.js';

// Grants of this file's own enterprise: its administrator role is rewritten here, so no other file may share it.
const tenant = await createTenant('menus-privilege-limits');
const ownEnterprise = tenant.enterpriseId;
const adminRole = tenant.roles.admin;
const menuByUrl = new Map((await listMenus({ enterpriseId: NIL_ID })).map((menu) => [menu.url, menu]));
const menuOf = (route: string) => menuByUrl.get(`/console/${route}`)!;

/** A role of the tenant granting `routes` (every privilege of each), and a signed-in user holding it. */
async function holderOf(label: string, routes: readonly string[]): Promise<TenantUser & { role: RoleRecord }> {
  const role = await makeRole(ownEnterprise);
  await replaceRoleMenuPrivileges({
    roleId: role.id,
    grants: routes.map((route) => ({
      roleId: role.id,
      menuId: menuOf(route).id,
      enterpriseId: ownEnterprise,
      privileges: [...menuOf(route).privileges],
    })),
    current: [],
  });
  const user = await createTenantUser({ label, enterpriseId: ownEnterprise, roles: [role] });
  return { ...user, role };
}

/** The role's stored grants as submission triples. */
async function triplesOf(roleId: string) {
  return (await storedGrants(roleId)).map((grant) => ({ roleId, menuId: grant.menuId, privilege: grant.privileges }));
}

const submit = (as: Parameters<typeof menuApi>[0], roleId: string, body: unknown) =>
  menuApi(as, { method: 'POST', path: `/api-menu/submitRoleMenuPrivilege/${roleId}`, body });

describe('changing grants one does not hold', () => {
  it('a role holding only the privilege screen cannot strip the enterprise administrator role', async () => {
    const narrow = await holderOf('narrow', ['privilege-role-config']);
    const before = await storedGrants(adminRole.id);
    expect(before.length).toBeGreaterThan(10);
    const screen = menuOf('privilege-role-config');
    const { status, body } = await submit(narrow, adminRole.id, [
      { roleId: adminRole.id, menuId: screen.id, privilege: [...screen.privileges] },
    ]);
    expect(status).toBe(403);
    expect(body.privileges).toContain('/console/role-list:delete');
    expect(await storedGrants(adminRole.id)).toEqual(before);
  });

  it('lets the same role change only grants it holds itself', async () => {
    const narrow = await holderOf('narrow-own', ['privilege-role-config']);
    const target = await makeRole(ownEnterprise);
    const screen = menuOf('privilege-role-config');
    const granted = await submit(narrow, target.id, [{ roleId: target.id, menuId: screen.id, privilege: ['view'] }]);
    expect(granted.status).toBe(200);
    expect((await submit(narrow, target.id, [])).status).toBe(200);
    expect(await storedGrants(target.id)).toEqual([]);
  });
});

describe('the last administrator', () => {
  const withoutRoleList = async () =>
    (await triplesOf(adminRole.id)).filter((triple) => triple.menuId !== menuOf('role-list').id);

  it('cannot lose role and privilege management while no other held role has it (409, nothing written)', async () => {
    const before = await storedGrants(adminRole.id);
    const { status, body } = await submit(tenant.admin, adminRole.id, await withoutRoleList());
    expect(status).toBe(409);
    expect(body.reason).toBe('lastAdministrator');
    expect(await storedGrants(adminRole.id)).toEqual(before);
  });

  let successor: Awaited<ReturnType<typeof holderOf>>;

  it('may hand it over: once another member holds a managing role, the change is allowed', async () => {
    successor = await holderOf('second-admin', ['role-list', 'privilege-role-config']);
    const { status } = await submit(tenant.admin, adminRole.id, await withoutRoleList());
    expect(status).toBe(200);
    expect((await storedGrants(adminRole.id)).some((grant) => grant.menuId === menuOf('role-list').id)).toBe(false);
  });

  // From here on the successor's custom role is the only one managing roles and privileges.
  const holdsSuccessorRole = async () => (await storedHolders(successor.role.id)).includes(successor.id);

  it('keeps a custom managing role on its last holder when it is taken from them (409, still held)', async () => {
    const response = await apiFetch(`/api-user/roles/${successor.role.id}/users/${successor.id}`, {
      method: 'DELETE',
      token: tenant.admin.token,
    });
    expect(response.status).toBe(409);
    expect((await response.json()).reason).toBe('lastAdministrator');
    expect(await holdsSuccessorRole()).toBe(true);
  });

  it("keeps it too when the holder's roles are replaced without it (409, still held)", async () => {
    const response = await apiFetch(`/api-user/enterprises/${ownEnterprise}/users/${successor.id}/roles`, {
      method: 'PUT',
      token: tenant.admin.token,
      body: { roleIds: [] },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).reason).toBe('lastAdministrator');
    expect(await holdsSuccessorRole()).toBe(true);
  });

  it('refuses its holder deleting the last held managing role (409, the role and its grants stay)', async () => {
    const response = await apiFetch(`/api-user/enterprises/${ownEnterprise}/roles/${successor.role.id}?confirm=true`, {
      method: 'DELETE',
      token: successor.token,
    });
    expect(response.status).toBe(409);
    expect((await response.json()).reason).toBe('lastAdministrator');
    expect(await storedGrants(successor.role.id)).toHaveLength(2);
  });

  it('lets the custom role go once the administrator role manages again', async () => {
    const restored = await submit(successor, adminRole.id, [
      ...(await triplesOf(adminRole.id)),
      { roleId: adminRole.id, menuId: menuOf('role-list').id, privilege: [...menuOf('role-list').privileges] },
    ]);
    expect(restored.status).toBe(200);
    const response = await apiFetch(`/api-user/roles/${successor.role.id}/users/${successor.id}`, {
      method: 'DELETE',
      token: tenant.admin.token,
    });
    expect(response.status).toBe(200);
    expect(await holdsSuccessorRole()).toBe(false);
  });
});
