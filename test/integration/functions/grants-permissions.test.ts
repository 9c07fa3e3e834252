import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpEventOptions } from '../support/index.js';
import {
  api,
  freshAdmin,
  freshEnterprise,
  freshStaff,
  freshUser,
  unique,
  type TestEnterprise,
  type TestUser,
} from './grants-support.js';

/**
 * Who may call each grants route: route × {owner (an administrator of the
 * enterprise whose role grants this area's screens), same-enterprise staff
 * (no such privilege), an administrator of another enterprise, the platform
 * administrator, anonymous}. Each call gets fresh records, and no answer to
 * a caller outside the enterprise carries the enterprise's or its records' ids.
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'admin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

let enterprise: TestEnterprise;
let actors: Record<Exclude<ActorName, 'anonymous' | 'admin'>, TestUser>;

beforeAll(async () => {
  enterprise = await freshEnterprise();
  const other = await freshEnterprise();
  actors = {
    owner: await freshAdmin(enterprise),
    staff: await freshStaff(enterprise),
    otherAdmin: await freshAdmin(other),
  };
});

const enterpriseRule: Expected = { owner: 200, staff: 403, otherAdmin: 403, admin: 200, anonymous: 401 };
const platformRule: Expected = { owner: 403, staff: 403, otherAdmin: 403, admin: 200, anonymous: 401 };

/** A pending application of a fresh member of the enterprise. */
async function pendingApplication(): Promise<{ id: string }> {
  const applicant = await freshStaff(enterprise);
  const { body } = await api(applicant, {
    method: 'POST',
    path: '/api-user/roleApplications',
    body: { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'matrix' },
  });
  return body[0];
}

/** A pending authorisation request of the enterprise. */
async function pendingAuth(): Promise<{ id: string }> {
  const { body } = await api(actors.owner, {
    method: 'POST',
    path: '/api-user/authWithEnterprises',
    body: [{ appCode: unique('app'), authList: ['view'] }],
  });
  return body[0];
}

interface Row {
  route: string;
  request: (actor: ActorName) => Promise<HttpEventOptions>;
  expected: Expected;
}

