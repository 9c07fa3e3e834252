import { createHttpHandler } from '../lib/http/http-handler.js';
import { contextRoutes } from './routes/context.js';
import { lookupRoutes } from './routes/lookups.js';
import { profileRoutes } from './routes/profile.js';
import { registrationRoutes } from './routes/registration.js';
import { accountRecoveryRoutes } from './routes/account-recovery.js';
import { accountRegistrationRoutes } from './routes/account-registration.js';
import { deregistrationRoutes } from './routes/deregistration.js';
import { enterpriseListRoutes } from './routes/enterprise-list.js';
import { userAdminRoutes } from './routes/user-admin.js';
import { userRoutes } from './routes/users.js';
import { enterpriseCertificationRoutes } from './routes/enterprise-certification.js';
import { userCertificationRoutes } from './routes/user-certification.js';
import { reviewRoutes } from './routes/reviews.js';
import { notificationRoutes } from './routes/notifications.js';
import { organisationRoutes } from './routes/organisation.js';
import { invitationRoutes } from './routes/invitations.js';
import { invitationRegistrationRoutes } from './routes/invitation-registration.js';
import { roleRoutes } from './routes/roles.js';
import { roleUserRoutes } from './routes/role-users.js';
import { notificationObjectRoutes } from './routes/notification-objects.js';
import { userMessageRoutes } from './routes/user-messages.js';
import { roleApplicationRoutes } from './routes/role-applications.js';
import { functionRoleRoutes } from './routes/function-roles.js';
import { enterpriseAuthRoutes } from './routes/enterprise-auths.js';

/** /api-user (and /backendUsers): session context, profile, lookup and public registration calls. */
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
