import { menuRoutes, roleMenuPrivilegeRoutes } from '../../domains/menus/routes.js';

/** api-menu's menus group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...menuRoutes, ...roleMenuPrivilegeRoutes];
