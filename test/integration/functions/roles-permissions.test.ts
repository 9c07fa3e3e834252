import { beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { makeRole, roleName } from './roles-support.js';
import { demoUser } from './session-support.js';
import { api, createOtherEnterprise, createTestUser, type TestUser } from './users-support.js';

/**
 * Who may call each role route: route × {owner (administrator of this file's
 * tenant), same-enterprise staff, other-enterprise admin, auditor,
 * platform admin, anonymous}. Write routes get a fresh role per call.
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'auditor', 'admin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

const PLATFORM_ROLE = demoRoles.find((r) => r.enterpriseId === NIL_ID && r.code !== 'PLATFORM_ADMIN')!;

const tenant = await createTenant('roles-permissions');
const ownEnterprise = tenant.enterpriseId;

let claimsOf: Record<Exclude<ActorName, 'anonymous'>, Record<string, unknown>>;
let member: TestUser;

beforeAll(async () => {
  const other = await createOtherEnterprise();
  claimsOf = {
    owner: tenant.admin.claims,
    staff: tenant.staff.claims,
    otherAdmin: other.admin.claims,
    auditor: (await demoUser('auditor')).claims,
    admin: (await demoUser('admin')).claims,
  };
  member = await createTestUser({ enterpriseId: ownEnterprise });
});

const enterpriseRule: Expected = { owner: 200, staff: 403, otherAdmin: 403, auditor: 403, admin: 200, anonymous: 401 };
const platformRule: Expected = { owner: 403, staff: 403, otherAdmin: 403, auditor: 403, admin: 200, anonymous: 401 };

interface Row {
  route: string;
  request: () => Promise<HttpEventOptions>;
  expected: Expected;
}

const rows: Row[] = [
  {
    route: 'GET /api-user/enterprisesRoles (enterprise)',
    request: async () => ({ path: '/api-user/enterprisesRoles', query: { enterpriseId: ownEnterprise } }),
    expected: enterpriseRule,
  },
  {
    route: 'GET /api-user/enterprisesRoles (platform)',
    request: async () => ({ path: '/api-user/enterprisesRoles', query: { enterpriseId: NIL_ID } }),
    expected: platformRule,
  },
  {
    route: 'GET /api-user/roles/{roleId} (enterprise)',
    request: async () => ({ path: `/api-user/roles/${(await makeRole({ enterpriseId: ownEnterprise })).id}` }),
    expected: enterpriseRule,
  },
  {
    route: 'GET /api-user/roles/{roleId} (platform)',
    request: async () => ({ path: `/api-user/roles/${PLATFORM_ROLE.id}` }),
    expected: platformRule,
  },
  {
    route: 'POST /api-user/enterprises/{enterpriseId}/roles (enterprise)',
    request: async () => ({
      method: 'POST',
      path: `/api-user/enterprises/${ownEnterprise}/roles`,
      body: { name: roleName() },
    }),
    expected: enterpriseRule,
  },
  {
    route: 'POST /api-user/enterprises/{enterpriseId}/roles (platform)',
    request: async () => ({
      method: 'POST',
      path: `/api-user/enterprises/${NIL_ID}/roles`,
      body: { name: roleName() },
    }),
    expected: platformRule,
  },
  {
    route: 'PATCH /api-user/roles/{roleId}',
    request: async () => ({
      method: 'PATCH',
      path: `/api-user/roles/${(await makeRole({ enterpriseId: ownEnterprise })).id}`,
      body: { name: roleName() },
    }),
    expected: enterpriseRule,
  },
  {
    route: 'PATCH /api-user/roles/{roleId} (platform)',
    request: async () => ({
      method: 'PATCH',
      path: `/api-user/roles/${(await makeRole({ enterpriseId: NIL_ID })).id}`,
      body: { name: roleName() },
    }),
    expected: platformRule,
  },
  {
    route: 'DELETE /api-user/enterprises/{enterpriseId}/roles/{roleId}',
    request: async () => ({
      method: 'DELETE',
      path: `/api-user/enterprises/${ownEnterprise}/roles/${(await makeRole({ enterpriseId: ownEnterprise })).id}`,
    }),
    expected: enterpriseRule,
  },
  {
    route: 'DELETE /api-user/enterprises/{enterpriseId}/roles/{roleId} (platform)',
    request: async () => ({
      method: 'DELETE',
      path: `/api-user/enterprises/${NIL_ID}/roles/${(await makeRole({ enterpriseId: NIL_ID })).id}`,
    }),
    expected: platformRule,
  },
  {
    route: 'POST /api-user/roles/{roleId}/users',
    request: async () => ({
      method: 'POST',
      path: `/api-user/roles/${(await makeRole({ enterpriseId: ownEnterprise })).id}/users`,
      body: { userIds: [member.id] },
    }),
    expected: enterpriseRule,
  },
  {
    route: 'DELETE /api-user/roles/{roleId}/users/{userId}',
    request: async () => ({
      method: 'DELETE',
      path: `/api-user/roles/${(await makeRole({ enterpriseId: ownEnterprise, holders: [member.id] })).id}/users/${member.id}`,
    }),
    expected: enterpriseRule,
  },
];

describe('roles area permission matrix', () => {
  for (const row of rows) {
    it(`${row.route}: ${ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      for (const actor of ACTORS) {
        const claims = actor === 'anonymous' ? undefined : claimsOf[actor];
        const { status } = await api({ ...(await row.request()), ...(claims ? { claims } : {}) });
        expect(status, `${row.route} as ${actor}`).toBe(row.expected[actor]);
      }
    });
  }
});
