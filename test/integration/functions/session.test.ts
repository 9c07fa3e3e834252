import { describe, expect, it } from 'vitest';
import { handler as meHandler } from '../../../functions/api-me/handler.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { getSession } from '../../../functions/domains/identity/data/session.js';
import { apiFetch } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { call, demoUser, freshSignIn } from './session-support.js';

// Sign-outs end every token of a user: they happen to users of this file's own tenant, not to demo users others hold.
const tenant = await createTenant('session');

describe('session calls', () => {
  it('describes the signed-in user', async () => {
    const user = await demoUser('ent-staff');
    const { status, body } = await call(meHandler, { path: '/api-me/', claims: user.claims });
    expect(status).toBe(200);
    expect(body).toEqual({
      authenticated: true,
      id: user.id,
      userName: 'ent-staff',
      email: 'ent-staff@demo.sia.example.com',
      phone: '13800000004',
    });
  });

  it('answers 401 to /api-me/ without a token', async () => {
    expect((await call(meHandler, { path: '/api-me/' })).status).toBe(401);
  });

  it('serves the sign-in and landing urls without a token', async () => {
    for (const path of ['/cas-url', '/getFoundationUrl']) {
      expect(await call(meHandler, { path })).toEqual({
        status: 200,
        body: { casUrl: '/common/login', foundationUrl: '/' },
      });
    }
    // Unknown query fields are ignored, never refused.
    expect((await call(meHandler, { path: '/cas-url', query: { x: 1 } })).status).toBe(200);
  });

  it('delete-session makes the old token fail with 401', async () => {
    const user = tenant.admin;
    expect((await apiFetch('/api-me/', { token: user.token })).status).toBe(200);
    const { status, body } = await call(meHandler, { path: '/delete-session', claims: user.claims });
    expect({ status, body }).toEqual({ status: 200, body: { deleted: true } });
    expect((await getSession({ userId: user.id }))?.signedOutAt).toBeGreaterThan(0);
    expect((await call(meHandler, { path: '/api-me/', claims: user.claims })).status).toBe(401);
    expect((await apiFetch('/api-me/', { token: user.token })).status).toBe(401);
    expect(
      (await call(userHandler, { path: '/api-user/currentEnterprise/', query: { id: user.id }, claims: user.claims }))
        .status,
    ).toBe(401);
  });

  it('lets the user sign in again right after signing out', async () => {
    const user = await freshSignIn(tenant.staff.username, tenant.staff.password);
    expect((await call(meHandler, { path: '/delete-session', claims: user.claims })).status).toBe(200);
    const again = await freshSignIn(tenant.staff.username, tenant.staff.password);
    expect((await apiFetch('/api-me/', { token: again.token })).status).toBe(200);
    expect((await apiFetch('/api-me/', { token: user.token })).status).toBe(401);
  });
});

describe('profile calls', () => {
  it('returns the personal info card of the current enterprise', async () => {
    const user = await demoUser('ent-admin');
    const { status, body } = await call(userHandler, {
      path: '/api-user/personInfoes',
      query: { userId: user.id },
      claims: user.claims,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      username: 'ent-admin',
      phone: '13800000003',
      avatar: 'default-avatar.png',
      status: '已认证',
      code: '3',
      companyName: 'Demo Manufacturing',
    });
    expect(body.roleNames.split(',').sort()).toEqual(['企业管理员', '设备操作员'].sort());
  });

  it('returns user fields and user info, and refuses other users', async () => {
    const user = await demoUser('ent-staff');
    const other = await demoUser('developer');
    const users = await call(userHandler, { path: '/api-user/users', query: { userId: user.id }, claims: user.claims });
    expect(users.body).toMatchObject({
      id: user.id,
      username: 'ent-staff',
      verifyStatus: { code: '1', name: '待审核' },
      position: { code: 'EQUIPMENT_ENGINEER' },
    });
    const info = await call(userHandler, {
      path: '/api-user/userInfoes',
      query: { userId: user.id },
      claims: user.claims,
    });
    expect(info.body).toEqual({ metadata: '', avatar: 'default-avatar.png' });
    expect(
      (await call(userHandler, { path: '/api-user/users', query: { userId: other.id }, claims: user.claims })).status,
    ).toBe(403);
    expect(
      (await call(userHandler, { path: '/api-user/personInfoes', query: { userId: other.id }, claims: user.claims }))
        .status,
    ).toBe(403);
  });
});

describe('lookups and regions', () => {
  it('serves the verify statuses as a list and the certification lookups as embedded collections', async () => {
    const user = await demoUser('ent-staff');
    const { status, body } = await call(userHandler, { path: '/api-user/verifyStatuses', claims: user.claims });
    expect(status).toBe(200);
    expect(body.map((s: { code: string }) => s.code)).toEqual(['0', '1', '2', '3', '4']);
    for (const name of ['repreLicenseTypes', 'professions', 'properties', 'scales', 'repreLicenseLocations']) {
      const result = await call(userHandler, { path: `/api-user/${name}`, claims: user.claims });
      expect(result.body._embedded[name].length).toBeGreaterThan(0);
      expect(Object.keys(result.body._embedded[name][0]).sort()).toEqual(['code', 'name', 'nameEn']);
    }
  });

  it('pages and filters provinces', async () => {
    const user = await demoUser('ent-staff');
    const all = await call(userHandler, {
      path: '/api-user/getProvinces',
      query: { name: '', pageNumber: 0, pageSize: 200 },
      claims: user.claims,
    });
    expect(all.body.totalElements).toBeGreaterThanOrEqual(31);
    expect(all.body.pageable).toEqual({ pageNumber: 0, pageSize: 200 });
    const page = await call(userHandler, {
      path: '/api-user/getProvinces',
      query: { pageNumber: 1, pageSize: 10 },
      claims: user.claims,
    });
    expect(page.body.content).toHaveLength(10);
    const filtered = await call(userHandler, {
      path: '/api-user/getProvinces',
      query: { name: '江苏' },
      claims: user.claims,
    });
    expect(filtered.body.content).toEqual([{ name: '江苏省', code: '32' }]);
    const bad = await call(userHandler, {
      path: '/api-user/getProvinces',
      query: { pageNumber: 'x' },
      claims: user.claims,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('query.pageNumber');
  });

  it('returns the region subtree below the given names', async () => {
    const user = await demoUser('ent-staff');
    const region = (query: Record<string, string>) =>
      call(userHandler, { path: '/api-user/getRegion', query, claims: user.claims });
    const province = await region({ provinceName: '北京市' });
    expect(province.body[0]).toMatchObject({ name: '北京市', code: '11' });
    expect(province.body[0].children[0].children.map((d: { name: string }) => d.name)).toContain('海淀区');
    const city = await region({ provinceName: '江苏省', cityName: '苏州市' });
    expect(city.body[0].children.map((d: { name: string }) => d.name)).toContain('姑苏区');
    const district = await region({ provinceName: '江苏省', cityName: '苏州市', districtName: '姑苏区' });
    expect(district.body).toEqual([{ name: '姑苏区', code: '320508', children: [] }]);
    expect((await region({ provinceName: '不存在' })).status).toBe(404);
    expect((await region({ cityName: '苏州市' })).status).toBe(400);
  });
});
