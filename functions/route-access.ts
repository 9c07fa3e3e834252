import { allContracts } from '../shared/contracts/index.js';
import { routeKeyOf, type AccessRule, type RouteKey } from './lib/auth/access-rule.js';

/**
 * Every route of the API and who may call it, read from the route contracts (`shared/contracts/`): the
 * authorization matrix is generated from it, and `test/unit/functions/route-access.test.ts` checks that every
 * HTTP handler of the function catalogue serves exactly these routes.
 */
export const ROUTE_ACCESS: Readonly<Record<RouteKey, AccessRule>> = Object.fromEntries(
  allContracts.map((contract) => [routeKeyOf(contract), contract.access]),
);
