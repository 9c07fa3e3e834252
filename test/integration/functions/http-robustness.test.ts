import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../../../functions/route-access.js';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { catalogueRoutes, RouteTable } from '../../../infra/local/gateway/route-table.js';
import { repositoryRoot } from '../../../infra/local/support/lambda-runtime.js';
import { httpEvent, type HttpEventOptions } from '../support/index.js';
import { createTenant, createTenantUser, type TenantUser } from '../support/tenant.js';

/**
 * Every route of `ROUTE_ACCESS` (so a new route is covered without touching this file), called anonymously
 * and signed in with hostile input: malformed JSON, wrong content types, wrong types, huge strings, odd
 * unicode, malformed percent-encodings and over-long path parameters. No answer may be a 5xx or carry an
 * internal message (a stack, "Internal", an SDK or runtime error name). The kinds of payload are sampled per
 * route, not crossed with each other, so the whole file stays within seconds.
 */

// Writes that slip through land in this file's own enterprise.
const tenant = await createTenant('http-robustness');

/** A signed-in member holding the tenant's administrator and operator roles (like `ent-admin`). */
const newMember = () =>
  createTenantUser({
    label: 'robust',
    enterpriseId: tenant.enterpriseId,
    roles: [tenant.roles.admin, tenant.roles.operator],
    verifyStatusCode: '3',
  });

const routeTable = new RouteTable(catalogueRoutes(functionCatalogue));
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const handlers = new Map<string, Promise<Handler>>();

/** The catalogue function serving a path (the same lookup as the local gateway), imported once from its entry. */
function handlerFor(method: string, path: string): Promise<Handler> {
  const route = routeTable.match(method, path.split('?')[0])?.route;
  const definition = functionCatalogue.find((f) => f.id === route?.functionId);
  if (!definition) throw new Error(`No catalogue function serves ${method} ${path}`);
  if (!handlers.has(definition.id)) {
    const url = pathToFileURL(join(repositoryRoot, definition.entry)).href;
    handlers.set(
      definition.id,
      import(/* @vite-ignore */ url).then((module: { handler: Handler }) => module.handler),
    );
  }
  return handlers.get(definition.id)!;
}

const context = {
  functionName: 'robustness',
  awsRequestId: 'robustness',
  getRemainingTimeInMillis: () => 15_000,
} as unknown as Context;

/** A client address of its own per request, so no rate limit shared with other files is consumed. */
const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** What must never reach a client: a stack frame, an internal error, an SDK or runtime error name. */
const internalMessage =
  /Internal|\bat \S+ \(|\.ts:\d+|Exception\b|URIError|TypeError|SyntaxError|RangeError|ReferenceError|Cannot read prop|undefined is not|DynamoDB|Cognito|\bSDK\b/;

const huge = 'x'.repeat(20_000);
const oddUnicode = '\u0000\u202e\ud800\u200b\ufeff𝕏💩\u0301\uffff';
const oddPathSegment = '%00%E2%80%AE%F0%9F%92%A9%EF%BF%BF';

/** Field names routes commonly read, each given a value of a type no route expects there. */
const wrongTypes = {
  id: 1,
  userId: [],
  enterpriseId: {},
  roleId: true,
  name: { nested: 1 },
  content: 5,
  email: 12,
  phone: false,
  page: 'first',
  size: -1,
  privilege: 7,
  menuId: null,
};

/** The same names with valid types but huge or odd values. */
const stringsOf = (value: string) => Object.fromEntries(Object.keys(wrongTypes).map((key) => [key, value]));

interface Probe {
  readonly kind: string;
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** The route's path template with each parameter replaced by `fill(name)` (already percent-encoded). */
const pathOf = (template: string, fill: (name: string) => string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => fill(name));

/** Values that pass the access rules that name them, so the probes reach validation and the route. */
function plausible(user: TenantUser | undefined): (name: string) => string {
  return (name) => {
    if (!user) return randomUUID();
    if (/^(userId|id)$/.test(name)) return user.id;
    if (/^enterprise(Id)?$/.test(name)) return tenant.enterpriseId;
    if (/^role(Id)?$/.test(name)) return tenant.roles.staff.id;
    return randomUUID();
  };
}

/** The sampled probes of one route for one caller. */
function probesOf(method: string, template: string, user: TenantUser | undefined, sample: number): Probe[] {
  const fill = plausible(user);
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const path = pathOf(template, (name) => encodeURIComponent(fill(name)));
  const query = Object.fromEntries(
    ['userId', 'id', 'enterpriseId', 'enterprise', 'roleId', 'role'].map((n) => [n, fill(n)]),
  );
  const takesBody = method !== 'GET' && method !== 'DELETE';
  const probes: Probe[] = [
    {
      kind: 'huge and odd query values',
      path,
      query: { ...query, page: huge.slice(0, 5000), size: oddUnicode, q: huge },
    },
    { kind: 'malformed query encoding', path: `${path}?userId=%E0%A4%A&page=%&size=%FF` },
    ...(names.length === 0
      ? []
      : [
          { kind: 'malformed path encoding', path: pathOf(template, () => '%E0%A4%A'), query },
          { kind: 'lone percent in the path', path: pathOf(template, () => '%'), query },
          { kind: 'over-long path parameters', path: pathOf(template, () => 'a'.repeat(3072)), query },
          { kind: 'odd unicode path parameters', path: pathOf(template, () => oddPathSegment), query },
        ]),
  ];
  if (!takesBody && !user) return probes;
  const bodies: Probe[] = [
    { kind: 'malformed JSON', path, query, body: '{"name": "x",', headers: { 'content-type': 'application/json' } },
    {
      kind: 'wrong content type',
      path,
      query,
      body: 'name=x&id=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      kind: 'binary body',
      path,
      query,
      body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80]),
      headers: { 'content-type': 'application/octet-stream' },
    },
    { kind: 'wrong types', path, query, body: wrongTypes },
    { kind: 'a JSON scalar', path, query, body: 'null', headers: { 'content-type': 'application/json' } },
    { kind: 'an array of junk', path, query, body: [wrongTypes, oddUnicode, null, [huge]] },
    { kind: 'huge strings', path, query, body: stringsOf(huge) },
    { kind: 'odd unicode strings', path, query: { ...query, name: oddUnicode }, body: stringsOf(oddUnicode) },
  ];
  // Three of the body kinds per route, a different three on the next route: every kind reaches every handler
  // and most kinds of route, at a fraction of the full cross product's time.
  return [...probes, ...[0, 3, 5].map((offset) => bodies[(sample + offset) % bodies.length])];
}

