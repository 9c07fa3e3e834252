import { describe, expect, it } from 'vitest';
import { assignRole } from '../../../functions/domains/roles/data/role-assignment.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { freshUrl, makeRole, menuApi, storedGrants, submitMenu } from './menus-support.js';
import { createTestUser } from './users-support.js';
import { createTenant } from '../support/tenant.js';

// Enterprise menus, roles and grants of an enterprise of this file's own (administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('menus-privileges');
const ownEnterprise = tenant.enterpriseId;
const guestEnterprise = tenant.guest.enterpriseId;

/** Every node of a tree, depth first. */
function flatten(nodes: any[]): any[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

describe('GET /api-menu/getMenusAndPrivilege', () => {
  it('answers the catalogue plus the enterprise menus, each node with the grantable and the held privileges', async () => {
    const role = await makeRole(ownEnterprise);
    const own = await submitMenu(tenant.admin, {
      enterpriseId: ownEnterprise,
      name: 'own page',
      type: 'page',
      url: freshUrl(),
      privileges: ['view', 'edit'],
    });
    const submitted = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [{ roleId: role.id, menuId: own.id, privilege: 'edit' }],
    });
    expect(submitted.status).toBe(200);
    const response = await menuApi(tenant.admin, {
      path: '/api-menu/getMenusAndPrivilege',
      query: { roleId: role.id, enterpriseId: ownEnterprise },
    });
    expect(response.status).toBe(200);
    const nodes = flatten(response.body);
    expect(nodes.find((n) => n.id === own.id)).toMatchObject({
      privileges: ['view', 'edit'],
      privilege: ['edit'],
      granted: true,
    });
    const home = nodes.find((n) => n.id === 'dir-home');
    expect(home).toMatchObject({ privilege: [], granted: false });
  });

  it('answers a platform role the platform catalogue only', async () => {
    const role = await makeRole(NIL_ID);
    const response = await menuApi('admin', { path: '/api-menu/getMenusAndPrivilege', query: { roleId: role.id } });
    expect(response.status).toBe(200);
    expect(flatten(response.body).every((n) => n.enterpriseId === NIL_ID)).toBe(true);
  });

  it('answers 404 for an unknown role and 400 when the enterprise is not the role’s', async () => {
    const unknown = await menuApi('admin', { path: '/api-menu/getMenusAndPrivilege', query: { roleId: 'no-role' } });
    expect(unknown.status).toBe(404);
    const role = await makeRole(ownEnterprise);
    const mismatch = await menuApi('admin', {
      path: '/api-menu/getMenusAndPrivilege',
      query: { roleId: role.id, enterpriseId: NIL_ID },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields[0].field).toBe('query.enterpriseId');
    expect((await menuApi('admin', { path: '/api-menu/getMenusAndPrivilege' })).status).toBe(400);
  });
});

describe('POST /api-menu/submitRoleMenuPrivilege/{roleId}', () => {
  it("replaces the role's grants with the submitted triples, merged per menu in the menu's order", async () => {
    const role = await makeRole(ownEnterprise);
    const first = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [
        { roleId: role.id, menuId: 'dir-home', privilege: [] },
        { roleId: role.id, menuId: 'menu-message-sent-enterprise', privilege: 'delete' },
        { roleId: role.id, menuId: 'menu-message-sent-enterprise', privilege: 'view' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stored = await storedGrants(role.id);
    expect(stored.map((g) => [g.menuId, g.privileges, g.enterpriseId]).sort()).toEqual(
      [
        ['dir-home', [], ownEnterprise],
        ['menu-message-sent-enterprise', ['view', 'delete'], ownEnterprise],
      ].sort(),
    );
    const second = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [{ roleId: role.id, menuId: 'menu-message-sent-enterprise', privilege: ['view'] }],
    });
    expect(second.status).toBe(200);
    const after = await storedGrants(role.id);
    expect(after.map((g) => [g.menuId, g.privileges])).toEqual([['menu-message-sent-enterprise', ['view']]]);
    const cleared = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [],
    });
    expect(cleared.status).toBe(200);
    expect(await storedGrants(role.id)).toEqual([]);
  });

  it('refuses a privilege the menu does not declare with 400 and keeps the old grants', async () => {
    const role = await makeRole(ownEnterprise);
    await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [{ roleId: role.id, menuId: 'menu-message-sent-enterprise', privilege: 'view' }],
    });
    const response = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [
        { roleId: role.id, menuId: 'dir-home', privilege: [] },
        { roleId: role.id, menuId: 'menu-message-sent-enterprise', privilege: 'verify' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ field: 'body.1.privilege' })]);
    expect((await storedGrants(role.id)).map((g) => [g.menuId, g.privileges])).toEqual([
      ['menu-message-sent-enterprise', ['view']],
    ]);
  });

  it('refuses unknown or foreign menus, another role id and malformed entries with 400, writing nothing', async () => {
    const role = await makeRole(ownEnterprise);
    const otherRole = await makeRole(ownEnterprise);
    const foreign = await submitMenu('admin', {
      enterpriseId: guestEnterprise,
      name: 'foreign enterprise page',
      type: 'page',
    });
    const bodies = [
      [{ roleId: role.id, menuId: 'no-such-menu', privilege: 'view' }],
      [{ roleId: role.id, menuId: foreign.id, privilege: [] }],
      [{ roleId: otherRole.id, menuId: 'dir-home', privilege: [] }],
      [{ roleId: role.id, menuId: 'dir-home' }],
      [{ roleId: role.id, menuId: 'dir-home', privilege: 'view', extra: true }],
      { roleId: role.id, menuId: 'dir-home', privilege: 'view' },
    ];
    for (const body of bodies) {
      const response = await menuApi('admin', {
        method: 'POST',
        path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedGrants(role.id)).toEqual([]);
    expect(await storedGrants(otherRole.id)).toEqual([]);
  });

  it('answers 404 for an unknown role, writing nothing', async () => {
    const response = await menuApi('admin', {
      method: 'POST',
      path: '/api-menu/submitRoleMenuPrivilege/no-such-role',
      body: [{ roleId: 'no-such-role', menuId: 'dir-home', privilege: [] }],
    });
    expect(response.status).toBe(404);
    expect(await storedGrants('no-such-role')).toEqual([]);
  });
});

