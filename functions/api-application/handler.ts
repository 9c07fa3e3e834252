import { createPrefixHandler } from '../platform.js';
import {
  applicationRoutes,
  auditRoutes,
  catalogueRoutes,
  resourceRoutes,
  subscriptionRoutes,
  versionRoutes,
} from '../domains/applications/routes.js';

/** /api-application: application publishing (doc 2 §7): lookups, categories, applications, versions, plans, audit. */
export const handler = createPrefixHandler([
  ...catalogueRoutes,
  ...applicationRoutes,
  ...versionRoutes,
  ...resourceRoutes,
  ...auditRoutes,
  ...subscriptionRoutes,
]);
