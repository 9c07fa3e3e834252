/**
 * The identity domain (users and their accounts: session context, profile, registration, recovery, deregistration, lookups, user lists and administration, enterprises and memberships): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { REGISTERED_MESSAGE } from './registered-message.js';

type CognitoUsers = typeof import('./data/cognito-users.js');

/**
 * The Cognito account operations, loaded on first use: importing this module reads none of the user pool's
 * variables, so the domains that reach identity's keys and records through it run in functions without a user pool.
 */
export const createCognitoUser: CognitoUsers['createCognitoUser'] = async (options) =>
  (await import('./data/cognito-users.js')).createCognitoUser(options);
export const deleteCognitoUser: CognitoUsers['deleteCognitoUser'] = async (options) =>
  (await import('./data/cognito-users.js')).deleteCognitoUser(options);
export { getEnterprise, getEnterprises } from './data/enterprise.js';
export { getLookup, listLookup } from './data/lookup.js';
export { listMembershipsOfUser, listMembersOfEnterprise } from './data/membership.js';
export { listRegionChildren, listRegionsInProvince } from './data/region.js';
export { findOwnerOfUnique, getUserProfile, getUserProfiles } from './data/user.js';
export { deleteVerificationCode, isPhoneVerified } from './data/verification-code.js';
export { redeemWebsocketTicket } from './data/websocket-ticket.js';
export { matchesPrefix, membersWithProfiles } from './members.js';
export { REGION_ROOT, identityKeys, identityIndexKeys } from './data/keys.js';
export { type EnterpriseRecord, identityItems, type UserRecord, type MembershipRecord } from './data/records.js';
export { ACCOUNT_CODE_RULES, REGISTRATION_CODE_RULES } from './account-codes.js';
export { consumeRateLimit } from './data/rate-limit.js';
export { getSession } from './data/session.js';
export { signOutUserEverywhere } from './sign-out-user.js';
