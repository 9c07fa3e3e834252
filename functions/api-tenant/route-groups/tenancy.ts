import { namespaceRoutes, namespaceVersionQueueRoutes, quotaRoutes } from '../../domains/tenancy/routes.js';

/** api-tenant's tenancy group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...namespaceRoutes, ...namespaceVersionQueueRoutes, ...quotaRoutes];
