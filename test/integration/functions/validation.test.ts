import { beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { handler as meHandler } from '../../../functions/api-me/handler.js';
import { handler as menuHandler } from '../../../functions/api-menu/handler.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { getSession } from '../../../functions/domains/identity/data/session.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import { call, demoUser } from './session-support.js';

/**
 * Every route of api-me, api-user and api-menu with a valid input; each case
 * then breaks it (extra field, missing field, wrong type, malformed body) and
 * expects a 400 naming the field, with the session record untouched.
 */
type Handler = Parameters<typeof call>[0];
interface RouteCase {
  readonly handler: Handler;
  readonly method: 'GET' | 'POST';
  readonly path: (userId: string) => string;
  readonly query: (userId: string) => Record<string, string>;
  /** Required query fields (each removed in turn). */
  readonly required: readonly string[];
  /** A field and a value of the wrong type or shape. */
  readonly wrongType?: readonly [string, string];
}

const M = demoEnterpriseIds.manufacturing;
const routes: Record<string, RouteCase> = {
  'GET /api-me/': { handler: meHandler, method: 'GET', path: () => '/api-me/', query: () => ({}), required: [] },
  'GET /delete-session': {
    handler: meHandler,
    method: 'GET',
    path: () => '/delete-session',
    query: () => ({}),
    required: [],
  },
  'GET /cas-url': { handler: meHandler, method: 'GET', path: () => '/cas-url', query: () => ({}), required: [] },
  'GET /getFoundationUrl': {
    handler: meHandler,
    method: 'GET',
    path: () => '/getFoundationUrl',
    query: () => ({}),
    required: [],
  },
  'GET enterprises': {
    handler: userHandler,
    method: 'GET',
    path: (u) => `/api-user/users/${u}/enterprises`,
    query: () => ({}),
    required: [],
  },
  'GET roles': {
    handler: userHandler,
    method: 'GET',
    path: (u) => `/api-user/users/${u}/enterprises/${M}/roles`,
    query: () => ({}),
    required: [],
  },
  'GET currentEnterprise': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/currentEnterprise/',
    query: (u) => ({ id: u }),
    required: ['id'],
  },
  'POST currentEnterprise': {
    handler: userHandler,
    method: 'POST',
    path: () => '/api-user/currentEnterprise/',
    query: (u) => ({ id: u, enterprise: M }),
    required: ['id', 'enterprise'],
    wrongType: ['enterprise', ''],
  },
  'GET currentRoleEnterprise': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/currentRoleEnterprise/',
    query: (u) => ({ id: u, enterpriseId: M }),
    required: ['id'],
    wrongType: ['enterpriseId', ''],
  },
  'POST currentRole': {
    handler: userHandler,
    method: 'POST',
    path: () => '/api-user/currentRole/',
    query: (u) => ({ id: u, role: NIL_ID }),
    required: ['id', 'role'],
    wrongType: ['role', ''],
  },
  'POST currentRoleEnterprise': {
    handler: userHandler,
    method: 'POST',
    path: () => '/api-user/currentRoleEnterprise/',
    query: (u) => ({ id: u, role: NIL_ID, enterpriseId: M }),
    required: ['id', 'role', 'enterpriseId'],
    wrongType: ['role', ''],
  },
  'GET privileges': {
    handler: userHandler,
    method: 'GET',
    path: () => `/api-user/applications/${NIL_ID}/privileges`,
    query: (u) => ({ userId: u }),
    required: ['userId'],
    wrongType: ['roleId', ''],
  },
  'GET getFunctionRoles': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/function/getFunctionRoles',
    query: (u) => ({ userId: u }),
    required: ['userId'],
  },
  'GET personInfoes': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/personInfoes',
    query: (u) => ({ userId: u, enterpriseId: M }),
    required: ['userId'],
    wrongType: ['enterpriseId', ''],
  },
  'GET userInfoes': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/userInfoes',
    query: (u) => ({ userId: u }),
    required: ['userId'],
  },
  'GET users': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/users',
    query: (u) => ({ userId: u }),
    required: ['userId'],
  },
  'GET verifyStatuses': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/verifyStatuses',
    query: () => ({}),
    required: [],
  },
  'GET repreLicenseTypes': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/repreLicenseTypes',
    query: () => ({}),
    required: [],
  },
  'GET professions': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/professions',
    query: () => ({}),
    required: [],
  },
  'GET properties': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/properties',
    query: () => ({}),
    required: [],
  },
  'GET scales': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/scales',
    query: () => ({}),
    required: [],
  },
  'GET repreLicenseLocations': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/repreLicenseLocations',
    query: () => ({}),
    required: [],
  },
  'GET getProvinces': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/getProvinces',
    query: () => ({ name: '', pageNumber: '0', pageSize: '200' }),
    required: [],
    wrongType: ['pageSize', 'many'],
  },
  'GET getRegion': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/getRegion',
    query: () => ({ provinceName: '江苏省', cityName: '苏州市' }),
    required: [],
    wrongType: ['provinceName', 'x'.repeat(51)],
  },
  'GET query-menu': {
    handler: menuHandler,
    method: 'GET',
    path: () => '/api-menu/query-menu',
    query: (u) => ({ userId: u }),
    required: ['userId'],
    wrongType: ['enterpriseId', ''],
  },
};

let user: Awaited<ReturnType<typeof demoUser>>;
beforeAll(async () => {
  user = await demoUser('ent-staff');
});

const send = (route: RouteCase, query: Record<string, string>, body?: unknown) =>
  call(route.handler, { method: route.method, path: route.path(user.id), query, body, claims: user.claims });

async function expect400(route: RouteCase, query: Record<string, string>, field: string, body?: unknown) {
  const before = await getSession({ userId: user.id });
  const { status, body: error } = await send(route, query, body);
  expect(status).toBe(400);
  expect(error.fields.map((f: { field: string }) => f.field)).toContain(field);
  expect(await getSession({ userId: user.id })).toEqual(before);
}

describe.each(Object.entries(routes))('%s', (_name, route) => {
  it('rejects an unknown query field with 400', async () => {
    await expect400(route, { ...route.query(user.id), unexpected: '1' }, 'query.unexpected');
  });

  it('rejects a malformed JSON body with 400', async () => {
    await expect400(route, route.query(user.id), 'body', '{"not json');
  });

  if (route.required.length > 0)
    it('rejects each missing required field with 400', async () => {
      for (const field of route.required) {
        const { [field]: _removed, ...rest } = route.query(user.id);
        await expect400(route, rest, `query.${field}`);
      }
    });

  if (route.wrongType)
    it('rejects a value of the wrong type or shape with 400', async () => {
      const [field, value] = route.wrongType!;
      await expect400(route, { ...route.query(user.id), [field]: value }, `query.${field}`);
    });
});
