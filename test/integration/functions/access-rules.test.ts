import { beforeAll, describe, expect, it } from 'vitest';
import { createHttpHandler } from '../../../functions/lib/http/http-handler.js';
import { defineRoute } from '../../../functions/lib/http/route.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import { call, demoUser } from './session-support.js';

const MANUFACTURING = demoEnterpriseIds.manufacturing;
const LOGISTICS = demoEnterpriseIds.logistics;

/** A handler whose routes only echo, so each answer shows what the access rule alone decided. */
const handler = createHttpHandler([
  defineRoute({
    method: 'GET',
    path: '/api-test/admin-of/{enterpriseId}',
    access: { enterpriseAdmin: 'path.enterpriseId' },
    handler: async () => ({ allowed: true }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api-test/admin-of-current',
    access: { enterpriseAdmin: 'current' },
    handler: async ({ caller }) => ({ enterpriseId: caller.enterpriseId }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api-test/member-of',
    access: { member: 'query.enterpriseId' },
    handler: async () => ({ allowed: true }),
  }),
]);

type Actor = Awaited<ReturnType<typeof demoUser>>;
const actors: Record<string, Actor> = {};

beforeAll(async () => {
  for (const name of ['ent-admin', 'ent-staff', 'admin', 'auditor', 'developer']) actors[name] = await demoUser(name);
});

const statusOf = async (actor: string | undefined, path: string) =>
  (await call(handler, { path, ...(actor ? { claims: actors[actor].claims } : {}) })).status;

describe('the enterprise administrator rule', () => {
  it.each([
    ['ent-admin', MANUFACTURING, 200],
    ['ent-admin', LOGISTICS, 403],
    ['ent-staff', MANUFACTURING, 403],
    ['developer', MANUFACTURING, 403],
    ['auditor', MANUFACTURING, 403],
    ['admin', LOGISTICS, 200],
    [undefined, MANUFACTURING, 401],
  ] as const)('answers %s on enterprise %s with %i', async (actor, enterpriseId, expected) => {
    expect(await statusOf(actor, `/api-test/admin-of/${enterpriseId}`)).toBe(expected);
  });

  it("checks the caller's current enterprise when the rule names no parameter", async () => {
    expect(await statusOf('ent-admin', '/api-test/admin-of-current')).toBe(200);
    expect(await statusOf('ent-staff', '/api-test/admin-of-current')).toBe(403);
  });
});

describe('the member rule', () => {
  it.each([
    ['ent-staff', MANUFACTURING, 200],
    ['ent-admin', LOGISTICS, 200],
    ['ent-staff', LOGISTICS, 403],
    ['developer', MANUFACTURING, 403],
    ['admin', MANUFACTURING, 200],
  ] as const)('answers %s on enterprise %s with %i', async (actor, enterpriseId, expected) => {
    expect(await statusOf(actor, `/api-test/member-of?enterpriseId=${enterpriseId}`)).toBe(expected);
  });
});
