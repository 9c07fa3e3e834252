import {
  applicationRoutes,
  auditRoutes,
  catalogueRoutes,
  resourceRoutes,
  subscriptionRoutes,
  versionRoutes,
} from '../../domains/applications/routes.js';

/** api-application's applications group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [
  ...catalogueRoutes,
  ...applicationRoutes,
  ...versionRoutes,
  ...resourceRoutes,
  ...auditRoutes,
  ...subscriptionRoutes,
];
