/** The certification domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { enterpriseCertificationRoutes } from './routes/enterprise-certification.js';
export { reviewRoutes } from './routes/reviews.js';
export { userCertificationRoutes } from './routes/user-certification.js';
