import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createPrefixHandler } from '../../../functions/platform.js';
import { implement } from '../../../functions/lib/http/implement.js';
import { defineContracts } from '../../../shared/contracts/contract.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { createTenant } from '../support/tenant.js';
import { call, demoUser } from './session-support.js';

// `ent-admin` and `ent-staff` below are the administrator and staff of this file's tenant (built like Demo
// Manufacturing, with the administrator a viewer in a second enterprise like Demo Logistics).
const tenant = await createTenant('access-rules');
const ENTERPRISE = tenant.enterpriseId;
const roleIds = { staff: tenant.roles.staff.id, viewer: tenant.guest.viewer.id };
const GUEST_ENTERPRISE = tenant.guest.enterpriseId;

/** Routes that only echo, so each answer shows what the access rule alone decided. */
const echo = defineContracts(async () => z, {
  privilegeIn: {
    method: 'GET',
    path: '/api-test/privilege-in/{enterpriseId}',
    access: { privilege: 'role-list:delete', enterprise: 'path.enterpriseId' },
  },
  privilegeInCurrent: { method: 'GET', path: '/api-test/privilege-in-current', access: { privilege: 'role-list:add' } },
  platformOrEnterprise: {
    method: 'GET',
    path: '/api-test/platform-or-enterprise',
    access: { privilege: 'role-list:view', enterprise: 'query.enterpriseId', whenAbsent: 'platform-admin' },
  },
  roleScoped: {
    method: 'GET',
    path: '/api-test/roles/{roleId}',
    access: { privilege: 'role-list:edit', enterprise: { role: 'path.roleId' } },
  },
  scoped: {
    method: 'POST',
    path: '/api-test/scoped',
    access: { privilege: 'role-list:add', enterprise: 'body.enterpriseId', whenAbsent: 'platform-admin' },
    schemas: (zod) => ({ body: zod.object({ enterpriseId: zod.optional(zod.string()), name: zod.string() }) }),
  },
  memberOf: { method: 'GET', path: '/api-test/member-of', access: { member: 'query.enterpriseId' } },
});
const allowed = async () => ({ allowed: true });
const handler = createPrefixHandler([
  implement(echo.privilegeIn, allowed),
  implement(echo.privilegeInCurrent, async ({ caller }) => ({ enterpriseId: caller.enterpriseId })),
  implement(echo.platformOrEnterprise, allowed),
  implement(echo.roleScoped, allowed),
  implement(echo.scoped, allowed),
  implement(echo.memberOf, allowed),
]);

type Actor = Awaited<ReturnType<typeof demoUser>>;
const actors: Record<string, Actor> = {};

beforeAll(async () => {
  for (const name of ['admin', 'auditor', 'developer']) actors[name] = await demoUser(name);
  actors['ent-admin'] = tenant.admin;
  actors['ent-staff'] = tenant.staff;
});

const statusOf = async (actor: string | undefined, path: string) =>
  (await call(handler, { path, ...(actor ? { claims: actors[actor].claims } : {}) })).status;

describe('the privilege rule', () => {
  it.each([
    ['ent-admin', ENTERPRISE, 200],
    ['ent-admin', GUEST_ENTERPRISE, 403],
    ['ent-staff', ENTERPRISE, 403],
    ['developer', ENTERPRISE, 403],
    ['auditor', ENTERPRISE, 403],
    ['admin', GUEST_ENTERPRISE, 200],
    [undefined, ENTERPRISE, 401],
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
    expect(await statusOf('ent-admin', `/api-test/platform-or-enterprise?enterpriseId=${ENTERPRISE}`)).toBe(200);
    expect(await statusOf('ent-admin', `/api-test/platform-or-enterprise?enterpriseId=${NIL_ID}`)).toBe(403);
  });

  it('checks the enterprise of the stored record a parameter names, and answers 404 for an unknown one', async () => {
    expect(await statusOf('ent-admin', `/api-test/roles/${roleIds.staff}`)).toBe(200);
    expect(await statusOf('ent-admin', `/api-test/roles/${roleIds.viewer}`)).toBe(403);
    expect(await statusOf('ent-staff', `/api-test/roles/${roleIds.staff}`)).toBe(403);
    expect(await statusOf('admin', `/api-test/roles/${roleIds.viewer}`)).toBe(200);
    expect(await statusOf('ent-admin', `/api-test/roles/${randomUUID()}`)).toBe(404);
  });

  it('reads the enterprise from the body before validating it, so a refused caller never learns about its fields', async () => {
    const post = async (actor: string, body: unknown) =>
      (await call(handler, { method: 'POST', path: '/api-test/scoped', body, claims: actors[actor].claims })).status;
    expect(await post('ent-admin', { enterpriseId: ENTERPRISE, name: 'x' })).toBe(200);
    expect(await post('ent-staff', { enterpriseId: ENTERPRISE, unknown: true })).toBe(403);
    expect(await post('ent-admin', { enterpriseId: ENTERPRISE, unknown: true })).toBe(400);
    expect(await post('ent-admin', { name: 'platform scope' })).toBe(403);
    expect(await post('admin', { name: 'platform scope' })).toBe(200);
  });
});

describe('the member rule', () => {
  it.each([
    ['ent-staff', ENTERPRISE, 200],
    ['ent-admin', GUEST_ENTERPRISE, 200],
    ['ent-staff', GUEST_ENTERPRISE, 403],
    ['developer', ENTERPRISE, 403],
    ['admin', ENTERPRISE, 200],
  ] as const)('answers %s on enterprise %s with %i', async (actor, enterpriseId, expected) => {
    expect(await statusOf(actor, `/api-test/member-of?enterpriseId=${enterpriseId}`)).toBe(expected);
  });
});
