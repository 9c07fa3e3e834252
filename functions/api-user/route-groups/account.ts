import {
  accountRecoveryRoutes,
  accountRegistrationRoutes,
  deregistrationRoutes,
  lookupRoutes,
  registrationRoutes,
} from '../../domains/identity/routes.js';

/** /api-user's account routes, mostly called signed out: lookups, registration, recovery and deregistration. */
export const routes = [
  ...lookupRoutes,
  ...registrationRoutes,
  ...accountRecoveryRoutes,
  ...accountRegistrationRoutes,
  ...deregistrationRoutes,
];
