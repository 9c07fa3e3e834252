/** The accounts domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { accountRoutes } from './routes/accounts.js';
export { paymentRoutes } from './routes/payments.js';
export { topUpRoutes } from './routes/top-up-requests.js';
