import { databaseResourceRoutes } from '../../domains/databases/routes.js';

/** api-tenant's database service group: the implementations of its contracts, loaded on its first request. */
export const routes = [...databaseResourceRoutes];
