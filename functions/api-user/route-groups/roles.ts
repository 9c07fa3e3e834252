import { roleRoutes, roleUserRoutes } from '../../domains/roles/routes.js';

/** /api-user's role routes: roles and their users. */
export const routes = [...roleRoutes, ...roleUserRoutes];
