/** The deployments domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { tenantAppRoutes } from './routes/tenant-apps.js';
export { deploymentRoutes } from './routes/deployments.js';
