/** The database service's route lists, one per route file, for the API-prefix handlers to compose. */
export { databaseResourceRoutes } from './routes/database-resources.js';
