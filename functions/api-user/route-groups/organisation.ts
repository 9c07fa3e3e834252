import {
  invitationRegistrationRoutes,
  invitationRoutes,
  organisationRoutes,
} from '../../domains/organisation/routes.js';

/** /api-user's organisation routes: departments, jobs, employees and invitations. */
export const routes = [...organisationRoutes, ...invitationRoutes, ...invitationRegistrationRoutes];
