import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  api,
  createdEnterprise,
  demoTestUser,
  freshUser,
  userCertifyBody,
  type TestUser,
} from './certification-support.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * Whose records a signed-in caller may read, where the rule is `authenticated` and the handler decides by the
 * record: an enterprise's details (its members, auditors, platform administrators), a personal certification
 * (its user, auditors, platform administrators) and a user's enterprises (the user, platform administrators).
 * Who may call each certification and users route at all (anonymous 401, the auditor, self and platform-admin
 * rules, the privileges to edit an enterprise or list its users) is proven for every route by the generated
 * matrix (`test/unit/functions/lib/auth/evaluate-access.test.ts`, `authorization-matrix.test.ts`). The owner is
 * the enterprise's creator (its administrator), the certification's user and the user asked about.
 */

type Actor = 'owner' | 'staff' | 'otherAdmin' | 'auditor' | 'platformAdmin';
const actors: readonly Actor[] = ['owner', 'staff', 'otherAdmin', 'auditor', 'platformAdmin'];

let users: Record<Actor, TestUser>;
let enterprise: { id: string };
let certifiedUserId: string;

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
  enterprise = { id: created.info.id };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: identityItems.membership({
        userId: staff.id,
        enterpriseId: enterprise.id,
        joinedAt: new Date().toISOString(),
      }),
    }),
  );
  const body = await userCertifyBody(owner);
  expect((await api(owner, { method: 'POST', path: '/api-user/userCertifies', body })).status).toBe(201);
  certifiedUserId = owner.id;
}, 60_000);

const cases: readonly [
  name: string,
  expected: Record<Actor, number>,
  run: (user: TestUser) => Promise<{ status: number }>,
][] = [
  [
    'GET /api-user/enterpriseInfoes?id (an enterprise’s details: its members, auditors, platform administrators)',
    { owner: 200, staff: 200, otherAdmin: 403, auditor: 200, platformAdmin: 200 },
    (user) => api(user, { path: '/api-user/enterpriseInfoes', query: { id: enterprise.id } }),
  ],
  [
    'GET /api-user/userCertifies?userId (a personal certification: its user, auditors, platform administrators)',
    { owner: 200, staff: 403, otherAdmin: 403, auditor: 200, platformAdmin: 200 },
    (user) => api(user, { path: '/api-user/userCertifies', query: { userId: certifiedUserId } }),
  ],
  [
    'GET /api-user/users/{userId}/enterpriseProjections (a user’s enterprises: the user, platform administrators)',
    { owner: 200, staff: 403, otherAdmin: 403, auditor: 403, platformAdmin: 200 },
    (user) => api(user, { path: `/api-user/users/${certifiedUserId}/enterpriseProjections` }),
  ],
];

describe('a user’s and an enterprise’s records by who asks', () => {
  it.each(cases)('%s', async (_, expected, run) => {
    const statuses = await Promise.all(actors.map(async (actor) => [actor, (await run(users[actor])).status] as const));
    expect(Object.fromEntries(statuses)).toEqual(expected);
  });
});
