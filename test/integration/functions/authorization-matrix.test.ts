import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { NIL_ID } from '../../../shared/constants/ids.js';
import type { AccessRule, RecordKind } from '../../../functions/lib/auth/access-rule.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { listMenus } from '../../../functions/domains/menus/data/menu.js';
import { createRole } from '../../../functions/domains/roles/data/role.js';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import { freshUser, type TestUser } from './certification-support.js';
import { createDepartment } from './organisation-support.js';
import { call, demoUser } from './session-support.js';
import { submitMenu } from './menus-support.js';
import {
  CURRENT_ENTERPRISE_KINDS,
  recordRefOf,
  routeAccessEntries,
  ruleKindOf,
} from '../../unit/functions/lib/auth/route-access-table.js';
import { createPushRule } from '../../../functions/domains/iot/data/push-rule.js';
import { createdGateway, createdType } from './equipment-support.js';
import { createdGroup } from './iot-support.js';
import { menuItems } from '../../../functions/domains/menus/data/records.js';
import { roleItems } from '../../../functions/domains/roles/data/records.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * The enforcement sample on the real engines: for each kind of rule in the
 * route-access table (public, authenticated, self, platform-admin, auditor,
 * member, privilege by path / query / body / current enterprise, by stored
 * role / department / menu, whenAbsent), its first read and its first write,
 * called by a caller the rule admits and by callers it refuses (one whose role
 * lacks the privilege, a user of another enterprise who holds every privilege
 * at home, the platform auditor, anonymous; a privilege rule admits the platform
 * administrator too); and every read of the table by a caller its rule admits. Every entry of the table is decided by the evaluator in
 * `test/unit/functions/lib/auth/evaluate-access.test.ts`; this proves the handler
 * wires that decision to the real caller, records and grants. Generated from the
 * table, so a new kind of rule is sampled the moment its first entry exists.
 * "Admitted" means the access check passed: 2xx for reads, and for writes sent
 * without a body anything but 401/403 (the body's validation answers next);
 * refused callers get exactly 403 or 401 (404 for a record of an enterprise's own kind, a gateway, type, group or
 * push rule, which a caller acting in another enterprise is not told exists), and no answer to a refused caller
 * carries the enterprise's or its records' ids.
 */

/** A route as its handler lists it: method, path, rule and request schemas (from its contract). */
interface RouteDefinition {
  readonly method: string;
  readonly path: string;
  readonly access: AccessRule;
  readonly query?: unknown;
}

type Handler = ((event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>) & {
  loadRoutes: () => Promise<readonly RouteDefinition[]>;
  routeKeys: readonly string[];
};

const MANUFACTURING = demoEnterpriseIds.manufacturing;
const handlers = new Map<string, Handler>();
const routeOf = new Map<string, RouteDefinition>();

interface Actor {
  readonly id: string;
  readonly claims: Record<string, unknown>;
}
const actors: Record<'holder' | 'lacker' | 'outsider' | 'admin' | 'auditor', Actor> = {} as never;
const records = { roleId: '', departmentId: '', menuId: '' };
/**
 * Manufacturing's own records of the kinds looked up in the caller's current enterprise (gateways, equipment types
 * and products, device groups, data-push rules): a rule naming one answers its 404 to a caller acting elsewhere.
 */
const ownRecords: Partial<Record<RecordKind, string>> = {};

/** The stored record a rule names (its kind, and where the request carries its id), if any. */
function recordNamed(rule: AccessRule): { kind: RecordKind; part: string; name: string } | undefined {
  if (typeof rule !== 'object') return undefined;
  const ref = 'member' in rule ? rule.member : 'privilege' in rule ? rule.enterprise : undefined;
  if (typeof ref !== 'object') return undefined;
  const { kind, parameter } = recordRefOf(ref);
  const [part, name] = parameter.split('.');
  return { kind, part, name };
}

/** A fresh member of an enterprise holding one new role with the given grants (menu id → codes). */
async function memberWithRole(
  user: TestUser,
  enterpriseId: string,
  grants: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const roleId = randomUUID();
  await createRole({ role: { id: roleId, enterpriseId, name: `matrix-${roleId.slice(0, 8)}` } });
  const puts = [
    identityItems.membership({ userId: user.id, enterpriseId, joinedAt: new Date().toISOString() }),
    roleItems.roleAssignment({ userId: user.id, enterpriseId, roleId }),
    ...[...grants].map(([menuId, privileges]) =>
      menuItems.roleMenuPrivilege({ roleId, menuId, enterpriseId, privileges: [...privileges] }),
    ),
  ];
  for (const Item of puts) await documentClient.send(new PutCommand({ TableName: tableName, Item }));
}

beforeAll(async () => {
  for (const definition of functionCatalogue.filter((f) => f.kind === 'http')) {
    const { handler } = (await import(join(import.meta.dirname, '../../..', definition.entry))) as { handler: Handler };
    handlers.set(definition.id, handler);
    for (const route of await handler.loadRoutes()) routeOf.set(`${route.method} ${route.path}`, route);
  }
  const catalogue = await listMenus({ enterpriseId: NIL_ID });
  const everything = new Map(catalogue.filter((m) => m.privileges.length).map((m) => [m.id, m.privileges]));
  const messageCentre = catalogue.find((m) => m.url === '/console/message-center')!;

  const [holder, lacker, outsider] = await Promise.all([freshUser(), freshUser(), freshUser()]);
  await memberWithRole(holder, MANUFACTURING, everything);
  await memberWithRole(lacker, MANUFACTURING, new Map([[messageCentre.id, ['view']]]));
  await memberWithRole(outsider, randomUUID(), everything);
  const [admin, auditor] = await Promise.all([demoUser('admin'), demoUser('auditor')]);
  Object.assign(actors, { holder, lacker, outsider, admin, auditor });

  records.roleId = randomUUID();
  await createRole({ role: { id: records.roleId, enterpriseId: MANUFACTURING, name: `matrix-${randomUUID()}` } });
  // Named explicitly: the helper's default is the tenant of the last organisation file this worker ran.
  records.departmentId = (
    await createDepartment(`matrix-${randomUUID().slice(0, 8)}`, { enterpriseId: MANUFACTURING, admin: 'ent-admin' })
  ).id;
  records.menuId = (
    await submitMenu('admin', {
      enterpriseId: MANUFACTURING,
      name: '矩阵页面',
      type: 'page',
      url: `matrix-${randomUUID().slice(0, 8)}`,
    })
  ).id as string;
  // Created by the holder, a member of Manufacturing acting there.
  ownRecords.equipmentType = await createdType(holder);
  ownRecords.product = ownRecords.equipmentType;
  ownRecords.gateway = await createdGateway(holder, ownRecords.equipmentType);
  ownRecords.deviceGroup = await createdGroup(holder, `matrix-${randomUUID().slice(0, 8)}`);
  ownRecords.pushRule = randomUUID();
  const now = new Date().toISOString();
  await createPushRule({
    id: ownRecords.pushRule,
    enterpriseId: MANUFACTURING,
    name: `matrix-${randomUUID().slice(0, 8)}`,
    url: 'https://push.example.com/matrix',
    scope: { kind: 'all' },
    enabled: false,
    createDate: now,
    createByName: 'matrix',
    updateDate: now,
    updateByName: 'matrix',
  });
}, 120_000);

/** Path parameter values: the Manufacturing records the rules are checked against, or the caller for user ids. */
function pathValue(routeKey: string, name: string, actor: Actor | undefined): string {
  const named = recordNamed(ruleOf(routeKey));
  if (named?.part === 'path' && named.name === name && ownRecords[named.kind]) return ownRecords[named.kind]!;
  if (name === 'id' && routeKey.includes('/api-menu/')) return records.menuId;
  if (name === 'id' && routeKey.includes('/enterpriseInfoes/')) return MANUFACTURING;
  const values: Record<string, string> = {
    enterpriseId: MANUFACTURING,
    roleId: records.roleId,
    departmentId: records.departmentId,
    userId: actor?.id ?? randomUUID(),
  };
  return values[name] ?? randomUUID();
}

/** Query values for the parameters a route's schema declares (only those, so strict schemas accept them). */
function queryFor(route: RouteDefinition, actor: Actor | undefined, ownContext: boolean): Record<string, string> {
  const shape = (route.query as z.ZodMiniObject | undefined)?.shape ?? {};
  const values: Record<string, string | undefined> = {
    enterpriseId: MANUFACTURING,
    enterprise: MANUFACTURING,
    // A caller's own context calls (current role, menus) name the all-roles entry, which every member holds.
    roleId: ownContext ? NIL_ID : records.roleId,
    role: ownContext ? NIL_ID : records.roleId,
    departmentId: records.departmentId,
    userId: actor?.id,
    id: route.path === '/api-user/enterpriseInfoes' ? MANUFACTURING : actor?.id,
    page: '0',
    size: '10',
    pageNumber: '0',
    pageSize: '10',
  };
  return Object.fromEntries(Object.keys(shape).flatMap((name) => (values[name] ? [[name, values[name]!]] : [])));
}

/** The table's rule of a route key. */
const ruleOf = (routeKey: string): AccessRule => routeAccessEntries.find(([key]) => key === routeKey)![1];

/** The parameter a `whenAbsent` rule names its enterprise by, left out of the request in the "naming no enterprise" case. */
function enterpriseParameter(routeKey: string): string | undefined {
  const rule = ruleOf(routeKey);
  return typeof rule === 'object' && 'privilege' in rule && typeof rule.enterprise === 'string'
    ? rule.enterprise.split('.')[1]
    : undefined;
}

async function send(
  routeKey: string,
  actor: Actor | undefined,
  as: Actor | undefined = actor,
  ownContext = false,
  withoutEnterprise = false,
) {
  const route = routeOf.get(routeKey)!;
  const handler = [...handlers.values()].find((h) => h.routeKeys.includes(routeKey))!;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(routeKey, name, as));
  const rule = ruleOf(routeKey);
  const bodyField =
    typeof rule === 'object' && 'privilege' in rule && typeof rule.enterprise === 'string' && !withoutEnterprise
      ? /^body\.(\w+)$/.exec(rule.enterprise)?.[1]
      : undefined;
  const named = recordNamed(rule);
  const recordField = named?.part === 'body' && ownRecords[named.kind] ? named.name : undefined;
  // A self rule on a body field (`executePayment`'s `userId`): the body names the user the caller acts as.
  const selfField = typeof rule === 'object' && 'self' in rule ? /^body\.(\w+)$/.exec(rule.self)?.[1] : undefined;
  const query = queryFor(route, as, ownContext);
  if (withoutEnterprise) delete query[enterpriseParameter(routeKey)!];
  return call(handler, {
    method: route.method,
    path,
    query,
    ...(bodyField ? { body: { [bodyField]: MANUFACTURING } } : {}),
    ...(recordField ? { body: { [recordField]: ownRecords[named!.kind] } } : {}),
    ...(selfField ? { body: { [selfField]: as?.id ?? randomUUID() } } : {}),
    ...(actor ? { claims: actor.claims } : {}),
  });
}

type Case = readonly [routeKey: string, who: string, expected: 'admitted' | 404 | 403 | 401];

/** The routes sampled: per kind of rule, its first read and its first write in the table. */
function sampleOf(entries: readonly (readonly [string, AccessRule])[]): [string, AccessRule][] {
  const taken = new Set<string>();
  return entries.flatMap(([key, rule]) => {
    const slot = `${ruleKindOf(rule)} ${key.startsWith('GET ') ? 'read' : 'write'}`;
    if (taken.has(slot)) return [];
    taken.add(slot);
    return [[key, rule]];
  });
}

/** Who the rule admits and whom it refuses, by kind of rule. */
function casesOf(routeKey: string, rule: AccessRule): Case[] {
  if (rule === 'public') return [[routeKey, 'anonymous', 'admitted']];
  const anonymous: Case = [routeKey, 'anonymous', 401];
  if (rule === 'authenticated') return [[routeKey, 'lacker', 'admitted'], anonymous];
  if (rule === 'platform-admin') {
    return [[routeKey, 'admin', 'admitted'], [routeKey, 'holder', 403], [routeKey, 'auditor', 403], anonymous];
  }
  if (rule === 'auditor') return [[routeKey, 'auditor', 'admitted'], [routeKey, 'holder', 403], anonymous];
  if ('self' in rule) return [[routeKey, 'self', 'admitted'], [routeKey, 'lacker as holder', 403], anonymous];
  // A rule on the caller's current enterprise names no other enterprise: an outsider acts in its own (the routes'
  // own tests prove they never reach another enterprise's records).
  if ('member' in rule && rule.member === 'current') return [[routeKey, 'lacker', 'admitted'], anonymous];
  // A record the caller's current enterprise does not hold is not found (404), so its existence does not leak.
  const named = recordNamed(rule);
  const hidden = named && CURRENT_ENTERPRISE_KINDS.includes(named.kind) ? 404 : undefined;
  if ('member' in rule && named) return [[routeKey, 'lacker', 'admitted'], [routeKey, 'outsider', 404], anonymous];
  if ('member' in rule) return [[routeKey, 'lacker', 'admitted'], [routeKey, 'outsider', 403], anonymous];
  const cases: Case[] = [
    [routeKey, 'holder', 'admitted'],
    // Platform administrators hold every privilege; a platform auditor holds none in an enterprise.
    [routeKey, 'admin', 'admitted'],
    [routeKey, 'lacker', 403],
    [routeKey, 'auditor', hidden ?? 403],
    ...(rule.enterprise === undefined ? [] : [[routeKey, 'outsider', hidden ?? 403] as const]),
    anonymous,
  ];
  // Without the enterprise the scope is the platform: refused to enterprise members (reads only: no platform writes here).
  if (rule.whenAbsent && routeKey.startsWith('GET ')) cases.push([routeKey, 'holder naming no enterprise', 403]);
  return cases;
}

// Writes run after reads, deletes last, so a record a write removes was still there for every refused caller.
const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 } as const;
const entries = sampleOf(routeAccessEntries);
const refused = entries.flatMap(([key, rule]) =>
  casesOf(key, rule).filter(([, , expected]) => expected !== 'admitted'),
);
// Reads change nothing: every read of the table (sampled or not) is called by a caller its rule admits, so
// each proves on the real engines that an admitted read answers or says why, never fails.
const admittedEntries = [
  ...entries,
  ...routeAccessEntries.filter(([key]) => key.startsWith('GET ') && !entries.some(([sampled]) => sampled === key)),
];
const admitted = admittedEntries
  .flatMap(([key, rule]) => casesOf(key, rule).filter(([, , expected]) => expected === 'admitted'))
  .sort(([a], [b]) => order[a.split(' ')[0] as keyof typeof order] - order[b.split(' ')[0] as keyof typeof order]);

