import { menuContracts, roleMenuPrivilegeContracts } from '../../shared/contracts/menus.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-menu: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  menus: routeGroup([menuContracts, roleMenuPrivilegeContracts], () =>
    import('./route-groups/menus.js').then((group) => group.routes),
  ),
};

/** /api-menu: menu maintenance and the role-menu privileges. */
export const handler = createPrefixHandler(Object.values(routeGroups));
