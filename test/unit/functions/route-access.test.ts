import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { privilegesOf, type AccessRule } from '../../../functions/lib/auth/access-rule.js';
import { provideHandlerEnvironment } from '../../../infra/definitions/handler-environment.js';

const httpFunctions = functionCatalogue.filter((f) => f.kind === 'http');
const routeKeysByFunction = new Map<string, readonly string[]>();
/** The table derived from the routes' rules; imported once the environment the handlers read is set. */
let ROUTE_ACCESS: Readonly<Record<string, AccessRule>>;

beforeAll(async () => {
  provideHandlerEnvironment();
  ({ ROUTE_ACCESS } = await import('../../../functions/route-access.js'));
  for (const definition of httpFunctions) {
    const module = (await import(join(import.meta.dirname, '../../..', definition.entry))) as {
      handler: { routeKeys: readonly string[] };
    };
    routeKeysByFunction.set(definition.id, module.handler.routeKeys);
  }
});

describe('the route-access table', () => {
  it('has an entry for every route of every HTTP handler (a handler with a missing entry does not even load)', () => {
    const missing = [...routeKeysByFunction.values()].flat().filter((key) => !(key in ROUTE_ACCESS));
    expect(missing).toEqual([]);
  });

  it('has no entry without a route, so the table never claims a rule for a call nobody serves', () => {
    const served = new Set([...routeKeysByFunction.values()].flat());
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !served.has(key))).toEqual([]);
  });

  it('names a method and a path for every entry and a menu privilege in <menu>:<code> form', () => {
    for (const [key, rule] of Object.entries(ROUTE_ACCESS)) {
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/);
      if (typeof rule === 'object' && 'privilege' in rule)
        // A menu route may be nested as the spec names it (`iot/product`).
        for (const privilege of privilegesOf(rule))
          expect(privilege).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*(\/\{\w+\})?:[a-z]+$/);
    }
  });

  it('keeps public entries to the public routes of the function catalogue', () => {
    const catalogued = new Set(httpFunctions.flatMap((f) => f.publicRoutes));
    const publicEntries = Object.entries(ROUTE_ACCESS)
      .filter(([, rule]) => rule === 'public')
      .map(([key]) => key);
    expect(publicEntries.filter((key) => !catalogued.has(key))).toEqual([]);
  });

  it('lists in the function catalogue as public (no JWT authorizer) only routes whose own rule is public', () => {
    const catalogued = httpFunctions.flatMap((f) => f.publicRoutes);
    expect(
      catalogued.filter((key) => (ROUTE_ACCESS as Record<string, AccessRule | undefined>)[key] !== 'public'),
    ).toEqual([]);
  });

  it('serves each route from one handler only', () => {
    const keys = [...routeKeysByFunction.values()].flat();
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
