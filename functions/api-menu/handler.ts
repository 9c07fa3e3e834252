import { createPrefixHandler } from '../platform.js';
import { menuRoutes, roleMenuPrivilegeRoutes } from '../domains/menus/routes.js';

/** /api-menu: the caller's menu, menu maintenance and role-menu privileges. */
export const handler = createPrefixHandler([...menuRoutes, ...roleMenuPrivilegeRoutes]);
