import {
  enterpriseAuthRoutes,
  functionRoleRoutes,
  roleApplicationRoutes,
  roleRoutes,
  roleUserRoutes,
} from '../../domains/roles/routes.js';

/** /api-user's role routes: roles, their users, role applications, function roles and enterprise grants. */
export const routes = [
  ...roleRoutes,
  ...roleUserRoutes,
  ...roleApplicationRoutes,
  ...functionRoleRoutes,
  ...enterpriseAuthRoutes,
];
