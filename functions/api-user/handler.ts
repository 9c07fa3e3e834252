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
import {
  enterpriseAuthContracts,
  functionRoleContracts,
  roleApplicationContracts,
  roleContracts,
  roleUserContracts,
} from '../../shared/contracts/roles.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-user: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  // Identity in two groups, so a cold start's first request loads only its half: the account routes a signed-out
  // visitor calls (registration, recovery, lookups) and the signed-in users' routes.
  account: routeGroup(
    [
      lookupContracts,
      registrationContracts,
      accountRecoveryContracts,
      accountRegistrationContracts,
      deregistrationContracts,
    ],
    () => import('./route-groups/account.js').then((group) => group.routes),
  ),
  users: routeGroup(
    [contextContracts, profileContracts, userContracts, userAdminContracts, enterpriseListContracts],
    () => import('./route-groups/users.js').then((group) => group.routes),
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
  roles: routeGroup([roleContracts, roleUserContracts], () =>
    import('./route-groups/roles.js').then((group) => group.routes),
  ),
  grants: routeGroup([roleApplicationContracts, functionRoleContracts, enterpriseAuthContracts], () =>
    import('./route-groups/grants.js').then((group) => group.routes),
  ),
};

/** /api-user (and /backendUsers): identity, certification, organisation, roles and the user's messages. */
export const handler = createPrefixHandler(Object.values(routeGroups));
