/**
 * The roles domain (roles, their holders and grants: role applications, function roles, enterprise authorisations): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { listFunctionRolesOfUser, listHoldersOfFunctionRole } from './data/function-role.js';
export { listHoldersOfRole, listRoleAssignmentsOfUser } from './data/role-assignment.js';
export { findRoleById } from './data/role-by-id.js';
export { getRole, getRolesOfEnterprise, listRolesOfEnterprise, type RoleRecord } from './data/role.js';
export { assertAdministratorRemains, type AdministratorWitness } from './administrators.js';

export { roleItems } from './data/records.js';
export { roleKeys } from './data/keys.js';
declare module '../../lib/auth/access-services.js' {
  /** A rule may name a role (`{ role: 'path.roleId' }`): the route receives the stored role. */
  interface AccessRecords {
    role: import('./data/role.js').RoleRecord;
  }
}
