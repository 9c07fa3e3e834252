import { beforeAll, describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { handler as meHandler } from '../../../functions/api-me/handler.js';
import { handler as menuHandler } from '../../../functions/api-menu/handler.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { getSession } from '../../../functions/domains/identity/data/session.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import { createTenantUser } from '../support/tenant.js';
import { call, demoUser } from './session-support.js';

/**
 * Every route of api-me, api-user and api-menu with a valid input; each case
 * then breaks it (missing field, empty value, wrong type) and expects a 400
 * naming the field, with the session record untouched. Unknown query fields
 * and a body (none of these routes reads one, so even a malformed one) are
 * ignored, never refused (docs/contracts.md): a read answers as without them;
 * a route that changes the session is sent them with a real fault too and
 * refuses for that fault alone.
 */
type Handler = Parameters<typeof call>[0];
interface RouteCase {
  readonly handler: Handler;
  readonly method: 'GET' | 'POST';
  readonly path: (userId: string) => string;
  readonly query: (userId: string) => Record<string, string>;
  /** Required query fields (each removed in turn). */
  readonly required: readonly string[];
  /** Optional query fields: an empty value (`name=`) is the field not given. */
  readonly optional?: readonly string[];
  /** A field and a non-empty value of the wrong type or shape. */
  readonly wrongType?: readonly [string, string];
  /** The route changes the session (context switches) or ends it (sign-out). */
  readonly writes?: true;
}

/** Over the 64 characters of an id. */
const TOO_LONG_ID = 'x'.repeat(65);

const M = demoEnterpriseIds.manufacturing;
const routes: Record<string, RouteCase> = {
  'GET /api-me/': { handler: meHandler, method: 'GET', path: () => '/api-me/', query: () => ({}), required: [] },
  'GET /delete-session': {
    handler: meHandler,
    method: 'GET',
    path: () => '/delete-session',
    query: () => ({}),
    required: [],
    writes: true,
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
    writes: true,
  },
  'GET currentRoleEnterprise': {
    handler: userHandler,
    method: 'GET',
    path: () => '/api-user/currentRoleEnterprise/',
    query: (u) => ({ id: u, enterpriseId: M }),
    required: ['id'],
    optional: ['enterpriseId'],
    wrongType: ['enterpriseId', TOO_LONG_ID],
  },
  'POST currentRole': {
    handler: userHandler,
    method: 'POST',
    path: () => '/api-user/currentRole/',
    query: (u) => ({ id: u, role: NIL_ID }),
    required: ['id', 'role'],
    writes: true,
  },
  'POST currentRoleEnterprise': {
    handler: userHandler,
    method: 'POST',
    path: () => '/api-user/currentRoleEnterprise/',
    query: (u) => ({ id: u, role: NIL_ID, enterpriseId: M }),
    required: ['id', 'role', 'enterpriseId'],
    writes: true,
  },
  'GET privileges': {
    handler: userHandler,
    method: 'GET',
    path: () => `/api-user/applications/${NIL_ID}/privileges`,
    query: (u) => ({ userId: u }),
    required: ['userId'],
    optional: ['enterpriseId', 'roleId'],
    wrongType: ['roleId', TOO_LONG_ID],
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
    optional: ['enterpriseId'],
    wrongType: ['enterpriseId', TOO_LONG_ID],
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
    optional: ['name'],
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
    optional: ['enterpriseId', 'roleId'],
    wrongType: ['enterpriseId', TOO_LONG_ID],
  },
};

let user: Awaited<ReturnType<typeof demoUser>>;
beforeAll(async () => {
  user = await demoUser('ent-staff');
});

const send = (route: RouteCase, query: Record<string, string>, body?: unknown) =>
  call(route.handler, { method: route.method, path: route.path(user.id), query, body, claims: user.claims });

async function expect400(
  route: RouteCase,
  query: Record<string, string>,
  field: string,
  body?: unknown,
  notNamed?: string,
) {
  const before = await getSession({ userId: user.id });
  const { status, body: error } = await send(route, query, body);
  expect(status).toBe(400);
  const fields = error.fields.map((f: { field: string }) => f.field);
  expect(fields).toContain(field);
  if (notNamed) expect(fields).not.toContain(notNamed);
  expect(await getSession({ userId: user.id })).toEqual(before);
}

/** The first required field: left out with an unknown field or a body, it is the one fault of the request. */
const faultOf = (route: RouteCase) => route.required.find((f) => f !== 'id' && f !== 'userId') ?? route.required[0];

/** A read answers with the unknown field or the body as it answers without, and the session stays as it was. */
async function expectIgnored(route: RouteCase, query: Record<string, string>, body?: unknown) {
  const before = await getSession({ userId: user.id });
  const plain = await send(route, route.query(user.id));
  expect(plain.status).toBe(200);
  expect(await send(route, query, body)).toEqual(plain);
  expect(await getSession({ userId: user.id })).toEqual(before);
}

/** The sign-out ignores them too; it runs as a user of its own, as it ends every session of the user. */
async function expectSignedOut(query: Record<string, string>, body?: unknown) {
  const own = await createTenantUser({ label: 'validation' });
  const answer = await call(meHandler, { path: '/delete-session', query, body, claims: own.claims });
  expect(answer).toEqual({ status: 200, body: { deleted: true } });
  expect((await call(meHandler, { path: '/api-me/', claims: own.claims })).status).toBe(401);
}

describe.each(Object.entries(routes))('%s', (_name, route) => {
  it('ignores an unknown query field', async () => {
    if (route.path(user.id) === '/delete-session') return expectSignedOut({ unexpected: '1' });
    if (!route.writes) return expectIgnored(route, { ...route.query(user.id), unexpected: '1' });
    // A context switch refuses for its missing field alone, never for the unknown one.
    const field = faultOf(route);
    const { [field]: _removed, ...rest } = route.query(user.id);
    await expect400(route, { ...rest, unexpected: '1' }, `query.${field}`, undefined, 'query.unexpected');
  });

  it('ignores a body, even malformed JSON (the route reads none)', async () => {
    if (route.path(user.id) === '/delete-session') return expectSignedOut({}, '{"not json');
    if (!route.writes) return expectIgnored(route, route.query(user.id), '{"not json');
    const field = faultOf(route);
    const { [field]: _removed, ...rest } = route.query(user.id);
    await expect400(route, rest, `query.${field}`, '{"not json', 'body');
  });

  if (route.required.length > 0)
    it('rejects each missing or empty required field with 400', async () => {
      for (const field of route.required) {
        const { [field]: _removed, ...rest } = route.query(user.id);
        await expect400(route, rest, `query.${field}`);
        // An empty value is the field not given.
        await expect400(route, { ...rest, [field]: '' }, `query.${field}`);
      }
    });

  if (route.optional)
    it('takes an empty optional field as not given', async () => {
      for (const field of route.optional!) {
        const { [field]: _removed, ...rest } = route.query(user.id);
        await expectIgnored(route, { ...rest, [field]: '' });
      }
    });

  if (route.wrongType)
    it('rejects a value of the wrong type or shape with 400', async () => {
      const [field, value] = route.wrongType!;
      await expect400(route, { ...route.query(user.id), [field]: value }, `query.${field}`);
    });
});
