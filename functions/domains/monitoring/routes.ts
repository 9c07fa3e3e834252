/** The monitoring domain's route lists, for the API-prefix handlers to compose. */
export { platformMetricsRoutes } from './routes/platform-metrics.js';
