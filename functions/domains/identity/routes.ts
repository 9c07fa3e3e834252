/** The identity domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { accountRecoveryRoutes } from './routes/account-recovery.js';
export { accountRegistrationRoutes } from './routes/account-registration.js';
export { contextRoutes } from './routes/context.js';
export { deregistrationRoutes } from './routes/deregistration.js';
export { enterpriseListRoutes } from './routes/enterprise-list.js';
export { lookupRoutes } from './routes/lookups.js';
export { phoneValidationRoutes } from './routes/phone-validation.js';
export { profileRoutes } from './routes/profile.js';
export { registrationRoutes } from './routes/registration.js';
export { sessionRoutes } from './routes/session.js';
export { userAdminRoutes } from './routes/user-admin.js';
export { userRoutes } from './routes/users.js';
