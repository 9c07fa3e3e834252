import { feedbackRoutes, helpManagementRoutes, helpReadRoutes } from '../../domains/help/routes.js';

/** api-help's one group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...helpReadRoutes, ...helpManagementRoutes, ...feedbackRoutes];
