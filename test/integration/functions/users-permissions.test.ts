import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { demoUser } from './session-support.js';
import {
  api,
  createOtherEnterprise,
  createTestUser,
  newEmail,
  newName,
  newPhone,
  testPassword,
  type TestUser,
} from './users-support.js';

/**
 * Who may call each route of the users area: every route × {owner, same-enterprise
 * staff, other-enterprise admin, auditor, platform admin, anonymous}. The owner
 * is the user themself for own-record routes and the enterprise administrator
 * (of this file's tenant, built like Demo Manufacturing) for enterprise routes.
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'auditor', 'admin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];

const tenant = await createTenant('users-permissions');
const ENTERPRISE = tenant.enterpriseId;
const ADMIN_ROLE = tenant.roles.admin.id;

let claimsOf: Record<Exclude<ActorName, 'owner' | 'anonymous'>, Record<string, unknown>>;
let entAdminClaims: Record<string, unknown>;
/** The user whose own records the own-record routes address. */
let subject: TestUser;
/** A user whose password the platform administrator resets. */
let resetTarget: TestUser;

beforeAll(async () => {
  const other = await createOtherEnterprise();
  claimsOf = {
    staff: tenant.staff.claims,
    otherAdmin: other.admin.claims,
    auditor: (await demoUser('auditor')).claims,
    admin: (await demoUser('admin')).claims,
  };
  entAdminClaims = tenant.admin.claims;
  subject = await createTestUser({ enterpriseId: ENTERPRISE });
  resetTarget = await createTestUser();
});

type Expected = Record<ActorName, number>;
const expect6 = (owner: number, staff: number, otherAdmin: number, auditor: number, admin: number): Expected => ({
  owner,
  staff,
  otherAdmin,
  auditor,
  admin,
  anonymous: 401,
});

interface Row {
  route: string;
  /** Owner of the route: the subject user, or the enterprise administrator. */
  owner: 'subject' | 'entAdmin';
  request: () => HttpEventOptions;
  expected: Expected;
}

const rows: Row[] = [
  {
    route: 'GET /api-user/users',
    owner: 'subject',
    request: () => ({ path: '/api-user/users', query: { userId: subject.id } }),
    expected: expect6(200, 403, 403, 403, 403),
  },
  {
    route: 'GET /api-user/userInfoes',
    owner: 'subject',
    request: () => ({ path: '/api-user/userInfoes', query: { userId: subject.id } }),
    expected: expect6(200, 403, 403, 403, 403),
  },
  {
    route: 'GET /api-user/personInfoes',
    owner: 'subject',
    request: () => ({ path: '/api-user/personInfoes', query: { userId: subject.id } }),
    expected: expect6(200, 403, 403, 403, 403),
  },
  {
    route: 'GET /api-user/users/{userId}/enterpriseProjections',
    owner: 'subject',
    request: () => ({ path: `/api-user/users/${subject.id}/enterpriseProjections` }),
    expected: expect6(200, 403, 403, 403, 200),
  },
  {
    route: 'PATCH /api-user/users/{userId}',
    owner: 'subject',
    request: () => ({ method: 'PATCH', path: `/api-user/users/${subject.id}`, body: { metadata: 'matrix' } }),
    expected: expect6(200, 403, 403, 403, 403),
  },
  {
    route: 'PUT /api-user/users/{userId}/password',
    owner: 'subject',
    request: () => ({
      method: 'PUT',
      path: `/api-user/users/${subject.id}/password`,
      body: { currentPassword: testPassword, newPassword: 'matrix_123', confirmPassword: 'matrix_123' },
    }),
    expected: expect6(200, 403, 403, 403, 403),
  },
  {
    route: 'GET /api-user/userWithEnterprises',
    owner: 'entAdmin',
    request: () => ({ path: '/api-user/userWithEnterprises', query: { enterpriseId: ENTERPRISE } }),
    expected: expect6(200, 403, 403, 403, 200),
  },
  {
    route: 'GET /api-user/roles',
    owner: 'entAdmin',
    request: () => ({ path: '/api-user/roles', query: { enterpriseId: ENTERPRISE } }),
    expected: expect6(200, 200, 403, 403, 200),
  },
  {
    route: 'GET /api-user/roleWithUsers',
    owner: 'entAdmin',
    request: () => ({ path: '/api-user/roleWithUsers', query: { role: ADMIN_ROLE } }),
    expected: expect6(200, 403, 403, 403, 200),
  },
  {
    route: 'GET /api-user/platformUsers',
    owner: 'entAdmin',
    request: () => ({ path: '/api-user/platformUsers' }),
    expected: expect6(403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api-user/platformUsers',
    owner: 'entAdmin',
    request: () => ({
      method: 'POST',
      path: '/api-user/platformUsers',
      body: { username: newName(), email: newEmail(), phone: newPhone(), password: 'platform_1' },
    }),
    expected: expect6(403, 403, 403, 403, 200),
  },
  {
    route: 'PUT /api-user/platformUsers/{userId}/password',
    owner: 'entAdmin',
    request: () => ({
      method: 'PUT',
      path: `/api-user/platformUsers/${resetTarget.id}/password`,
      body: { newPassword: 'matrix_456', confirmPassword: 'matrix_456' },
    }),
    expected: expect6(403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api-user/enterprises',
    owner: 'entAdmin',
    request: () => ({ path: '/api-user/enterprises' }),
    expected: expect6(403, 403, 403, 403, 200),
  },
  {
    // Last: the owner's call deregisters the subject.
    route: 'POST /api-user/updateRemove',
    owner: 'subject',
    request: () => ({ method: 'POST', path: '/api-user/updateRemove', query: { userId: subject.id } }),
    expected: expect6(200, 403, 403, 403, 403),
  },
];

describe('users area permission matrix', () => {
  for (const row of rows) {
    it(`${row.route}: ${ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      // The owner goes last so its successful write (a changed password, a deregistration) cannot affect the others.
      for (const actor of [...ACTORS.filter((a) => a !== 'owner'), 'owner'] as const) {
        const claims =
          actor === 'anonymous'
            ? undefined
            : actor === 'owner'
              ? row.owner === 'subject'
                ? subject.claims
                : entAdminClaims
              : claimsOf[actor];
        const { status } = await api({ ...row.request(), ...(claims ? { claims } : {}) });
        expect(status, `${row.route} as ${actor}`).toBe(row.expected[actor]);
      }
    });
  }
});
