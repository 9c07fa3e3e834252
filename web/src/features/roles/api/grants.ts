import type { ApplicationScope, FunctionRoleCode, RoleApplicationState } from '@shared/constants/grant-rules.js';
import type {
  ApplicableRole,
  EnterpriseAuth,
  EnterpriseAuths,
  FunctionRoleHolder,
  FunctionRoleWithHolders,
  RoleApplication,
  UserRoles,
  UserWithRoles,
} from '@shared/schemas/grants-responses.js';
import {
  enterpriseAuthContracts,
  functionRoleContracts,
  roleApplicationContracts as contracts,
} from '@shared/contracts/roles.js';
import type { PageOf } from '@shared/schemas/user.js';
import { call } from '@/api/http-client.js';

/*
 * The grants area's calls (docs/privilege-applications.md): role
 * applications, role assignment by user, function roles and enterprise
 * authorisations, by their contracts (`shared/contracts/roles.ts`). Answers
 * are typed with the shared schemas' types, not parsed in the browser (no zod
 * in the bundle).
 */

export type {
  ApplicableRole,
  EnterpriseAuth,
  EnterpriseAuths,
  FunctionRoleHolder,
  FunctionRoleWithHolders,
  PageOf,
  RoleApplication,
  UserRoles,
  UserWithRoles,
};

/** `GET /api-user/roleApplications/roles?scope`: the roles of the scope, flagged held or pending. */
export function listApplicableRoles(scope: ApplicationScope, signal?: AbortSignal): Promise<ApplicableRole[]> {
  return call(contracts.applicableRoles, { query: { scope }, signal });
}

/** `POST /api-user/roleApplications`: one application per role. */
export function applyForRoles(body: {
  scope: ApplicationScope;
  roleIds: string[];
  reason: string;
}): Promise<RoleApplication[]> {
  return call(contracts.applyForRoles, { body });
}

/** `GET /api-user/roleApplications?scope&state&page&size`: the caller's own applications, newest first. */
export function listMyApplications(
  query: { scope: ApplicationScope; state?: RoleApplicationState; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<RoleApplication>> {
  return call(contracts.roleApplications, { query, signal });
}

/** `POST /api-user/roleApplications/{applicationId}/withdrawal` */
export function withdrawApplication(applicationId: string): Promise<RoleApplication> {
  return call(contracts.withdrawRoleApplication, { params: { applicationId } });
}

/** `GET /api-user/enterprises/{enterpriseId}/roleApplications?state&username&page&size` (NIL_ID: platform roles). */
export function listApplicationsToReview(
  enterpriseId: string,
  query: { state: RoleApplicationState; username?: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<RoleApplication>> {
  return call(contracts.enterpriseRoleApplications, { params: { enterpriseId }, query, signal });
}

/** `POST …/roleApplications/{applicationId}/approval` or `/rejection` (with the reason). */
export function decideApplication(
  enterpriseId: string,
  applicationId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<RoleApplication> {
  const params = { enterpriseId, applicationId };
  return decision.approve
    ? call(contracts.approveRoleApplication, { params })
    : call(contracts.rejectRoleApplication, { params, body: { reason: decision.reason } });
}

/** `GET /api-user/enterprises/{enterpriseId}/userRoles?username&pageNumber&pageSize` */
export function listUsersWithRoles(
  enterpriseId: string,
  query: { username?: string; pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PageOf<UserWithRoles>> {
  return call(contracts.userRoles, { params: { enterpriseId }, query, signal });
}

/** `GET /api-user/enterprises/{enterpriseId}/users/{userId}/roles` */
export function getUserRoles(enterpriseId: string, userId: string, signal?: AbortSignal): Promise<UserRoles> {
  return call(contracts.getMemberRoles, { params: { enterpriseId, userId }, signal });
}

/** `PUT /api-user/enterprises/{enterpriseId}/users/{userId}/roles`: every role the user is to hold. */
export function setUserRoles(enterpriseId: string, userId: string, roleIds: string[]): Promise<UserRoles> {
  return call(contracts.setMemberRoles, { params: { enterpriseId, userId }, body: { roleIds } });
}

/** `GET /api-user/functionRoles` */
export function listFunctionRoles(signal?: AbortSignal): Promise<FunctionRoleWithHolders[]> {
  return call(functionRoleContracts.functionRoles, { signal });
}

/** `POST /api-user/functionRoles/{code}/users` */
export function grantFunctionRole(code: FunctionRoleCode, username: string): Promise<{ holder: FunctionRoleHolder }> {
  return call(functionRoleContracts.grantFunctionRole, { params: { code }, body: { username } });
}

/** `DELETE /api-user/functionRoles/{code}/users/{userId}` */
export async function revokeFunctionRole(code: FunctionRoleCode, userId: string): Promise<void> {
  await call(functionRoleContracts.revokeFunctionRole, { params: { code, userId } });
}

/** `GET /api-user/enterprises/{enterpriseId}/auths`: granted and requested application privileges. */
export function getEnterpriseAuths(enterpriseId: string, signal?: AbortSignal): Promise<EnterpriseAuths> {
  return call(enterpriseAuthContracts.enterpriseAuths, { params: { enterpriseId }, signal });
}

/** `POST /api-user/authWithEnterprises` (spec doc 1 §7: an array of authority requests). */
export function requestAuths(
  body: { enterpriseId: string; appCode: string; authList: string[] }[],
): Promise<EnterpriseAuth[]> {
  return call(enterpriseAuthContracts.authWithEnterprises, { body });
}

/** `GET /api-user/pendingAuths?enterpriseName&page&size` (spec doc 1 §7). */
export function listPendingAuths(
  query: { enterpriseName?: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<EnterpriseAuth>> {
  return call(enterpriseAuthContracts.pendingAuths, { query, signal });
}

/** `POST /api-user/pendingAuths/{authId}/approval` or `/rejection` (with the reason). */
export function decideAuth(
  authId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<EnterpriseAuth> {
  return decision.approve
    ? call(enterpriseAuthContracts.approvePendingAuth, { params: { authId } })
    : call(enterpriseAuthContracts.rejectPendingAuth, { params: { authId }, body: { reason: decision.reason } });
}
