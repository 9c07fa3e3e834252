import { dashboardRoutes } from '../../domains/dashboard/routes.js';

/** api-console's dashboard group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...dashboardRoutes];
