import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineContracts } from '../../../../../shared/contracts/contract.js';
import type { AccessServices } from '../../../../../functions/lib/auth/access-services.js';

process.env.TABLE_NAME ??= 'unit-test-table';
process.env.LOG_LEVEL = 'SILENT';
process.env.GUARD_STORAGE_KEYS = '1';

/** Public routes only here: no rule loads a record or reads grants. */
const noAccessServices: AccessServices = {
  records: {
    role: async () => undefined,
    department: async () => undefined,
    menu: async () => undefined,
    gateway: async () => undefined,
    equipmentType: async () => undefined,
    product: async () => undefined,
    deviceGroup: async () => undefined,
    pushRule: async () => undefined,
  },
  platformMenus: async () => [],
  grantsOfRoles: async () => [],
};

/** The routes of these tests, declared as contracts like the API's (their schemas inline). */
const testContracts = defineContracts(async () => z, {
  item: {
    method: 'GET',
    path: '/api-test/items/{id}',
    access: 'public',
    schemas: (zod) => ({ params: zod.object({ id: zod.string().check(zod.regex(/^\d+$/, 'Must be digits')) }) }),
  },
  special: { method: 'GET', path: '/api-test/items/special', access: 'public' },
  createItem: {
    method: 'POST',
    path: '/api-test/items',
    access: 'public',
    schemas: (zod) => ({
      body: zod.object({ name: zod.string().check(zod.minLength(1)), count: zod.number().check(zod.int()) }),
    }),
  },
  conflict: { method: 'GET', path: '/api-test/conflict', access: 'public' },
  broken: { method: 'GET', path: '/api-test/broken', access: 'public' },
  privateCall: { method: 'GET', path: '/api-test/private', access: 'authenticated' },
  leaky: { method: 'GET', path: '/api-test/leaky', access: 'public' },
  leakyNested: { method: 'GET', path: '/api-test/leaky-nested', access: 'public' },
  leakyRefusal: { method: 'GET', path: '/api-test/leaky-refusal', access: 'public' },
  lookalike: { method: 'GET', path: '/api-test/lookalike', access: 'public' },
  search: {
    method: 'GET',
    path: '/api-test/search',
    access: 'public',
    schemas: (zod) => ({
      query: zod.object({
        category: zod.optional(zod.string().check(zod.minLength(1))),
        type: zod.optional(zod.string()),
      }),
    }),
  },
});

type Invoke = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2 & { body: string }>;
let invoke: Invoke;
const seen: unknown[] = [];

/** A public API event as API Gateway would build it (no authorizer on public routes). */
function event(method: string, path: string, options: { query?: Record<string, string>; body?: string } = {}) {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    queryStringParameters: options.query,
    headers: {},
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
    },
  } as unknown as APIGatewayProxyEventV2;
}

beforeAll(async () => {
  const { createHttpHandler } = await import('../../../../../functions/lib/http/http-handler.js');
  const { implement } = await import('../../../../../functions/lib/http/implement.js');
  const { respond } = await import('../../../../../functions/lib/http/route.js');
  const { ConflictError } = await import('../../../../../functions/lib/errors.js');
  const c = testContracts;
  const handler = createHttpHandler(
    [
      implement(c.item, async ({ params }) => ({ route: 'item', id: params.id })),
      implement(c.special, async () => ({ route: 'special' })),
      implement(c.createItem, async ({ body }) => {
        seen.push(body);
        return respond(201, { created: body.name });
      }),
      implement(c.conflict, async () => {
        throw new ConflictError('Name taken', { reason: 'The name has been registered' });
      }),
      implement(c.broken, async () => {
        throw new Error('database password is hunter2');
      }),
      implement(c.privateCall, async () => 'secret'),
      implement(c.leaky, async () => ({ id: '1', name: 'n', pk: 'ITEM#1', sk: '#PROFILE' })),
      // A page of log items and a record with its reviews, as they came from the table.
      implement(c.leakyNested, async () => ({
        items: [{ id: 'd1', at: '2026-01-01', expiresAt: 1767225600 }],
        application: { id: 'a1', reviews: [{ id: 'r1', decision: 'approved', entity: 'review' }] },
      })),
      implement(c.leakyRefusal, async () => {
        throw new ConflictError('Taken', { existing: { id: '1', gsi2pk: 'ROLEID#1' } });
      }),
      implement(c.lookalike, async () => ({ pkg: 'x', skus: ['pk'], note: '{"pk":"ITEM#1"}', entityName: 'e' })),
      implement(c.search, async ({ query }) => query),
    ],
    noAccessServices,
  );
  const context = { awsRequestId: 'aws-1', functionName: 'unit' } as Context;
  invoke = (e) => handler(e, context) as ReturnType<Invoke>;
});

