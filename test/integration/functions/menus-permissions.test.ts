import { beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoDeployments } from '../../../infra/local/seed/seed-menus.js';
import type { HttpEventOptions } from '../support/index.js';
import { backendApi, freshUrl, makeRole, menuApi, submitMenu } from './menus-support.js';
import { demoUser } from './session-support.js';
import { createOtherEnterprise } from './users-support.js';
import { createTenant } from '../support/tenant.js';

// Enterprise menus, roles and grants of an enterprise of this file's own (administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('menus-permissions');
const ownEnterprise = tenant.enterpriseId;

/**
 * Who may call each menu route: route × {owner (administrator of this file's
 * tenant), same-enterprise staff, other-enterprise admin, auditor,
 * platform admin, anonymous}. Write routes get fresh records per call.
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'auditor', 'admin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

let claimsOf: Record<Exclude<ActorName, 'anonymous'>, Record<string, unknown>>;

beforeAll(async () => {
  const other = await createOtherEnterprise();
  claimsOf = {
    owner: tenant.admin.claims,
    staff: tenant.staff.claims,
    otherAdmin: other.admin.claims,
    auditor: (await demoUser('auditor')).claims,
    admin: (await demoUser('admin')).claims,
  };
});

const enterpriseRule: Expected = { owner: 200, staff: 403, otherAdmin: 403, auditor: 403, admin: 200, anonymous: 401 };
const platformRule: Expected = { owner: 403, staff: 403, otherAdmin: 403, auditor: 403, admin: 200, anonymous: 401 };
const signedIn: Expected = { owner: 200, staff: 200, otherAdmin: 200, auditor: 200, admin: 200, anonymous: 401 };
/** Any administrator may ask, and sees only the roles it administers. */
const anyAdmin: Expected = { owner: 200, staff: 403, otherAdmin: 200, auditor: 403, admin: 200, anonymous: 401 };

interface Row {
  route: string;
  api?: typeof menuApi;
  request: () => Promise<HttpEventOptions>;
  expected: Expected;
}

const leaf = (enterpriseId: string) =>
  submitMenu('admin', { enterpriseId, name: 'leaf', type: 'page', url: freshUrl() });

const rows: Row[] = [
  { route: 'GET getMenus (platform)', request: async () => ({ path: '/api-menu/getMenus' }), expected: platformRule },
  {
    route: 'GET getMenus (enterprise)',
    request: async () => ({ path: '/api-menu/getMenus', query: { enterpriseId: ownEnterprise } }),
    expected: enterpriseRule,
  },
  {
    route: 'POST submitMenu (platform)',
    request: async () => ({ method: 'POST', path: '/api-menu/submitMenu', body: { name: 'm', type: 'page' } }),
    expected: platformRule,
  },
  {
    route: 'POST submitMenu (enterprise)',
    request: async () => ({
      method: 'POST',
      path: '/api-menu/submitMenu',
      body: { enterpriseId: ownEnterprise, name: 'm', type: 'page' },
    }),
    expected: enterpriseRule,
  },
  {
    route: 'POST submitMenu (update an enterprise menu)',
    request: async () => {
      const menu = await leaf(ownEnterprise);
      return {
        method: 'POST',
        path: '/api-menu/submitMenu',
        body: { id: menu.id, enterpriseId: ownEnterprise, name: 'renamed', type: 'page' },
      };
    },
    expected: enterpriseRule,
  },
  {
    route: 'DELETE deleteMenu (platform)',
    request: async () => ({ method: 'DELETE', path: `/api-menu/deleteMenu/${(await leaf(NIL_ID)).id}` }),
    expected: platformRule,
  },
  {
    route: 'DELETE deleteMenu (enterprise)',
    request: async () => ({ method: 'DELETE', path: `/api-menu/deleteMenu/${(await leaf(ownEnterprise)).id}` }),
    expected: enterpriseRule,
  },
  {
    route: 'GET getMenusAndPrivilege (enterprise role)',
    request: async () => ({
      path: '/api-menu/getMenusAndPrivilege',
      query: { roleId: (await makeRole(ownEnterprise)).id },
    }),
    expected: enterpriseRule,
  },
  {
    route: 'GET getMenusAndPrivilege (platform role)',
    request: async () => ({ path: '/api-menu/getMenusAndPrivilege', query: { roleId: (await makeRole(NIL_ID)).id } }),
    expected: platformRule,
  },
  {
    route: 'POST submitRoleMenuPrivilege (enterprise role)',
    request: async () => {
      const role = await makeRole(ownEnterprise);
      return {
        method: 'POST',
        path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
        body: [{ roleId: role.id, menuId: 'dir-home', privilege: [] }],
      };
    },
    expected: enterpriseRule,
  },
  {
    route: 'POST submitRoleMenuPrivilege (platform role)',
    request: async () => {
      const role = await makeRole(NIL_ID);
      return {
        method: 'POST',
        path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
        body: [{ roleId: role.id, menuId: 'dir-home', privilege: [] }],
      };
    },
    expected: platformRule,
  },
  {
    route: 'GET getMenuRoles (platform menu)',
    request: async () => ({ path: '/api-menu/getMenuRoles/dir-home' }),
    expected: anyAdmin,
  },
  {
    route: 'GET getMenuRoles (enterprise menu)',
    request: async () => ({ path: `/api-menu/getMenuRoles/${(await leaf(ownEnterprise)).id}` }),
    expected: enterpriseRule,
  },
  {
    route: 'GET deployments/web',
    api: backendApi,
    request: async () => ({ path: '/api-backend/deployments/web' }),
    expected: signedIn,
  },
  {
    route: 'GET deployments/web/{id}',
    api: backendApi,
    request: async () => ({ path: `/api-backend/deployments/web/${demoDeployments[0].id}` }),
    expected: signedIn,
  },
];

describe('menu routes permission matrix', () => {
  for (const row of rows) {
    for (const actor of ACTORS) {
      it(`${row.route} as ${actor} answers ${row.expected[actor]}`, async () => {
        const request = await row.request();
        const claims = actor === 'anonymous' ? undefined : claimsOf[actor];
        const response = await (row.api ?? menuApi)(claims, request);
        expect(response.status, JSON.stringify(response.body)).toBe(row.expected[actor]);
      });
    }
  }
});
