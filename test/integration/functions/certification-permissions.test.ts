import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../../functions/lib/data/records.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  api,
  createdEnterprise,
  demoTestUser,
  enterpriseBody,
  freshUser,
  userCertifyBody,
  type TestUser,
} from './certification-support.js';

/**
 * Who may call each certification route: every route × {owner, staff of the
 * same enterprise, an administrator of another enterprise, auditor, platform
 * administrator, anonymous}. The owner is the enterprise's creator (its
 * administrator) and, for personal routes, the certification's user.
 */

type Actor = 'owner' | 'staff' | 'otherAdmin' | 'auditor' | 'platformAdmin' | 'anonymous';
const actors: readonly Actor[] = ['owner', 'staff', 'otherAdmin', 'auditor', 'platformAdmin', 'anonymous'];

let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
let enterprise: { id: string; body: Record<string, unknown> };
let certifiedUser: { id: string; body: Record<string, unknown> };

const as = (actor: Actor) => (actor === 'anonymous' ? undefined : users[actor]);

/** A fresh pending enterprise (created by a fresh user) for decisions that change state. */
async function pendingEnterprise() {
  const { info } = await createdEnterprise(await freshUser());
  return info as { id: string; submitTime: string };
}

/** A fresh pending personal certification. */
async function pendingCertification() {
  const user = await freshUser();
  const created = await api(user, {
    method: 'POST',
    path: '/api-user/userCertifies',
    body: await userCertifyBody(user),
  });
  return { userId: user.id, submitTime: created.body.submitTime as string };
}

beforeAll(async () => {
  const [owner, staff, otherAdmin, auditor, platformAdmin] = await Promise.all([
    freshUser(),
    freshUser(),
    demoTestUser('ent-admin'),
    demoTestUser('auditor'),
    demoTestUser('admin'),
  ]);
  users = { owner, staff, otherAdmin, auditor, platformAdmin };
  const created = await createdEnterprise(owner);
  enterprise = { id: created.info.id, body: created.body };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: items.membership({ userId: staff.id, enterpriseId: enterprise.id, joinedAt: new Date().toISOString() }),
    }),
  );
  const body = await userCertifyBody(owner);
  expect((await api(owner, { method: 'POST', path: '/api-user/userCertifies', body })).status).toBe(201);
  certifiedUser = { id: owner.id, body };
}, 60_000);

interface RouteCase {
  readonly name: string;
  readonly expected: Record<Actor, number>;
  readonly run: (actor: Actor) => Promise<{ status: number }>;
}

const readers = { owner: 200, staff: 200, otherAdmin: 403, auditor: 200, platformAdmin: 200, anonymous: 401 };
const reviewers = (ok: number) => ({
  owner: 403,
  staff: 403,
  otherAdmin: 403,
  auditor: ok,
  platformAdmin: ok,
  anonymous: 401,
});
const selfOnly = { owner: 200, staff: 403, otherAdmin: 403, auditor: 403, platformAdmin: 403, anonymous: 401 };

const cases: readonly RouteCase[] = [
  {
    name: 'GET /api-user/enterpriseInfoes?id',
    expected: readers,
    run: (actor) => api(as(actor), { path: '/api-user/enterpriseInfoes', query: { id: enterprise.id } }),
  },
  {
    name: 'POST /api-user/enterpriseInfoes',
    // Any signed-in user may apply. The shared demo users send a registered name: the 409 shows the access
    // rule let them through, without giving them a new enterprise that other test files would then see.
    expected: { owner: 201, staff: 201, otherAdmin: 409, auditor: 409, platformAdmin: 409, anonymous: 401 },
    run: async (actor) => {
      const user = as(actor);
      const fresh = actor === 'owner' || actor === 'staff';
      const body = user
        ? await enterpriseBody(user, fresh ? {} : { name: enterprise.body.name as string })
        : enterprise.body;
      return api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body });
    },
  },
  {
    name: 'PUT /api-user/enterpriseInfoes/{id}',
    expected: { owner: 200, staff: 403, otherAdmin: 403, auditor: 403, platformAdmin: 200, anonymous: 401 },
    run: (actor) =>
      api(as(actor), { method: 'PUT', path: `/api-user/enterpriseInfoes/${enterprise.id}`, body: enterprise.body }),
  },
  {
    name: 'GET /api-user/enterpriseVerifications',
    expected: reviewers(200),
    run: (actor) => api(as(actor), { path: '/api-user/enterpriseVerifications' }),
  },
  {
    name: 'POST /api-user/enterpriseInfoes/{id}/reviews',
    expected: reviewers(201),
    run: async (actor) => {
      const target = await pendingEnterprise();
      return api(as(actor), {
        method: 'POST',
        path: `/api-user/enterpriseInfoes/${target.id}/reviews`,
        body: { result: 'approve', submitTime: target.submitTime },
      });
    },
  },
  {
    name: 'GET /api-user/enterpriseInfoes/{id}/reviews',
    expected: reviewers(200),
    run: (actor) => api(as(actor), { path: `/api-user/enterpriseInfoes/${enterprise.id}/reviews` }),
  },
  {
    name: 'GET /api-user/userCertifies?userId',
    expected: { owner: 200, staff: 403, otherAdmin: 403, auditor: 200, platformAdmin: 200, anonymous: 401 },
    run: (actor) => api(as(actor), { path: '/api-user/userCertifies', query: { userId: certifiedUser.id } }),
  },
  {
    name: 'PUT /api-user/userCertifies/{userId}',
    expected: selfOnly,
    run: (actor) =>
      api(as(actor), { method: 'PUT', path: `/api-user/userCertifies/${certifiedUser.id}`, body: certifiedUser.body }),
  },
  {
    name: 'GET /api-user/userVerifications',
    expected: reviewers(200),
    run: (actor) => api(as(actor), { path: '/api-user/userVerifications' }),
  },
  {
    name: 'POST /api-user/userCertifies/{userId}/reviews',
    expected: reviewers(201),
    run: async (actor) => {
      const target = await pendingCertification();
      return api(as(actor), {
        method: 'POST',
        path: `/api-user/userCertifies/${target.userId}/reviews`,
        body: { result: 'approve', submitTime: target.submitTime },
      });
    },
  },
  {
    name: 'GET /api-user/userCertifies/{userId}/reviews',
    expected: reviewers(200),
    run: (actor) => api(as(actor), { path: `/api-user/userCertifies/${certifiedUser.id}/reviews` }),
  },
  {
    name: 'GET /api-user/unreadCount?userId',
    expected: selfOnly,
    run: (actor) => api(as(actor), { path: '/api-user/unreadCount', query: { userId: users.owner.id } }),
  },
];

describe('certification permission matrix', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s answers each caller as expected', async (_, routeCase) => {
    const actual: Record<string, number> = {};
    for (const actor of actors) actual[actor] = (await routeCase.run(actor)).status;
    expect(actual).toEqual(routeCase.expected);
  });

  it('answers POST /api-user/userCertifies for any signed-in user (own record only) and 401 anonymously', async () => {
    const user = await freshUser();
    const body = await userCertifyBody(user);
    expect((await api(user, { method: 'POST', path: '/api-user/userCertifies', body })).status).toBe(201);
    expect((await api(undefined, { method: 'POST', path: '/api-user/userCertifies', body })).status).toBe(401);
  });
});
