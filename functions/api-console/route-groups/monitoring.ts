import { platformMetricsRoutes } from '../../domains/monitoring/routes.js';

/** api-console's monitoring group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...platformMetricsRoutes];
