import { afterEach, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { handler as menuHandler } from '../../../functions/api-menu/handler.js';
import { getSession, setCurrentContext } from '../../../functions/domains/identity/data/session.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import { publicRoutes } from '../../../infra/local/seed/menu-tree.js';
import { createTenant } from '../support/tenant.js';
import { call, demoUser } from './session-support.js';

// The tests switch the administrator's current enterprise and role: an administrator of this file's own, so no
// other file sees its context change.
const tenant = await createTenant('context');
const roleIds: Record<string, string> = {
  ENTERPRISE_ADMIN: tenant.roles.admin.id,
  EQUIPMENT_OPERATOR: tenant.roles.operator.id,
  STAFF: tenant.roles.staff.id,
  VIEWER: tenant.guest.viewer.id,
};
const roleId = (code: string) => roleIds[code];
const ENTERPRISE = tenant.enterpriseId;
const GUEST_ENTERPRISE = tenant.guest.enterpriseId;

interface TreeNode {
  url?: string;
  privileges: string[];
  children: TreeNode[];
}
type Tree = TreeNode[];
const urls = (nodes: Tree): string[] => nodes.flatMap((n) => [...(n.url ? [n.url] : []), ...urls(n.children)]);

const entAdmin = tenant.admin;
const staff = tenant.staff;

afterEach(async () => {
  await setCurrentContext({ userId: entAdmin.id, enterpriseId: ENTERPRISE, roleId: NIL_ID });
});

const asAdmin = (options: Parameters<typeof call>[1]) => ({ ...options, claims: entAdmin.claims });

describe('enterprises and roles of the signed-in user', () => {
  it('lists the enterprises the user belongs to', async () => {
    const { status, body } = await call(userHandler, asAdmin({ path: `/api-user/users/${entAdmin.id}/enterprises` }));
    expect(status).toBe(200);
    expect(body.map((e: { name: string }) => e.name).sort()).toEqual([tenant.guest.name, tenant.name].sort());
  });

  it('lists the roles held in an enterprise after the synthetic all-roles entry', async () => {
    const { status, body } = await call(
      userHandler,
      asAdmin({ path: `/api-user/users/${entAdmin.id}/enterprises/${ENTERPRISE}/roles` }),
    );
    expect(status).toBe(200);
    expect(body[0]).toEqual({
      id: NIL_ID,
      name: '全部角色',
      nameEn: 'All roles',
      code: 'ALL',
      enterpriseId: ENTERPRISE,
    });
    expect(
      body
        .slice(1)
        .map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([roleId('ENTERPRISE_ADMIN'), roleId('EQUIPMENT_OPERATOR')].sort());
  });

  it("refuses another user's enterprises and roles with 403", async () => {
    expect((await call(userHandler, asAdmin({ path: `/api-user/users/${staff.id}/enterprises` }))).status).toBe(403);
    expect(
      (await call(userHandler, asAdmin({ path: '/api-user/currentEnterprise/', query: { id: staff.id } }))).status,
    ).toBe(403);
    expect(
      (
        await call(userHandler, {
          path: `/api-user/users/${staff.id}/enterprises/${GUEST_ENTERPRISE}/roles`,
          claims: staff.claims,
        })
      ).status,
    ).toBe(403);
  });

  it('returns the function roles of the user (none for an enterprise administrator, platform-admin for admin)', async () => {
    const mine = await call(
      userHandler,
      asAdmin({ path: '/api-user/function/getFunctionRoles', query: { userId: entAdmin.id } }),
    );
    expect(mine).toEqual({ status: 200, body: [] });
    const admin = await demoUser('admin');
    const theirs = await call(userHandler, {
      path: '/api-user/function/getFunctionRoles',
      query: { userId: admin.id },
      claims: admin.claims,
    });
    expect(theirs.body).toEqual([{ code: 'platform-admin', name: '平台管理员', nameEn: 'Platform administrator' }]);
  });
});

describe('switching enterprise and role', () => {
  it('switches to an enterprise the user belongs to and resets the role to all roles', async () => {
    await setCurrentContext({ userId: entAdmin.id, enterpriseId: ENTERPRISE, roleId: roleId('EQUIPMENT_OPERATOR') });
    const { status, body } = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentEnterprise/',
        query: { id: entAdmin.id, enterprise: GUEST_ENTERPRISE },
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: GUEST_ENTERPRISE, name: tenant.guest.name });
    expect(await getSession({ userId: entAdmin.id })).toMatchObject({
      currentEnterpriseId: GUEST_ENTERPRISE,
      currentRoleId: NIL_ID,
    });
    const current = await call(
      userHandler,
      asAdmin({ path: '/api-user/currentEnterprise/', query: { id: entAdmin.id } }),
    );
    expect(current.body).toMatchObject({ id: GUEST_ENTERPRISE });
  });

  it('refuses an enterprise the user does not belong to with 403 and changes nothing', async () => {
    const before = await getSession({ userId: entAdmin.id });
    const developerSpace = demoEnterpriseIds.developerSpace;
    const { status } = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentEnterprise/',
        query: { id: entAdmin.id, enterprise: developerSpace },
      }),
    );
    expect(status).toBe(403);
    expect(await getSession({ userId: entAdmin.id })).toEqual(before);
  });

  it('switches role within the current enterprise and reports the context', async () => {
    const { status, body } = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentRole/',
        query: { id: entAdmin.id, role: roleId('EQUIPMENT_OPERATOR') },
      }),
    );
    expect(status).toBe(200);
    expect(body.enterprise).toMatchObject({ id: ENTERPRISE });
    expect(body.role).toMatchObject({
      id: roleId('EQUIPMENT_OPERATOR'),
      name: '设备操作员',
      enterpriseId: ENTERPRISE,
    });
    const current = await call(
      userHandler,
      asAdmin({ path: '/api-user/currentRoleEnterprise/', query: { id: entAdmin.id, enterpriseId: ENTERPRISE } }),
    );
    expect(current.body).toMatchObject({ id: roleId('EQUIPMENT_OPERATOR') });
  });

  it('refuses a role not held in the current enterprise with 403 and changes nothing', async () => {
    const before = await getSession({ userId: entAdmin.id });
    for (const role of [roleId('VIEWER'), roleId('STAFF'), 'not-a-role']) {
      const { status } = await call(
        userHandler,
        asAdmin({ method: 'POST', path: '/api-user/currentRole/', query: { id: entAdmin.id, role } }),
      );
      expect(status).toBe(403);
    }
    const both = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentRoleEnterprise/',
        query: { id: entAdmin.id, role: roleId('ENTERPRISE_ADMIN'), enterpriseId: GUEST_ENTERPRISE },
      }),
    );
    expect(both.status).toBe(403);
    expect(await getSession({ userId: entAdmin.id })).toEqual(before);
  });

  it('switches enterprise and role at once', async () => {
    const { status, body } = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentRoleEnterprise/',
        query: { id: entAdmin.id, role: roleId('VIEWER'), enterpriseId: GUEST_ENTERPRISE },
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      enterprise: { id: GUEST_ENTERPRISE },
      role: { id: roleId('VIEWER'), nameEn: 'Viewer' },
    });
  });

  it('answers the synthetic all-roles entry as the current role after an enterprise switch', async () => {
    const { body } = await call(
      userHandler,
      asAdmin({ path: '/api-user/currentRoleEnterprise/', query: { id: entAdmin.id } }),
    );
    expect(body).toMatchObject({ id: NIL_ID, code: 'ALL', enterpriseId: ENTERPRISE });
  });
});

