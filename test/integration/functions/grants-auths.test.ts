import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  freshAdmin,
  freshEnterprise,
  freshStaff,
  partition,
  readItem,
  unique,
  type TestEnterprise,
  type TestUser,
} from './grants-support.js';
import { roleKeys } from '../../../functions/domains/roles/data/keys.js';

/**
 * Enterprise authorisations: an enterprise administrator asks for an
 * application's privileges (`POST /api-user/authWithEnterprises`, an array),
 * platform administrators see the pending ones (`GET /api-user/pendingAuths`,
 * enterprise-name prefix, paged) and grant or reject them; the enterprise's
 * granted and pending privileges are listed for its company-privilege screen.
 */

let enterprise: TestEnterprise;
let admin: TestUser;

const ask = (as: TestUser | string, body: unknown) =>
  api(as, { method: 'POST', path: '/api-user/authWithEnterprises', body });
const decide = (as: TestUser | string, id: string, decision: 'approval' | 'rejection', body?: unknown) =>
  api(as, { method: 'POST', path: `/api-user/pendingAuths/${id}/${decision}`, ...(body ? { body } : {}) });
const requestsOf = (enterpriseId: string) => partition(roleKeys.enterpriseAuthGrant(enterpriseId, '').pk);

beforeAll(async () => {
  enterprise = await freshEnterprise();
  admin = await freshAdmin(enterprise);
});

