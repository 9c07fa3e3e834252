/** The dashboard domain's route lists, for the API-prefix handlers to compose. */
export { dashboardRoutes } from './routes/dashboard.js';