function actorOf(who: string): { actor: Actor | undefined; as: Actor | undefined } {
  if (who === 'anonymous') return { actor: undefined, as: undefined };
  if (who === 'holder naming no enterprise') return { actor: actors.holder, as: actors.holder };
  if (who === 'lacker as holder') return { actor: actors.lacker, as: actors.holder };
  const actor = actors[who as keyof typeof actors];
  return { actor, as: actor };
}

describe('a route of each kind of rule refuses the callers its rule does not admit', () => {
  it('samples every kind of rule in the table', () => {
    const kinds = new Set(routeAccessEntries.map(([, rule]) => ruleKindOf(rule)));
    expect(new Set(entries.map(([, rule]) => ruleKindOf(rule)))).toEqual(kinds);
  });

  it.each(refused)('%s: %s gets %s', async (routeKey, who, expected) => {
    const { actor, as } = actorOf(who);
    const withoutEnterprise = who === 'holder naming no enterprise';
    const { status, body } = await send(routeKey, actor, as, false, withoutEnterprise);
    expect(status).toBe(expected);
    const text = JSON.stringify(body ?? '');
    for (const id of [
      MANUFACTURING,
      records.roleId,
      records.departmentId,
      records.menuId,
      ...Object.values(ownRecords),
    ]) {
      expect(text).not.toContain(id);
    }
  });
});

describe('a route of each kind of rule admits the callers its rule names', () => {
  it.each(admitted)('%s: %s is admitted', async (routeKey, who) => {
    // Own-record calls may change the caller (sign out, deregister): each gets a fresh member of its own.
    const own = who === 'self' ? await freshUser() : undefined;
    if (own) await memberWithRole(own, MANUFACTURING, new Map());
    const { actor, as } = own ? { actor: own, as: own } : actorOf(who);
    const { status, body } = await send(routeKey, actor, as, Boolean(own));
    expect([401, 403], JSON.stringify(body)).not.toContain(status);
    if (routeKey.startsWith('GET ') && status >= 300) {
      // A read the generic request cannot satisfy must say why (field-level 400, 404, 409), never fail.
      expect([400, 404, 409], JSON.stringify(body)).toContain(status);
    }
  });
});
