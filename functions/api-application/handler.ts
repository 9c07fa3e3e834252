import { createHttpHandler } from '../lib/http/http-handler.js';
import {
  applicationRoutes,
  auditRoutes,
  catalogueRoutes,
  resourceRoutes,
  subscriptionRoutes,
  versionRoutes,
} from '../domains/applications/routes.js';

/** /api-application: application publishing (doc 2 §7): lookups, categories, applications, versions, plans, audit. */
export const handler = createHttpHandler([
  ...catalogueRoutes,
  ...applicationRoutes,
  ...versionRoutes,
  ...resourceRoutes,
  ...auditRoutes,
  ...subscriptionRoutes,
]);