describe('input validation of the context calls', () => {
  const cases: [string, Parameters<typeof call>[1], string][] = [
    // An unknown field is ignored, so the request is refused for its missing role alone.
    [
      'an extra query field with a missing role',
      { method: 'POST', path: '/api-user/currentRole/', query: { extra: 'x' } },
      'query.role',
    ],
    ['a missing role', { method: 'POST', path: '/api-user/currentRole/', query: {} }, 'query.role'],
    ['a missing enterprise', { method: 'POST', path: '/api-user/currentEnterprise/', query: {} }, 'query.enterprise'],
    [
      'a missing enterpriseId',
      { method: 'POST', path: '/api-user/currentRoleEnterprise/', query: { role: NIL_ID } },
      'query.enterpriseId',
    ],
    // The route reads no body: a malformed one is ignored, the missing enterprise is the fault.
    [
      'a malformed JSON body with a missing enterprise',
      { method: 'POST', path: '/api-user/currentEnterprise/', query: {}, body: '{"x":' },
      'query.enterprise',
    ],
    // An empty value is the role not given.
    ['an empty role', { method: 'POST', path: '/api-user/currentRole/', query: { role: '' } }, 'query.role'],
  ];
  it.each(cases)('rejects %s with 400 naming the field and changes nothing', async (_name, options, field) => {
    const before = await getSession({ userId: entAdmin.id });
    const { status, body } = await call(
      userHandler,
      asAdmin({ ...options, query: { id: entAdmin.id, ...(options.query ?? {}) } }),
    );
    expect(status).toBe(400);
    const fields = body.fields.map((f: { field: string }) => f.field);
    expect(fields).toContain(field);
    expect(fields).not.toContain('query.extra');
    expect(fields).not.toContain('body');
    expect(await getSession({ userId: entAdmin.id })).toEqual(before);
  });

  it('ignores an extra query field: the role switches and nothing else is stored', async () => {
    const { status, body } = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentRole/',
        query: { id: entAdmin.id, role: roleId('EQUIPMENT_OPERATOR'), extra: 'x', enterpriseId: GUEST_ENTERPRISE },
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ enterprise: { id: ENTERPRISE }, role: { id: roleId('EQUIPMENT_OPERATOR') } });
    const session = await getSession({ userId: entAdmin.id });
    expect(session).toMatchObject({
      currentEnterpriseId: ENTERPRISE,
      currentRoleId: roleId('EQUIPMENT_OPERATOR'),
    });
    expect(session).not.toHaveProperty('extra');
  });

  it('ignores a body, even malformed JSON: the context switches by the query alone', async () => {
    const role = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentRole/',
        query: { id: entAdmin.id, role: roleId('EQUIPMENT_OPERATOR') },
        body: '{"x":',
      }),
    );
    expect(role.status).toBe(200);
    expect(await getSession({ userId: entAdmin.id })).toMatchObject({ currentRoleId: roleId('EQUIPMENT_OPERATOR') });
    const enterprise = await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentEnterprise/',
        query: { id: entAdmin.id, enterprise: GUEST_ENTERPRISE },
        body: { enterprise: ENTERPRISE, id: staff.id },
      }),
    );
    expect(enterprise.status).toBe(200);
    expect(enterprise.body).toMatchObject({ id: GUEST_ENTERPRISE });
    expect(await getSession({ userId: entAdmin.id })).toMatchObject({
      currentEnterpriseId: GUEST_ENTERPRISE,
      currentRoleId: NIL_ID,
    });
  });

  it('rejects a missing user id with 400 and ignores unknown query fields on reads', async () => {
    const missing = await call(userHandler, asAdmin({ path: '/api-user/function/getFunctionRoles' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields[0].field).toBe('query.userId');
    const path = `/api-user/users/${entAdmin.id}/enterprises`;
    const plain = await call(userHandler, asAdmin({ path }));
    expect(plain.status).toBe(200);
    expect(await call(userHandler, asAdmin({ path, query: { page: 1 } }))).toEqual(plain);
  });

  it('answers 401 without a token', async () => {
    expect((await call(userHandler, { path: '/api-user/currentEnterprise/', query: { id: entAdmin.id } })).status).toBe(
      401,
    );
  });
});

