import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import routeTable from '../../fixtures/portal/route-table.json' with { type: 'json' };
import { features } from '../../../web/src/routing/features.js';

/** The console's route tree as `AppRoutes` builds it (web/src/app.tsx): the public routes, then /console's. */
const routes: RouteObject[] = [
  { children: features.flatMap((feature) => feature.public ?? []).map(({ path }) => ({ path })) },
  {
    path: '/console',
    children: features
      .flatMap((feature) => feature.console ?? [])
      .map(({ path }) => (path === '' ? { index: true } : { path })),
  },
];

/** The route pattern an address renders: the deepest matched route's path (`''` for the console home). */
const patternOf = (address: string) => {
  const matched = matchRoutes(routes, address)?.at(-1)?.route;
  return matched?.index ? '' : matched?.path;
};

/** Each address of the table with a sample value for its parameters (`{domain}` a tenant domain). */
const addresses = [...routeTable.root, ...routeTable.common, ...routeTable.console, ...routeTable.other].map(
  (address) => address.replace('{domain}', 'demomfg').replace(/\{\w+\}/g, 'x'),
);

describe('the full route table', () => {
  it('resolves every address to its own screen, never the 404 catch-all or the domain portal', () => {
    const unrouted = addresses.filter((address) => {
      const pattern = patternOf(address);
      const isDomainPortal = address === '/demomfg';
      return pattern === undefined || pattern === '*' || (pattern === '/:domain' && !isDomainPortal);
    });
    expect(unrouted).toEqual([]);
  });

  it('shows a tenant domain’s portal at /:domain', () => {
    expect(patternOf('/demomfg')).toBe('/:domain');
  });
});
