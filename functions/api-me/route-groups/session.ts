import { sessionRoutes } from '../../domains/identity/routes.js';

/** api-me's session group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...sessionRoutes];