describe('menu of the current context', () => {
  const menu = async (query: Record<string, string> = {}) =>
    call(menuHandler, asAdmin({ path: '/api-menu/query-menu', query: { userId: entAdmin.id, ...query } }));

  it('changes when the enterprise administrator switches role and enterprise', async () => {
    /** The public pages: the home and the self-service screens, whatever the roles. */
    const everyone = [...publicRoutes].map((route) => (route ? `/console/${route}` : '/console'));
    const all = urls((await menu()).body);
    expect(all).toContain('/console/role-list');
    expect(all).toContain('/console/employee-list-management');

    await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentRole/',
        query: { id: entAdmin.id, role: roleId('EQUIPMENT_OPERATOR') },
      }),
    );
    const operator = urls((await menu()).body);
    expect(operator).not.toContain('/console/role-list');
    expect(operator.filter((u) => !everyone.includes(u)).sort()).toEqual([
      '/console/equipment-add',
      '/console/equipment-backup-config',
      '/console/equipment-backup-detail',
      '/console/equipment-backup-list',
      '/console/equipment-config',
      '/console/equipment-data-view',
      '/console/equipment-detail',
      '/console/equipment-edit',
      '/console/equipment-log',
      '/console/equipment-management-list',
      '/console/equipment-type-list',
      '/console/iot/data-push',
      '/console/iot/device',
      '/console/iot/device-detail',
      '/console/iot/group',
      '/console/iot/product',
    ]);

    await call(
      userHandler,
      asAdmin({
        method: 'POST',
        path: '/api-user/currentEnterprise/',
        query: { id: entAdmin.id, enterprise: GUEST_ENTERPRISE },
      }),
    );
    // The guest role grants the message centre only, which everyone signed in has anyway.
    expect(urls((await menu()).body).sort()).toEqual([...everyone].sort());
  });

  it('carries the privileges the context grants on each page', async () => {
    const tree = (await menu({ roleId: roleId('EQUIPMENT_OPERATOR') })).body as Tree;
    const types = tree.flatMap((d) => d.children).find((n) => n.url === '/console/equipment-type-list')!;
    expect(types.privileges).toEqual(['view']);
    const allRoles = (await menu()).body as Tree;
    const merged = allRoles.flatMap((d) => d.children).find((n) => n.url === '/console/equipment-type-list')!;
    expect(merged.privileges).toEqual(['view', 'add', 'edit', 'delete']);
  });

  it('refuses a requested role or enterprise the user does not hold, and other users', async () => {
    expect((await menu({ roleId: roleId('STAFF') })).status).toBe(403);
    expect((await menu({ enterpriseId: demoEnterpriseIds.buyerSpace })).status).toBe(403);
    expect(
      (await call(menuHandler, asAdmin({ path: '/api-menu/query-menu', query: { userId: staff.id } }))).status,
    ).toBe(403);
  });

  it('ignores an unknown query field and takes an empty one as not given', async () => {
    const plain = await menu();
    expect(plain.status).toBe(200);
    expect(await menu({ extra: '1' })).toEqual(plain);
    expect(await menu({ enterpriseId: '', roleId: '' })).toEqual(plain);
  });

  it('gives the platform administrator the platform menus', async () => {
    const admin = await demoUser('admin');
    const { body } = await call(menuHandler, {
      path: '/api-menu/query-menu',
      query: { userId: admin.id },
      claims: admin.claims,
    });
    expect(urls(body)).toContain('/console/platform-role-list');
    expect(urls(body)).toContain('/console/menu-management');
  });

  it('lists the menu privileges of the context for all applications', async () => {
    const { status, body } = await call(
      userHandler,
      asAdmin({
        path: `/api-user/applications/${NIL_ID}/privileges`,
        query: { userId: entAdmin.id, roleId: roleId('EQUIPMENT_OPERATOR') },
      }),
    );
    expect(status).toBe(200);
    expect(body.find((p: { url: string }) => p.url === '/console/equipment-type-list')).toMatchObject({
      privileges: ['view'],
    });
    expect(
      body.every((p: { url: string }) => p.url.startsWith('/console/equipment-') || p.url.startsWith('/console/iot/')),
    ).toBe(true);
  });
});
