/** The applications domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { applicationRoutes } from './routes/applications.js';
export { auditRoutes } from './routes/audit.js';
export { catalogueRoutes } from './routes/catalogue.js';
export { resourceRoutes } from './routes/resources.js';
export { subscriptionRoutes } from './routes/subscriptions.js';
export { versionRoutes } from './routes/versions.js';
export { marketRoutes } from './routes/market.js';
