import { applicationsTables } from '../../shared/contracts/applications.js';
import { marketTables } from '../../shared/contracts/market.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-application: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  applications: routeGroup(applicationsTables, () =>
    import('./route-groups/applications.js').then((group) => group.routes),
  ),
  market: routeGroup(marketTables, () => import('./route-groups/market.js').then((group) => group.routes)),
};

/**
 * /api-application: the application catalogue, applications, versions, resources, audit and subscriptions, and the
 * public market.
 */
export const handler = createPrefixHandler(Object.values(routeGroups));
