import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.js';
import { createTestUser, startTestGateway, testFunction } from './helpers.js';

const events: APIGatewayProxyEventV2WithJWTAuthorizer[] = [];
const record = (name: string) => async (event: unknown) => {
  events.push(event as APIGatewayProxyEventV2WithJWTAuthorizer);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'x-handler': name },
    body: JSON.stringify({ handler: name }),
  };
};

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let token: string;
const username = `gw-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  gateway = await startTestGateway({
    outboxFile: join(tmpdir(), `outbox-${randomUUID()}.json`),
    catalogue: [
      testFunction('greedy', ['ANY /things', 'ANY /things/{proxy+}']),
      testFunction('param', ['GET /things/{id}']),
      testFunction('exact', ['GET /things/special', 'ANY /things/anything']),
      testFunction('post-exact', ['POST /things/anything']),
      testFunction('public', [], ['GET /open']),
      testFunction('shaped', ['ANY /shape/{proxy+}']),
      testFunction('failing', ['GET /boom']),
      // A tenth of a second of allowed run time: the timeout answer comes without waiting out seconds.
      { ...testFunction('slow', ['GET /slow']), timeoutSeconds: 0.1 },
    ],
    handlers: {
      greedy: record('greedy'),
      param: record('param'),
      exact: record('exact'),
      'post-exact': record('post-exact'),
      public: record('public'),
      shaped: async (event) => {
        const e = event as APIGatewayProxyEventV2WithJWTAuthorizer;
        if (e.rawPath.endsWith('/binary'))
          return {
            statusCode: 201,
            isBase64Encoded: true,
            body: Buffer.from([0, 1, 2, 255]).toString('base64'),
            headers: { 'content-type': 'application/octet-stream' },
          };
        if (e.rawPath.endsWith('/cookies'))
          return { statusCode: 200, cookies: ['a=1; Path=/', 'b=2; Path=/'], body: 'ok' };
        if (e.rawPath.endsWith('/plain')) return { answer: 42 };
        return record('shaped')(event);
      },
      failing: async () => {
        throw new Error('handler blew up');
      },
      slow: () => new Promise((resolve) => setTimeout(() => resolve({ statusCode: 200 }), 1000)),
    },
  });
  await createTestUser(username);
  token = await signIn(username, 'Test_pass_1');
});

afterAll(() => gateway?.close());

const call = (path: string, init: RequestInit = {}, withToken = true) =>
  fetch(`${gateway.url}${path}`, {
    ...init,
    headers: {
      ...(withToken ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

describe('route priority', () => {
  it.each([
    ['GET', '/things/special', 'exact'],
    ['GET', '/things/42', 'param'],
    ['POST', '/things/42', 'greedy'],
    ['GET', '/things/42/more', 'greedy'],
    ['GET', '/things', 'greedy'],
    ['POST', '/things/anything', 'post-exact'],
    ['DELETE', '/things/anything', 'exact'],
  ])('%s %s goes to %s', async (method, path, handler) => {
    const response = await call(path, { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-handler')).toBe(handler);
  });

  it('answers 404 Not Found for a path no route covers', async () => {
    const response = await call('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});

describe('JWT authorizer', () => {
  it('answers 401 Unauthorized without a token', async () => {
    const response = await call('/things/1', {}, false);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for a tampered token', async () => {
    const [header, payload] = token.split('.');
    const response = await call('/things/1', { headers: { authorization: `Bearer ${header}.${payload}.AAAA` } }, false);
    expect(response.status).toBe(401);
  });

  it('lets public routes through without a token and without claims', async () => {
    events.length = 0;
    const response = await call('/open', {}, false);
    expect(response.status).toBe(200);
    expect(events[0].requestContext.authorizer).toBeUndefined();
  });
});

describe('the HTTP API event', () => {
  it('carries every payload format 2.0 field the handlers rely on', async () => {
    events.length = 0;
    await call('/shape/a%20b/c?x=1&x=2&y=caf%C3%A9', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Custom': 'Yes', cookie: 'one=1; two=2' },
      body: JSON.stringify({ hello: 'world' }),
    });
    const event = events[0];
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('ANY /shape/{proxy+}');
    expect(event.rawPath).toBe('/shape/a%20b/c');
    expect(event.rawQueryString).toBe('x=1&x=2&y=caf%C3%A9');
    expect(event.queryStringParameters).toEqual({ x: '1,2', y: 'café' });
    expect(event.pathParameters).toEqual({ proxy: 'a b/c' });
    expect(event.headers['x-custom']).toBe('Yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(['one=1', 'two=2']);
    expect(event.body).toBe('{"hello":"world"}');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext).toMatchObject({
      accountId: '000000000000',
      apiId: 'local',
      routeKey: 'ANY /shape/{proxy+}',
      stage: '$default',
      http: { method: 'POST', path: '/shape/a%20b/c', protocol: 'HTTP/1.1', userAgent: expect.any(String) },
    });
    expect(event.requestContext.http.sourceIp).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(event.requestContext.requestId).toMatch(/=$/);
    expect(event.requestContext.time).toMatch(/^\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(typeof event.requestContext.timeEpoch).toBe('number');
    const claims = event.requestContext.authorizer.jwt.claims;
    expect(claims.username).toBe(username);
    expect(claims.token_use).toBe('access');
    expect(typeof claims.iat).toBe('string');
    expect(event.requestContext.authorizer.jwt.scopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it('base64-encodes binary request bodies', async () => {
    events.length = 0;
    await call('/shape/upload', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(events[0].isBase64Encoded).toBe(true);
    expect(Buffer.from(events[0].body!, 'base64')).toEqual(Buffer.from([137, 80, 78, 71]));
  });

  it('rejects bodies over 10 MB with 413 before the handler runs', async () => {
    events.length = 0;
    const response = await call('/shape/big', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(events).toHaveLength(0);
  });
});

describe('the handler result', () => {
  it('decodes isBase64Encoded bodies', async () => {
    const response = await call('/shape/binary');
    expect(response.status).toBe(201);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('turns cookies into Set-Cookie headers', async () => {
    const response = await call('/shape/cookies');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('answers a plain object as 200 JSON', async () => {
    const response = await call('/shape/plain');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ answer: 42 });
  });

  it('answers 500 Internal Server Error when the handler throws', async () => {
    const response = await call('/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers 503 when the handler exceeds its timeout', async () => {
    const response = await call('/slow');
    expect(response.status).toBe(503);
  });
});
