import { statisticsTables } from '../../shared/contracts/statistics.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-statistics: the route table comes from the contracts at cold start, and the
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  statistics: routeGroup(statisticsTables, () => import('./route-groups/statistics.js').then((group) => group.routes)),
};

/**
 * /api-statistics: the console's sign-in sessions and failures, who is signed in (and a platform administrator's
 * sign-out of them), the sign-in history and statistics, and the SMS log.
 */
export const handler = createPrefixHandler(Object.values(routeGroups));
