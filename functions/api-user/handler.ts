import { certificationTables } from '../../shared/contracts/certification.js';
import {
  accountRecoveryContracts,
  accountRegistrationContracts,
  contextContracts,
  deregistrationContracts,
  enterpriseListContracts,
  lookupContracts,
  profileContracts,
  registrationContracts,
  userAdminContracts,
  userContracts,
} from '../../shared/contracts/identity.js';
import {
  notificationContracts,
  notificationObjectContracts,
  userMessageContracts,
} from '../../shared/contracts/messaging.js';
import { organisationTables } from '../../shared/contracts/organisation.js';
import { rolesTables } from '../../shared/contracts/roles.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-user: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  identity: routeGroup(
    [
      contextContracts,
      profileContracts,
      lookupContracts,
      registrationContracts,
      accountRecoveryContracts,
      accountRegistrationContracts,
      userContracts,
      userAdminContracts,
      enterpriseListContracts,
      deregistrationContracts,
    ],
    () => import('./route-groups/identity.js').then((group) => group.routes),
  ),
  certification: routeGroup(certificationTables, () =>
    import('./route-groups/certification.js').then((group) => group.routes),
  ),
  messaging: routeGroup([notificationContracts, notificationObjectContracts, userMessageContracts], () =>
    import('./route-groups/messaging.js').then((group) => group.routes),
  ),
  organisation: routeGroup(organisationTables, () =>
    import('./route-groups/organisation.js').then((group) => group.routes),
  ),
  roles: routeGroup(rolesTables, () => import('./route-groups/roles.js').then((group) => group.routes)),
};

/** /api-user (and /backendUsers): identity, certification, organisation, roles and the user's messages. */
export const handler = createPrefixHandler(Object.values(routeGroups));
