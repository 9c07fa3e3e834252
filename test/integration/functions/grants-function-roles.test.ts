import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantFunctionRole, revokeFunctionRole } from '../../../functions/domains/roles/data/function-role.js';
import { api, freshUser, readItem, type TestUser } from './grants-support.js';
import { roleKeys } from '../../../functions/domains/roles/data/keys.js';

/**
 * Function roles: platform administrators list the holders of platform-admin
 * and auditor, grant by username and revoke. Nobody revokes their own
 * platform-admin; the last holder keeps it, race-free (the revoke checks
 * another holder's item in the same transaction).
 */

let platformAdmin: TestUser;

beforeAll(async () => {
  platformAdmin = await freshUser({ functionRoles: ['platform-admin'] });
});

describe('GET /api-user/functionRoles', () => {
  it('lists platform-admin and auditor with their holders (the demo ones included)', async () => {
    const { status, body } = await api('admin', { path: '/api-user/functionRoles' });
    expect(status).toBe(200);
    expect(body.map((r: { code: string }) => r.code)).toEqual(['platform-admin', 'auditor']);
    expect(body[0]).toMatchObject({ name: '平台管理员', nameEn: 'Platform administrator' });
    expect(body[0].holders.map((h: { username: string }) => h.username)).toContain('admin');
    expect(body[0].holders.map((h: { id: string }) => h.id)).toContain(platformAdmin.id);
    expect(body[1].holders.map((h: { username: string }) => h.username)).toContain('auditor');
  });
});

describe('POST /api-user/functionRoles/{code}/users', () => {
  it('grants a function role by username; it applies on the user’s next request', async () => {
    const user = await freshUser();
    expect((await api(user, { path: '/api-user/pendingAuths' })).status).toBe(403);
    const { status, body } = await api(platformAdmin, {
      method: 'POST',
      path: '/api-user/functionRoles/platform-admin/users',
      body: { username: user.username },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ code: 'platform-admin', holder: { id: user.id, username: user.username } });
    expect(await readItem(roleKeys.functionRole(user.id, 'platform-admin'))).toMatchObject({
      gsi1pk: 'FROLEUSERS#platform-admin',
      name: '平台管理员',
    });
    expect((await api(user, { path: '/api-user/pendingAuths' })).status).toBe(200);
    const again = await api(platformAdmin, {
      method: 'POST',
      path: '/api-user/functionRoles/platform-admin/users',
      body: { username: user.username },
    });
    expect(again.status).toBe(409);
  });

  it('answers 404 for an unknown username and 400 for bad input, writing nothing', async () => {
    const grant = (code: string, body: unknown) =>
      api(platformAdmin, { method: 'POST', path: `/api-user/functionRoles/${code}/users`, body });
    expect((await grant('auditor', { username: `nobody-${randomUUID()}` })).status).toBe(404);
    const user = await freshUser();
    for (const [code, body] of [
      ['auditor', {}],
      ['auditor', { username: '' }],
      ['emperor', { username: user.username }],
    ] as const) {
      expect((await grant(code, body)).status, JSON.stringify({ code, body })).toBe(400);
    }
    expect(await readItem(roleKeys.functionRole(user.id, 'auditor'))).toBeUndefined();
  });

  it('ignores unknown fields: the role is granted and stored without them', async () => {
    const user = await freshUser();
    const { status } = await api(platformAdmin, {
      method: 'POST',
      path: '/api-user/functionRoles/auditor/users',
      body: { username: user.username, extra: true },
    });
    expect(status).toBe(201);
    const stored = await readItem(roleKeys.functionRole(user.id, 'auditor'));
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('extra');
  });
});

describe('DELETE /api-user/functionRoles/{code}/users/{userId}', () => {
  it('revokes a function role (404 when not held)', async () => {
    const user = await freshUser({ functionRoles: ['auditor'] });
    const path = `/api-user/functionRoles/auditor/users/${user.id}`;
    expect((await api(platformAdmin, { method: 'DELETE', path })).status).toBe(200);
    expect(await readItem(roleKeys.functionRole(user.id, 'auditor'))).toBeUndefined();
    expect((await api(platformAdmin, { method: 'DELETE', path })).status).toBe(404);
  });

  it('refuses to revoke the caller’s own platform-admin (409) and keeps it', async () => {
    const { status, body } = await api(platformAdmin, {
      method: 'DELETE',
      path: `/api-user/functionRoles/platform-admin/users/${platformAdmin.id}`,
    });
    expect(status).toBe(409);
    expect(body.message).toMatch(/own platform administrator/);
    expect(await readItem(roleKeys.functionRole(platformAdmin.id, 'platform-admin'))).toBeDefined();
  });

  it('revokes another platform-admin while one remains', async () => {
    const other = await freshUser({ functionRoles: ['platform-admin'] });
    const { status } = await api(platformAdmin, {
      method: 'DELETE',
      path: `/api-user/functionRoles/platform-admin/users/${other.id}`,
    });
    expect(status).toBe(200);
    expect(await readItem(roleKeys.functionRole(other.id, 'platform-admin'))).toBeUndefined();
  });

  it('never removes the last holder: two simultaneous revokes naming each other as witness, one fails', async () => {
    // A role code of this test only, so the seeded platform administrators do not count.
    const code = `test-${randomUUID().slice(0, 8)}`;
    const [a, b] = await Promise.all([freshUser(), freshUser()]);
    await grantFunctionRole({ role: { userId: a.id, code, name: code } });
    await grantFunctionRole({ role: { userId: b.id, code, name: code } });
    const results = await Promise.allSettled([
      revokeFunctionRole({ userId: a.id, code, witnessUserId: b.id }),
      revokeFunctionRole({ userId: b.id, code, witnessUserId: a.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const left = [await readItem(roleKeys.functionRole(a.id, code)), await readItem(roleKeys.functionRole(b.id, code))];
    expect(left.filter(Boolean)).toHaveLength(1);
  });

  it('is for platform administrators only (the auditor and enterprise administrators get 403)', async () => {
    const user = await freshUser({ functionRoles: ['auditor'] });
    const path = `/api-user/functionRoles/auditor/users/${user.id}`;
    expect((await api('auditor', { method: 'DELETE', path })).status).toBe(403);
    expect((await api('ent-admin', { path: '/api-user/functionRoles' })).status).toBe(403);
    expect((await api(undefined, { path: '/api-user/functionRoles' })).status).toBe(401);
    expect(await readItem(roleKeys.functionRole(user.id, 'auditor'))).toBeDefined();
  });
});