describe('POST /api-user/authWithEnterprises', () => {
  it('stores pending requests for the current enterprise (201) with their pending markers', async () => {
    const appCode = unique('app');
    const { status, body } = await ask(admin, [{ appCode, authList: ['view', 'deploy'] }]);
    expect(status).toBe(201);
    expect(body[0]).toMatchObject({
      enterpriseId: enterprise.id,
      enterpriseName: enterprise.name,
      appCode,
      authList: ['deploy', 'view'],
      state: 'PENDING',
      applicantName: admin.username,
    });
    expect(await readItem(roleKeys.enterpriseAuthRequest(body[0].id))).toMatchObject({
      state: 'PENDING',
      gsi2pk: 'ENTAUTHS#PENDING',
      gsi1pk: `ENTAUTHS#${enterprise.id}`,
    });
    expect(await readItem(roleKeys.pendingEnterpriseAuth(enterprise.id, appCode))).toMatchObject({
      requestId: body[0].id,
    });
  });

  it('refuses a second pending request for the same application (409)', async () => {
    const appCode = unique('app');
    expect((await ask(admin, [{ appCode, authList: ['view'] }])).status).toBe(201);
    const again = await ask(admin, [{ enterpriseId: enterprise.id, appCode, authList: ['edit'] }]);
    expect(again.status).toBe(409);
    expect(again.body.pending).toEqual([appCode]);
  });

  it('refuses invalid requests with field messages (400), writing nothing', async () => {
    const appCode = unique('app');
    const cases: [unknown, string][] = [
      [[], 'body'],
      [{ appCode, authList: ['view'] }, 'body'],
      [[{ appCode: '1bad code', authList: ['view'] }], 'body.0.appCode'],
      [[{ appCode, authList: [] }], 'body.0.authList'],
      [[{ appCode, authList: ['view', 'view'] }], 'body.0.authList'],
      [[{ appCode, authList: ['has space'] }], 'body.0.authList.0'],
      [
        [
          { appCode, authList: ['view'] },
          { appCode, authList: ['edit'] },
        ],
        'body',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await ask(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await readItem(roleKeys.pendingEnterpriseAuth(enterprise.id, appCode))).toBeUndefined();
  });

  it('ignores unknown fields: the request is stored without them', async () => {
    const appCode = unique('app');
    const answer = await ask(admin, [{ appCode, authList: ['view'], extra: 1 }]);
    expect(answer.status).toBe(201);
    expect(answer.body[0]).not.toHaveProperty('extra');
    expect(await readItem(roleKeys.pendingEnterpriseAuth(enterprise.id, appCode))).not.toHaveProperty('extra');
  });

  it('refuses staff and administrators of other enterprises (403), writing nothing', async () => {
    const appCode = unique('app');
    const staff = await freshStaff(enterprise);
    expect((await ask(staff, [{ appCode, authList: ['view'] }])).status).toBe(403);
    const otherAdmin = await freshAdmin(await freshEnterprise());
    expect((await ask(otherAdmin, [{ enterpriseId: enterprise.id, appCode, authList: ['view'] }])).status).toBe(403);
    expect(await readItem(roleKeys.pendingEnterpriseAuth(enterprise.id, appCode))).toBeUndefined();
  });
});

describe('GET /api-user/pendingAuths', () => {
  it('pages the pending requests by enterprise name; enterpriseName filters by prefix, case-insensitively', async () => {
    const own = await freshEnterprise();
    const ownAdmin = await freshAdmin(own);
    const appCode = unique('app');
    await ask(ownAdmin, [{ appCode, authList: ['view'] }]);
    const { status, body } = await api('admin', {
      path: '/api-user/pendingAuths',
      query: { enterpriseName: own.name.toUpperCase(), page: 0, size: 10 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalElements: 1, number: 0, size: 10 });
    expect(body.content[0]).toMatchObject({ enterpriseName: own.name, appCode, authList: ['view'] });
    expect(body.content[0]).not.toHaveProperty('gsi2pk');
    expect((await api('admin', { path: '/api-user/pendingAuths', query: { size: 1000 } })).status).toBe(400);
  });

  it('is for platform administrators only', async () => {
    expect((await api(admin, { path: '/api-user/pendingAuths' })).status).toBe(403);
    expect((await api('auditor', { path: '/api-user/pendingAuths' })).status).toBe(403);
    expect((await api(undefined, { path: '/api-user/pendingAuths' })).status).toBe(401);
  });
});

describe('granting and rejecting', () => {
  it('grants: the request leaves the queue and its privileges join the enterprise’s grant (a union)', async () => {
    const appCode = unique('app');
    const [first] = (await ask(admin, [{ appCode, authList: ['view', 'edit'] }])).body;
    const granted = await decide('admin', first.id, 'approval');
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ state: 'GRANTED', deciderName: 'admin' });
    const stored = await readItem(roleKeys.enterpriseAuthRequest(first.id));
    expect(stored).toMatchObject({ state: 'GRANTED' });
    expect(stored).not.toHaveProperty('gsi2pk');
    expect(await readItem(roleKeys.pendingEnterpriseAuth(enterprise.id, appCode))).toBeUndefined();
    const [second] = (await ask(admin, [{ appCode, authList: ['deploy', 'view'] }])).body;
    expect((await decide('admin', second.id, 'approval')).status).toBe(200);
    const grant = await readItem(roleKeys.enterpriseAuthGrant(enterprise.id, appCode));
    expect([...grant!.authList].sort()).toEqual(['deploy', 'edit', 'view']);
    const inbox = await partition(`INBOX#${admin.id}`, 'MSG#');
    expect(inbox.map((m) => m.title)).toContain('企业权限申请已通过');
  });

  it('lets only one of two simultaneous decisions through (409 for the other)', async () => {
    const [request] = (await ask(admin, [{ appCode: unique('app'), authList: ['view'] }])).body;
    const answers = await Promise.all([
      decide('admin', request.id, 'approval'),
      decide('admin', request.id, 'rejection', { reason: 'no' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await decide('admin', request.id, 'approval')).status).toBe(409);
  });

  it('rejects with a reason only (400 without, nothing changed); 404 for an unknown request', async () => {
    const appCode = unique('app');
    const [request] = (await ask(admin, [{ appCode, authList: ['view'] }])).body;
    expect((await decide('admin', request.id, 'rejection', { reason: ' ' })).status).toBe(400);
    expect((await readItem(roleKeys.enterpriseAuthRequest(request.id)))?.state).toBe('PENDING');
    const rejected = await decide('admin', request.id, 'rejection', { reason: '应用尚未上架' });
    expect(rejected.body).toMatchObject({ state: 'REJECTED', decisionReason: '应用尚未上架' });
    expect(await readItem(roleKeys.enterpriseAuthGrant(enterprise.id, appCode))).toBeUndefined();
    expect((await decide('admin', 'no-such-request', 'approval')).status).toBe(404);
    expect((await decide(admin, request.id, 'approval')).status).toBe(403);
  });
});

describe('GET /api-user/enterprises/{enterpriseId}/auths', () => {
  it('lists the enterprise’s grants and its requests newest first, for its administrators only', async () => {
    const own = await freshEnterprise();
    const ownAdmin = await freshAdmin(own);
    const appCode = unique('app');
    const [request] = (await ask(ownAdmin, [{ appCode, authList: ['view'] }])).body;
    await decide('admin', request.id, 'approval');
    await ask(ownAdmin, [{ appCode, authList: ['edit'] }]);
    const { status, body } = await api(ownAdmin, { path: `/api-user/enterprises/${own.id}/auths` });
    expect(status).toBe(200);
    expect(body.grants).toEqual([{ appCode, authList: ['view'], updatedAt: expect.any(String) }]);
    expect(body.requests.map((r: { state: string }) => r.state)).toEqual(['PENDING', 'GRANTED']);
    expect((await api(admin, { path: `/api-user/enterprises/${own.id}/auths` })).status).toBe(403);
    expect((await api(await freshStaff(own), { path: `/api-user/enterprises/${own.id}/auths` })).status).toBe(403);
    expect(await requestsOf(own.id)).toHaveLength(1);
  });
});
