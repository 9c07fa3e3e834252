import { accountRoutes, paymentRoutes, topUpRoutes } from '../../domains/accounts/routes.js';

/** api-account's accounts group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...paymentRoutes, ...accountRoutes, ...topUpRoutes];
