import {
  accountRecoveryRoutes,
  accountRegistrationRoutes,
  contextRoutes,
  deregistrationRoutes,
  enterpriseListRoutes,
  lookupRoutes,
  profileRoutes,
  registrationRoutes,
  userAdminRoutes,
  userRoutes,
} from '../../domains/identity/routes.js';

/** /api-user's identity routes: context, profile, lookups, registration, recovery, users and enterprises. */
export const routes = [
  ...contextRoutes,
  ...profileRoutes,
  ...lookupRoutes,
  ...registrationRoutes,
  ...accountRecoveryRoutes,
  ...accountRegistrationRoutes,
  ...userRoutes,
  ...userAdminRoutes,
  ...enterpriseListRoutes,
  ...deregistrationRoutes,
];