const rows: Row[] = [
  {
    route: 'GET /api-user/roleApplications/roles (scope enterprise: the caller’s own enterprise)',
    request: async () => ({ path: '/api-user/roleApplications/roles', query: { scope: 'enterprise' } }),
    // The platform administrator's current context is the platform itself: no enterprise to apply in.
    expected: { owner: 200, staff: 200, otherAdmin: 200, admin: 400, anonymous: 401 },
  },
  {
    route: 'POST /api-user/roleApplications (a role of the enterprise)',
    request: async () => ({
      method: 'POST',
      path: '/api-user/roleApplications',
      body: { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'matrix' },
    }),
    expected: { owner: 201, staff: 201, otherAdmin: 400, admin: 400, anonymous: 401 },
  },
  {
    route: 'GET /api-user/roleApplications (own applications)',
    request: async () => ({ path: '/api-user/roleApplications' }),
    expected: { owner: 200, staff: 200, otherAdmin: 200, admin: 200, anonymous: 401 },
  },
  {
    route: 'POST /api-user/roleApplications/{applicationId}/withdrawal (staff’s own application)',
    request: async (actor) => {
      // Staff withdraws their own; everyone else tries a fresh member's.
      const applicant = actor === 'staff' ? actors.staff : await freshStaff(enterprise);
      const { body } = await api(applicant, {
        method: 'POST',
        path: '/api-user/roleApplications',
        body: { scope: 'platform', roleIds: [await platformRoleId()], reason: 'matrix' },
      });
      return { method: 'POST', path: `/api-user/roleApplications/${body[0].id}/withdrawal` };
    },
    expected: { owner: 403, staff: 200, otherAdmin: 403, admin: 403, anonymous: 401 },
  },
  {
    route: 'GET /api-user/enterprises/{enterpriseId}/roleApplications',
    request: async () => ({ path: `/api-user/enterprises/${enterprise.id}/roleApplications` }),
    expected: enterpriseRule,
  },
  {
    route: 'POST /api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/approval',
    request: async () => ({
      method: 'POST',
      path: `/api-user/enterprises/${enterprise.id}/roleApplications/${(await pendingApplication()).id}/approval`,
    }),
    expected: enterpriseRule,
  },
  {
    route: 'POST /api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/rejection',
    request: async () => ({
      method: 'POST',
      path: `/api-user/enterprises/${enterprise.id}/roleApplications/${(await pendingApplication()).id}/rejection`,
      body: { reason: 'matrix' },
    }),
    expected: enterpriseRule,
  },
  {
    route: 'GET /api-user/enterprises/{enterpriseId}/userRoles',
    request: async () => ({ path: `/api-user/enterprises/${enterprise.id}/userRoles` }),
    expected: enterpriseRule,
  },
  {
    route: 'GET /api-user/enterprises/{enterpriseId}/users/{userId}/roles',
    request: async () => ({ path: `/api-user/enterprises/${enterprise.id}/users/${actors.staff.id}/roles` }),
    expected: enterpriseRule,
  },
  {
    route: 'PUT /api-user/enterprises/{enterpriseId}/users/{userId}/roles',
    request: async () => ({
      method: 'PUT',
      path: `/api-user/enterprises/${enterprise.id}/users/${(await freshStaff(enterprise)).id}/roles`,
      body: { roleIds: [enterprise.staffRoleId, enterprise.extraRoleId] },
    }),
    expected: enterpriseRule,
  },
  {
    route: 'GET /api-user/functionRoles',
    request: async () => ({ path: '/api-user/functionRoles' }),
    expected: platformRule,
  },
  {
    route: 'POST /api-user/functionRoles/{code}/users',
    request: async () => ({
      method: 'POST',
      path: '/api-user/functionRoles/auditor/users',
      body: { username: (await freshUser()).username },
    }),
    expected: { ...platformRule, admin: 201 },
  },
  {
    route: 'DELETE /api-user/functionRoles/{code}/users/{userId}',
    request: async () => ({
      method: 'DELETE',
      path: `/api-user/functionRoles/auditor/users/${(await freshUser({ functionRoles: ['auditor'] })).id}`,
    }),
    expected: platformRule,
  },
  {
    route: 'POST /api-user/authWithEnterprises (for the enterprise)',
    request: async () => ({
      method: 'POST',
      path: '/api-user/authWithEnterprises',
      body: [{ enterpriseId: enterprise.id, appCode: unique('app'), authList: ['view'] }],
    }),
    expected: { ...enterpriseRule, owner: 201, admin: 201 },
  },
  {
    route: 'GET /api-user/pendingAuths',
    request: async () => ({ path: '/api-user/pendingAuths', query: { enterpriseName: enterprise.name } }),
    expected: platformRule,
  },
  {
    route: 'POST /api-user/pendingAuths/{authId}/approval',
    request: async () => ({ method: 'POST', path: `/api-user/pendingAuths/${(await pendingAuth()).id}/approval` }),
    expected: platformRule,
  },
  {
    route: 'POST /api-user/pendingAuths/{authId}/rejection',
    request: async () => ({
      method: 'POST',
      path: `/api-user/pendingAuths/${(await pendingAuth()).id}/rejection`,
      body: { reason: 'matrix' },
    }),
    expected: platformRule,
  },
  {
    route: 'GET /api-user/enterprises/{enterpriseId}/auths',
    request: async () => ({ path: `/api-user/enterprises/${enterprise.id}/auths` }),
    expected: enterpriseRule,
  },
];

/** A platform role anyone may apply for (read from the API once). */
let platformRole: string | undefined;
async function platformRoleId(): Promise<string> {
  platformRole ??= (
    await api(actors.staff, { path: '/api-user/roleApplications/roles', query: { scope: 'platform' } })
  ).body.find((r: { code?: string }) => r.code === 'PLATFORM_AUDITOR').id as string;
  return platformRole;
}

describe.each(rows)('$route', ({ request, expected }) => {
  it.each(ACTORS)('%s', async (actor) => {
    const options = await request(actor);
    const as = actor === 'anonymous' ? undefined : actor === 'admin' ? 'admin' : actors[actor];
    const { status, body } = await api(as, options);
    expect(status, JSON.stringify(body)).toBe(expected[actor]);
    if (actor === 'otherAdmin' || actor === 'anonymous' || status === 403) {
      const text = JSON.stringify(body ?? '');
      expect(text).not.toContain(enterprise.id);
      expect(text).not.toContain(enterprise.name);
    }
  });
});
