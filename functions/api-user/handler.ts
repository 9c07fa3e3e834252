import { createHttpHandler } from '../lib/http/http-handler.js';
import {
  enterpriseCertificationRoutes,
  reviewRoutes,
  userCertificationRoutes,
} from '../domains/certification/routes.js';
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
} from '../domains/identity/routes.js';
import { notificationObjectRoutes, notificationRoutes, userMessageRoutes } from '../domains/messaging/routes.js';
import { invitationRegistrationRoutes, invitationRoutes, organisationRoutes } from '../domains/organisation/routes.js';
import {
  enterpriseAuthRoutes,
  functionRoleRoutes,
  roleApplicationRoutes,
  roleRoutes,
  roleUserRoutes,
} from '../domains/roles/routes.js';

/** /api-user (and /backendUsers): composes the identity, certification, organisation, roles and messaging routes it serves. */
export const handler = createHttpHandler([
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
  ...enterpriseCertificationRoutes,
  ...userCertificationRoutes,
  ...reviewRoutes,
  ...notificationRoutes,
  ...organisationRoutes,
  ...invitationRoutes,
  ...invitationRegistrationRoutes,
  ...roleRoutes,
  ...roleUserRoutes,
  ...notificationObjectRoutes,
  ...userMessageRoutes,
  ...roleApplicationRoutes,
  ...functionRoleRoutes,
  ...enterpriseAuthRoutes,
]);
