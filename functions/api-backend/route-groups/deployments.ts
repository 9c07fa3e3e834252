import { deploymentRoutes } from '../../domains/menus/routes.js';

/** api-backend's deployments group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...deploymentRoutes];
