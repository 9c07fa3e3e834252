import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createHttpHandler } from '../../../functions/lib/http/http-handler.js';
import { defineRoute } from '../../../functions/lib/http/route.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoEnterpriseIds, demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import { call, demoUser } from './session-support.js';

const MANUFACTURING = demoEnterpriseIds.manufacturing;
const roleIdOf = (code: string) => demoRoles.find((r) => r.code === code)!.id;
const demoRoleIds = { staff: roleIdOf('STAFF'), viewer: roleIdOf('VIEWER') };
const LOGISTICS = demoEnterpriseIds.logistics;

/** A handler whose routes only echo, so each answer shows what the access rule alone decided. */
const handler = createHttpHandler([
  defineRoute({
    method: 'GET',
    path: '/api-test/privilege-in/{enterpriseId}',
    access: { privilege: 'role-list:delete', enterprise: 'path.enterpriseId' },
    handler: async () => ({ allowed: true }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api-test/privilege-in-current',
    access: { privilege: 'role-list:add' },
    handler: async ({ caller }) => ({ enterpriseId: caller.enterpriseId }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api-test/platform-or-enterprise',
    access: { privilege: 'role-list:view', enterprise: 'query.enterpriseId', whenAbsent: 'platform-admin' },
    handler: async () => ({ allowed: true }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api-test/roles/{roleId}',
    access: { privilege: 'role-list:edit', enterprise: { role: 'path.roleId' } },
    handler: async () => ({ allowed: true }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api-test/scoped',
    access: { privilege: 'role-list:add', enterprise: 'body.enterpriseId', whenAbsent: 'platform-admin' },
    body: z.object({ enterpriseId: z.string().optional(), name: z.string() }).strict(),
    handler: async () => ({ allowed: true }),
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

describe('the privilege rule', () => {
  it.each([
    ['ent-admin', MANUFACTURING, 200],
    ['ent-admin', LOGISTICS, 403],
    ['ent-staff', MANUFACTURING, 403],
    ['developer', MANUFACTURING, 403],
    ['auditor', MANUFACTURING, 403],
    ['admin', LOGISTICS, 200],
    [undefined, MANUFACTURING, 401],
  ] as const)('answers %s on enterprise %s with %i', async (actor, enterpriseId, expected) => {
    expect(await statusOf(actor, `/api-test/privilege-in/${enterpriseId}`)).toBe(expected);
  });

  it("checks the caller's current enterprise when the rule names no parameter", async () => {
    expect(await statusOf('ent-admin', '/api-test/privilege-in-current')).toBe(200);
    expect(await statusOf('ent-staff', '/api-test/privilege-in-current')).toBe(403);
  });

  it('leaves a call without the enterprise parameter to platform administrators when the rule says so', async () => {
    expect(await statusOf('admin', '/api-test/platform-or-enterprise')).toBe(200);
    expect(await statusOf('ent-admin', '/api-test/platform-or-enterprise')).toBe(403);
    expect(await statusOf('ent-admin', `/api-test/platform-or-enterprise?enterpriseId=${MANUFACTURING}`)).toBe(200);
    expect(await statusOf('ent-admin', `/api-test/platform-or-enterprise?enterpriseId=${NIL_ID}`)).toBe(403);
  });

  it('checks the enterprise of the stored record a parameter names, and answers 404 for an unknown one', async () => {
    expect(await statusOf('ent-admin', `/api-test/roles/${demoRoleIds.staff}`)).toBe(200);
    expect(await statusOf('ent-admin', `/api-test/roles/${demoRoleIds.viewer}`)).toBe(403);
    expect(await statusOf('ent-staff', `/api-test/roles/${demoRoleIds.staff}`)).toBe(403);
    expect(await statusOf('admin', `/api-test/roles/${demoRoleIds.viewer}`)).toBe(200);
    expect(await statusOf('ent-admin', `/api-test/roles/${randomUUID()}`)).toBe(404);
  });

  it('reads the enterprise from the body before validating it, so a refused caller never learns about its fields', async () => {
    const post = async (actor: string, body: unknown) =>
      (await call(handler, { method: 'POST', path: '/api-test/scoped', body, claims: actors[actor].claims })).status;
    expect(await post('ent-admin', { enterpriseId: MANUFACTURING, name: 'x' })).toBe(200);
    expect(await post('ent-staff', { enterpriseId: MANUFACTURING, unknown: true })).toBe(403);
    expect(await post('ent-admin', { enterpriseId: MANUFACTURING, unknown: true })).toBe(400);
    expect(await post('ent-admin', { name: 'platform scope' })).toBe(403);
    expect(await post('admin', { name: 'platform scope' })).toBe(200);
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
