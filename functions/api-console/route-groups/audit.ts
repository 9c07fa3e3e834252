import { auditLogRoutes } from '../../domains/audit/routes.js';

/** api-console's audit group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...auditLogRoutes];