const json = (result: { body: string }) => JSON.parse(result.body) as Record<string, unknown>;

describe('createHttpHandler', () => {
  it('refuses to build a handler whose contract has no access rule (which does not even type-check)', async () => {
    const { createHttpHandler } = await import('../../../../../functions/lib/http/http-handler.js');
    const { implement } = await import('../../../../../functions/lib/http/implement.js');
    // @ts-expect-error a contract without `access` is a type error
    const undecided = defineContracts(async () => z, { open: { method: 'GET', path: '/api-test/undecided' } });
    expect(() => createHttpHandler([implement(undecided.open, async () => 'open')], noAccessServices)).toThrow(
      'No access rule for GET /api-test/undecided',
    );
  });

  it('prefers a literal path over a path parameter, like API Gateway', async () => {
    expect(json(await invoke(event('GET', '/api-test/items/special')))).toEqual({ route: 'special' });
    expect(json(await invoke(event('GET', '/api-test/items/42')))).toEqual({ route: 'item', id: '42' });
  });

  it('treats a trailing slash as the same path', async () => {
    expect(json(await invoke(event('GET', '/api-test/items/42/')))).toEqual({ route: 'item', id: '42' });
  });

  it('answers 404 for an unknown path and 405 with Allow for a known path with another method', async () => {
    expect((await invoke(event('GET', '/api-test/nothing'))).statusCode).toBe(404);
    const wrongMethod = await invoke(event('DELETE', '/api-test/items'));
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers?.allow).toBe('POST');
  });

  it('names each bad path field', async () => {
    const result = await invoke(event('GET', '/api-test/items/abc'));
    expect(result.statusCode).toBe(400);
    expect(json(result).fields).toEqual([{ field: 'path.id', message: 'Must be digits' }]);
  });

  it('rejects malformed JSON, wrong types and missing fields with 400 and never runs the route', async () => {
    const before = seen.length;
    const malformed = await invoke(event('POST', '/api-test/items', { body: '{"name": ' }));
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).fields).toEqual([{ field: 'body', message: 'Body is not valid JSON' }]);

    const wrongType = await invoke(event('POST', '/api-test/items', { body: '{"name":"a","count":"3"}' }));
    // zod's English message: zod/mini loads no locale by itself (shared/schemas/zod-locale.ts), it would read "Invalid input"
    expect(json(wrongType).fields).toEqual([
      { field: 'body.count', message: 'Invalid input: expected number, received string' },
    ]);

    const missing = await invoke(event('POST', '/api-test/items', { body: '{"count":3}' }));
    expect((json(missing).fields as { field: string }[]).map((f) => f.field)).toEqual(['body.name']);

    expect(seen.length).toBe(before);
  });

  it('ignores fields the route does not declare: they never reach it (docs/contracts.md)', async () => {
    const extra = await invoke(event('POST', '/api-test/items', { body: '{"name":"a","count":3,"admin":true}' }));
    expect(extra.statusCode).toBe(201);
    expect(seen.at(-1)).toEqual({ name: 'a', count: 3 });
  });

  it('passes an explicit response through with its status', async () => {
    const result = await invoke(event('POST', '/api-test/items', { body: '{"name":"bolt","count":3}' }));
    expect(result.statusCode).toBe(201);
    expect(json(result)).toEqual({ created: 'bolt' });
  });

  it('maps a typed error to its status with its details', async () => {
    const result = await invoke(event('GET', '/api-test/conflict'));
    expect(result.statusCode).toBe(409);
    expect(json(result)).toMatchObject({
      error: 'Conflict',
      message: 'Name taken',
      reason: 'The name has been registered',
    });
  });

  it('answers an unexpected error with 500 and the request id, never the error text', async () => {
    const result = await invoke(event('GET', '/api-test/broken'));
    expect(result.statusCode).toBe(500);
    expect(json(result)).toEqual({
      status: 500,
      error: 'InternalError',
      message: expect.any(String),
      requestId: 'req-1',
    });
    expect(result.body).not.toContain('hunter2');
  });

  it('treats an empty query value as not given', async () => {
    const result = await invoke(event('GET', '/api-test/search', { query: { category: '', type: '', _t: '1' } }));
    expect(result.statusCode).toBe(200);
    expect(json(result)).toEqual({});
  });

  it('refuses an answer that carries storage keys where the guard is on (the local stack and its tests)', async () => {
    const result = await invoke(event('GET', '/api-test/leaky'));
    expect(result.statusCode).toBe(500);
    expect(json(result)).toMatchObject({ error: 'StorageKeysInAnswer' });
    expect(result.body).not.toContain('ITEM#1');
  });

  it('finds storage keys at any depth: list items, nested records, expiry, refusal details', async () => {
    const nested = await invoke(event('GET', '/api-test/leaky-nested'));
    expect(nested.statusCode).toBe(500);
    expect(json(nested).message).toBe(
      'The answer carries storage keys: $.items[0].expiresAt, $.application.reviews[0].entity',
    );
    const refusal = await invoke(event('GET', '/api-test/leaky-refusal'));
    expect(refusal.statusCode).toBe(500);
    expect(json(refusal).message).toBe('The answer carries storage keys: $.existing.gsi2pk');
    expect(refusal.body).not.toContain('ROLEID#1');
  });

  it('lets names that only look like storage keys, and keys inside text, through', async () => {
    const result = await invoke(event('GET', '/api-test/lookalike'));
    expect(result.statusCode).toBe(200);
  });

  it('answers 401 on a protected route without verified claims', async () => {
    expect((await invoke(event('GET', '/api-test/private'))).statusCode).toBe(401);
  });
});