/** Sends one probe to the route's handler as the gateway would; answers status and body text. */
async function send(method: string, probe: Probe, user: TenantUser | undefined) {
  const options: HttpEventOptions = {
    method,
    path: probe.path,
    query: probe.query,
    body: probe.body,
    headers: probe.headers,
    claims: user?.claims,
    sourceIp: newIp(),
  };
  const handler = await handlerFor(method, probe.path);
  const result = await handler(httpEvent(options) as unknown as APIGatewayProxyEventV2, context);
  const body = result.isBase64Encoded ? '' : (result.body ?? '');
  return { status: result.statusCode ?? 200, body };
}

const routes = Object.keys(ROUTE_ACCESS).map((key, index) => {
  const [method, template] = key.split(' ') as [string, string];
  return { key, method, template, index };
});

describe('every route under hostile input', () => {
  it('covers every route of the route tables', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  /** Sends a route's probes for one caller at once; notes failures; answers whether the caller's session ended. */
  const probeRoute = async (
    route: (typeof routes)[number],
    user: TenantUser | undefined,
    failures: string[],
  ): Promise<boolean> => {
    const answers = await Promise.all(
      probesOf(route.method, route.template, user, route.index).map(async (probe) => ({
        probe,
        ...(await send(route.method, probe, user)),
      })),
    );
    for (const { probe, status, body } of answers) {
      if (status >= 500 || internalMessage.test(body)) {
        failures.push(
          `${route.key} ${user ? 'signed in' : 'anonymous'} ${probe.kind}: ${status} ${body.slice(0, 200)}`,
        );
      }
    }
    return user !== undefined && answers.some((answer) => answer.status === 401);
  };

  // Two tests, anonymous and signed in, so neither walks long on a slow machine.
  it('never answers 5xx or an internal message to an anonymous caller', { timeout: 90_000 }, async () => {
    const failures: string[] = [];
    // Anonymous callers have no session to lose: every route at once.
    await Promise.all(routes.map((route) => probeRoute(route, undefined, failures)));
    expect(failures).toEqual([]);
  });

  it('never answers 5xx or an internal message to a signed-in member', { timeout: 90_000 }, async () => {
    const failures: string[] = [];
    // A few workers, each with a member of its own, take the routes in turn. A route may end its caller's session
    // or account (sign-out, deregistration): that worker goes on with a new member.
    const queue = [...routes];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        let member = await newMember();
        for (let route = queue.shift(); route; route = queue.shift()) {
          if (await probeRoute(route, member, failures)) member = await newMember();
        }
      }),
    );
    expect(failures).toEqual([]);
  });
});
