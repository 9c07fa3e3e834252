import { deploymentRoutes, tenantAppRoutes } from '../../domains/deployments/routes.js';

/** api-tenant's deployments group: tenant apps and running apps, loaded on the first request one of them answers. */
export const routes = [...tenantAppRoutes, ...deploymentRoutes];
