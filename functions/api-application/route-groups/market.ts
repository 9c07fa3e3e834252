import { marketRoutes } from '../../domains/applications/routes.js';

/** api-application's market group: the public market's reads, loaded on the first request one of them answers. */
export const routes = marketRoutes;
