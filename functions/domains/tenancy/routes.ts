/** The tenancy domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { namespaceRoutes } from './routes/namespaces.js';
export { namespaceVersionQueueRoutes, namespaceVersionRoutes } from './routes/namespace-versions.js';
export { quotaRoutes } from './routes/quotas.js';
