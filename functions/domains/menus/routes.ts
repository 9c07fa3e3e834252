/** The menus domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { deploymentRoutes } from './routes/deployments.js';
export { menuRoutes } from './routes/menus.js';
export { roleMenuPrivilegeRoutes } from './routes/role-menu-privileges.js';
