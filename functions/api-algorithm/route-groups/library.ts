import { algorithmCategoryRoutes, algorithmReadRoutes, algorithmWriteRoutes } from '../../domains/algorithms/routes.js';

/** api-algorithm's library group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...algorithmCategoryRoutes, ...algorithmReadRoutes, ...algorithmWriteRoutes];
