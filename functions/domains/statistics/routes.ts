/** The statistics domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { signInSessionRoutes } from './routes/sign-in-sessions.js';
export { currentUserRoutes } from './routes/current-users.js';
export { signInHistoryRoutes } from './routes/sign-in-history.js';
export { smsLogRoutes } from './routes/sms-log.js';
