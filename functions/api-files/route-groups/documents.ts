import { documentRoutes } from '../../domains/files/routes.js';

/** api-files's documents group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...documentRoutes];
