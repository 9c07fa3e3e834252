/** The roles domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { enterpriseAuthRoutes } from './routes/enterprise-auths.js';
export { functionRoleRoutes } from './routes/function-roles.js';
export { roleApplicationRoutes } from './routes/role-applications.js';
export { roleUserRoutes } from './routes/role-users.js';
export { roleRoutes } from './routes/roles.js';
