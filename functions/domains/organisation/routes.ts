/** The organisation domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { invitationRegistrationRoutes } from './routes/invitation-registration.js';
export { invitationRoutes } from './routes/invitations.js';
export { organisationRoutes } from './routes/organisation.js';
