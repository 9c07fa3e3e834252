import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpEventOptions } from '../support/index.js';
import {
  api,
  freshAdmin,
  freshEnterprise,
  freshStaff,
  unique,
  type TestEnterprise,
  type TestUser,
} from './grants-support.js';

/**
 * What the grants routes decide inside the handler, by record: a role application names roles of the caller's own
 * enterprise, only its applicant withdraws it, and an authorisation request for an enterprise named in the body
 * needs the privilege there. Callers: owner (an administrator of the enterprise whose role grants this area's
 * screens), same-enterprise staff (no such privilege), an administrator of another enterprise, the platform
 * administrator. Who may call each route at all (anonymous 401, the platform-admin and privilege rules of the
 * enterprise and platform routes) is proven for every route by the generated matrix
 * (`test/unit/functions/lib/auth/evaluate-access.test.ts`, `authorization-matrix.test.ts`). No refusal carries
 * the enterprise's id or name.
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

let enterprise: TestEnterprise;
let actors: Record<Exclude<ActorName, 'admin'>, TestUser>;

beforeAll(async () => {
  enterprise = await freshEnterprise();
  const other = await freshEnterprise();
  actors = {
    owner: await freshAdmin(enterprise),
    staff: await freshStaff(enterprise),
    otherAdmin: await freshAdmin(other),
  };
});

interface Row {
  route: string;
  request: (actor: ActorName) => Promise<HttpEventOptions>;
  expected: Partial<Expected>;
}

const rows: Row[] = [
  {
    route: 'GET /api-user/roleApplications/roles (scope enterprise: the caller’s own enterprise)',
    request: async () => ({ path: '/api-user/roleApplications/roles', query: { scope: 'enterprise' } }),
    // The platform administrator's current context is the platform itself: no enterprise to apply in.
    expected: { staff: 200, admin: 400 },
  },
  {
    route: 'POST /api-user/roleApplications (a role of the enterprise)',
    request: async () => ({
      method: 'POST',
      path: '/api-user/roleApplications',
      body: { scope: 'enterprise', roleIds: [enterprise.extraRoleId], reason: 'matrix' },
    }),
    expected: { owner: 201, staff: 201, otherAdmin: 400, admin: 400 },
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
    expected: { owner: 403, staff: 200, otherAdmin: 403, admin: 403 },
  },
  {
    route: 'POST /api-user/authWithEnterprises (for the enterprise)',
    request: async () => ({
      method: 'POST',
      path: '/api-user/authWithEnterprises',
      body: [{ enterpriseId: enterprise.id, appCode: unique('app'), authList: ['view'] }],
    }),
    expected: { owner: 201, staff: 403, otherAdmin: 403, admin: 201 },
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
  it.each(ACTORS.filter((actor) => expected[actor] !== undefined))('%s', async (actor) => {
    const options = await request(actor);
    const { status, body } = await api(actor === 'admin' ? 'admin' : actors[actor], options);
    expect(status, JSON.stringify(body)).toBe(expected[actor]);
    if (actor === 'otherAdmin' || status === 403) {
      const text = JSON.stringify(body ?? '');
      expect(text).not.toContain(enterprise.id);
      expect(text).not.toContain(enterprise.name);
    }
  });
});
