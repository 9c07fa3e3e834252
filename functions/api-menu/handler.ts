import { createHttpHandler } from '../lib/http/http-handler.js';
import { menuRoutes } from './routes/menus.js';
import { roleMenuPrivilegeRoutes } from './routes/role-menu-privileges.js';

/** /api-menu: the caller's menu, menu maintenance and role-menu privileges. */
export const handler = createHttpHandler([...menuRoutes, ...roleMenuPrivilegeRoutes]);