describe('createHttpHandler with route groups', () => {
  const lazy = defineContracts(async () => z, {
    lazyItem: { method: 'GET', path: '/api-lazy/items/{id}', access: 'public' },
    lazyAll: { method: 'GET', path: '/api-lazy/items/all', access: 'public' },
    lazyOther: { method: 'GET', path: '/api-lazy/other', access: 'public' },
    lazyGone: { method: 'GET', path: '/api-lazy/gone', access: 'public' },
  });

  /** Two groups over the same prefix, each counting its loads; `withGone` adds a contract nobody implements. */
  async function groupedHandler(withGone = false) {
    const { createHttpHandler, routeGroup } = await import('../../../../../functions/lib/http/http-handler.js');
    const { implement } = await import('../../../../../functions/lib/http/implement.js');
    const loads = { items: 0, other: 0 };
    const handler = createHttpHandler(
      [
        routeGroup({ lazyItem: lazy.lazyItem, lazyAll: lazy.lazyAll }, async () => {
          loads.items++;
          return [implement(lazy.lazyItem, async () => 'item'), implement(lazy.lazyAll, async () => 'all')];
        }),
        routeGroup({ lazyOther: lazy.lazyOther, ...(withGone ? { lazyGone: lazy.lazyGone } : {}) }, async () => {
          loads.other++;
          return [implement(lazy.lazyOther, async () => 'x')];
        }),
      ],
      noAccessServices,
    );
    const context = { awsRequestId: 'aws-1', functionName: 'unit' } as Context;
    const call = (e: APIGatewayProxyEventV2) => handler(e, context) as ReturnType<Invoke>;
    return { handler, loads, call };
  }

  it('loads a group once, on the first request for one of its routes, and never the other group', async () => {
    const { loads, call, handler } = await groupedHandler();
    expect(handler.routeKeys).toEqual(['GET /api-lazy/items/{id}', 'GET /api-lazy/items/all', 'GET /api-lazy/other']);
    expect(loads).toEqual({ items: 0, other: 0 });
    expect(json(await call(event('GET', '/api-lazy/items/all')))).toBe('all');
    expect(json(await call(event('GET', '/api-lazy/items/7')))).toBe('item');
    expect(loads).toEqual({ items: 1, other: 0 });
  });

  it('answers 404 and 405 from the contracts without loading a group', async () => {
    const { loads, call } = await groupedHandler();
    expect((await call(event('GET', '/api-lazy/nothing'))).statusCode).toBe(404);
    const wrongMethod = await call(event('POST', '/api-lazy/other'));
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers?.allow).toBe('GET');
    expect(loads).toEqual({ items: 0, other: 0 });
  });

  it('answers 500 for a contract its group does not implement', async () => {
    const { call } = await groupedHandler(true);
    expect((await call(event('GET', '/api-lazy/gone'))).statusCode).toBe(500);
  });

  it('gives every route with its rule to the route-access checks without loading a group', async () => {
    const { handler, loads } = await groupedHandler();
    expect(
      (await handler.loadRoutes()).map((route) => `${route.method} ${route.path} ${String(route.access)}`),
    ).toEqual(['GET /api-lazy/items/{id} public', 'GET /api-lazy/items/all public', 'GET /api-lazy/other public']);
    expect(loads).toEqual({ items: 0, other: 0 });
  });
});

describe('requireEnv', () => {
  it('throws naming a missing variable', async () => {
    const { requireEnv } = await import('../../../../../functions/lib/env.js');
    expect(() => requireEnv('SIA_SURELY_NOT_SET')).toThrow('Missing required environment variable SIA_SURELY_NOT_SET');
  });
});