describe('granting privileges one does not hold', () => {
  it('refuses with 403 naming them, and writes nothing, when an enterprise administrator adds a platform menu privilege it lacks', async () => {
    const role = await makeRole(ownEnterprise);
    const response = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [
        { roleId: role.id, menuId: 'menu-message-center-enterprise', privilege: ['view'] },
        { roleId: role.id, menuId: 'menu-user-list-management', privilege: ['view', 'delete'] },
      ],
    });
    expect(response.status).toBe(403);
    expect(response.body.privileges).toEqual([
      '/console/user-list-management:view',
      '/console/user-list-management:delete',
    ]);
    expect(await storedGrants(role.id)).toEqual([]);
  });

  it('lets an enterprise administrator grant public menus, which everyone signed in already sees', async () => {
    const role = await makeRole(ownEnterprise);
    const response = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [{ roleId: role.id, menuId: 'menu-home', privilege: ['view'] }],
    });
    expect(response.status).toBe(200);
    expect((await storedGrants(role.id)).map((g) => g.menuId)).toEqual(['menu-home']);
  });

  it('lets a platform administrator grant any catalogue privilege to an enterprise role', async () => {
    const role = await makeRole(ownEnterprise);
    const response = await menuApi('admin', {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [{ roleId: role.id, menuId: 'menu-user-list-management', privilege: ['view'] }],
    });
    expect(response.status).toBe(200);
    expect((await storedGrants(role.id)).map((g) => g.menuId)).toEqual(['menu-user-list-management']);
  });
});

describe('GET /api-menu/getMenuRoles/{id}', () => {
  it('lists the roles granting a menu with their privileges, limited to roles the caller administers', async () => {
    const menu = await submitMenu('admin', { name: 'shared page', type: 'page', privileges: ['view', 'edit'] });
    const mine = await makeRole(ownEnterprise);
    const platform = await makeRole(NIL_ID);
    for (const role of [mine, platform]) {
      const response = await menuApi('admin', {
        method: 'POST',
        path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
        body: [{ roleId: role.id, menuId: menu.id, privilege: ['edit'] }],
      });
      expect(response.status).toBe(200);
    }
    const asAdmin = await menuApi('admin', { path: `/api-menu/getMenuRoles/${menu.id}` });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.map((r: any) => r.id).sort()).toEqual([mine.id, platform.id].sort());
    expect(asAdmin.body.find((r: any) => r.id === mine.id)).toMatchObject({ name: mine.name, privilege: ['edit'] });
    const asEntAdmin = await menuApi(tenant.admin, { path: `/api-menu/getMenuRoles/${menu.id}` });
    expect(asEntAdmin.status).toBe(200);
    expect(asEntAdmin.body.map((r: any) => r.id)).toEqual([mine.id]);
    expect((await menuApi('admin', { path: '/api-menu/getMenuRoles/no-such-menu' })).status).toBe(404);
  });
});

describe('when a grant change applies', () => {
  it("shows a role's new grants on the holder's very next query-menu call", async () => {
    const role = await makeRole(ownEnterprise);
    const holder = await createTestUser({ enterpriseId: ownEnterprise });
    await assignRole({ assignment: { userId: holder.id, enterpriseId: ownEnterprise, roleId: role.id } });
    const queryMenu = () =>
      menuApi(holder.claims, {
        path: '/api-menu/query-menu',
        query: { userId: holder.id, enterpriseId: ownEnterprise, roleId: role.id },
      });
    const before = await queryMenu();
    expect(before.status).toBe(200);
    expect(flatten(before.body).some((n) => n.id === 'menu-message-sent-enterprise')).toBe(false);
    const submitted = await menuApi(tenant.admin, {
      method: 'POST',
      path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
      body: [{ roleId: role.id, menuId: 'menu-message-sent-enterprise', privilege: ['view', 'edit'] }],
    });
    expect(submitted.status).toBe(200);
    const after = await queryMenu();
    expect(flatten(after.body).find((n) => n.id === 'menu-message-sent-enterprise')).toMatchObject({
      privileges: ['view', 'edit'],
    });
  });
});
