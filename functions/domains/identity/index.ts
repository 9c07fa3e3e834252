/**
 * The identity domain (users and their accounts: session context, profile, registration, recovery, deregistration, lookups, user lists and administration, enterprises and memberships): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { createCognitoUser, deleteCognitoUser, REGISTERED_MESSAGE } from './data/cognito-users.js';
export { getEnterprise, getEnterprises } from './data/enterprise.js';
export { getLookup, listLookup } from './data/lookup.js';
export { listMembershipsOfUser, listMembersOfEnterprise } from './data/membership.js';
export { listRegionChildren, listRegionsInProvince } from './data/region.js';
export { findOwnerOfUnique, getUserProfile, getUserProfiles } from './data/user.js';
export { deleteVerificationCode, isPhoneVerified } from './data/verification-code.js';
export { matchesPrefix, membersWithProfiles } from './members.js';
