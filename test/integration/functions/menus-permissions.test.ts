import { beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import type { HttpEventOptions } from '../support/index.js';
import { freshUrl, makeRole, menuApi, submitMenu } from './menus-support.js';
import { roleName } from './roles-support.js';
import { demoUser } from './session-support.js';
import { api as userApi, createOtherEnterprise } from './users-support.js';
import { createTenant } from '../support/tenant.js';

// Enterprise menus and roles of an enterprise of this file's own (administrator like `ent-admin`).
const tenant = await createTenant('menus-permissions');
const ownEnterprise = tenant.enterpriseId;

/**
 * What the generated matrix cannot see about menu and role records: whose record it is. A route whose rule names
 * a stored role or menu checks the privilege in that record's enterprise, and the platform's own records (the nil
 * enterprise) are platform administrators' alone, even for an enterprise administrator holding every privilege at
 * home or the auditor holding a platform role; a menu of another enterprise is refused inside `getMenuRoles`.
 * Who may call each route for a record of the enterprise (the privilege, member, whenAbsent and authenticated
 * rules, anonymous 401) is proven for every route by the generated matrix
 * (`test/unit/functions/lib/auth/evaluate-access.test.ts`, `authorization-matrix.test.ts`).
 */
const ACTORS = ['owner', 'otherAdmin', 'auditor', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Partial<Record<ActorName, number>>;

let claimsOf: Record<ActorName, Record<string, unknown>>;

beforeAll(async () => {
  const other = await createOtherEnterprise();
  claimsOf = {
    owner: tenant.admin.claims,
    otherAdmin: other.admin.claims,
    auditor: (await demoUser('auditor')).claims,
    admin: (await demoUser('admin')).claims,
  };
});

/** A record of the platform: refused to an enterprise's administrator and to the auditor, the platform admin's. */
const platformRecord: Expected = { owner: 403, auditor: 403, admin: 200 };

const PLATFORM_ROLE = demoRoles.find((r) => r.enterpriseId === NIL_ID && r.code !== 'PLATFORM_ADMIN')!;

interface Row {
  route: string;
  api: 'menu' | 'user';
  request: () => Promise<HttpEventOptions>;
  expected: Expected;
}

const leaf = (enterpriseId: string) =>
  submitMenu('admin', { enterpriseId, name: 'leaf', type: 'page', url: freshUrl() });

const rows: Row[] = [
  {
    route: 'DELETE /api-menu/deleteMenu/{id} (a platform menu)',
    api: 'menu',
    request: async () => ({ method: 'DELETE', path: `/api-menu/deleteMenu/${(await leaf(NIL_ID)).id}` }),
    expected: platformRecord,
  },
  {
    route: 'GET /api-menu/getMenusAndPrivilege (a platform role)',
    api: 'menu',
    request: async () => ({ path: '/api-menu/getMenusAndPrivilege', query: { roleId: (await makeRole(NIL_ID)).id } }),
    expected: platformRecord,
  },
  {
    route: 'POST /api-menu/submitRoleMenuPrivilege/{roleId} (a platform role)',
    api: 'menu',
    request: async () => {
      const role = await makeRole(NIL_ID);
      return {
        method: 'POST',
        path: `/api-menu/submitRoleMenuPrivilege/${role.id}`,
        body: [{ roleId: role.id, menuId: 'dir-home', privilege: [] }],
      };
    },
    expected: platformRecord,
  },
  {
    route: 'GET /api-user/roles/{roleId} (a platform role)',
    api: 'user',
    request: async () => ({ path: `/api-user/roles/${PLATFORM_ROLE.id}` }),
    expected: platformRecord,
  },
  {
    route: 'PATCH /api-user/roles/{roleId} (a platform role)',
    api: 'user',
    request: async () => ({
      method: 'PATCH',
      path: `/api-user/roles/${(await makeRole(NIL_ID)).id}`,
      body: { name: roleName() },
    }),
    expected: platformRecord,
  },
  {
    // The rule is the current enterprise's privilege: the menu's enterprise is checked in the route.
    route: 'GET /api-menu/getMenuRoles/{id} (a menu of the owner’s enterprise)',
    api: 'menu',
    request: async () => ({ path: `/api-menu/getMenuRoles/${(await leaf(ownEnterprise)).id}` }),
    expected: { owner: 200, otherAdmin: 403, admin: 200 },
  },
];

describe('menu and role records by whose they are', () => {
  for (const row of rows) {
    const actors = ACTORS.filter((actor) => row.expected[actor] !== undefined);
    it(`${row.route}: ${actors.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      // A fresh record per caller: the callers run side by side.
      await Promise.all(
        actors.map(async (actor) => {
          const request = await row.request();
          const response =
            row.api === 'menu'
              ? await menuApi(claimsOf[actor], request)
              : await userApi({ ...request, claims: claimsOf[actor] });
          expect(response.status, `${actor}: ${JSON.stringify(response.body)}`).toBe(row.expected[actor]);
        }),
      );
    });
  }
});
