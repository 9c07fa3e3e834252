/** The audit domain's route lists, for the API-prefix handlers to compose. */
export { auditLogRoutes } from './routes/audit-log.js';
