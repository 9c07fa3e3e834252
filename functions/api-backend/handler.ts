import { deploymentContracts } from '../../shared/contracts/menus.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-backend: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  deployments: routeGroup(deploymentContracts, () =>
    import('./route-groups/deployments.js').then((group) => group.routes),
  ),
};

/** /api-backend: the console deployments menus can point at. */
export const handler = createPrefixHandler(Object.values(routeGroups));
