import { enterpriseAuthRoutes, functionRoleRoutes, roleApplicationRoutes } from '../../domains/roles/routes.js';

/** /api-user's grant routes: role applications, function roles and enterprise grants. */
export const routes = [...roleApplicationRoutes, ...functionRoleRoutes, ...enterpriseAuthRoutes];
