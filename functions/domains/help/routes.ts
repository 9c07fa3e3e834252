/** The help centre's and feedback's route lists, one per route file, for the API-prefix handler to compose. */
export { helpManagementRoutes, helpReadRoutes } from './routes/help-centre.js';
export { feedbackRoutes } from './routes/feedback.js';
