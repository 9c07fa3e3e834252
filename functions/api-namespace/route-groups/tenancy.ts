import { namespaceVersionRoutes } from '../../domains/tenancy/routes.js';

/** api-namespace's tenancy group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...namespaceVersionRoutes];
