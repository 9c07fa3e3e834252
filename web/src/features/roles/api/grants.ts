import type { ApplicationScope, RoleApplicationState } from '@shared/constants/grant-rules.js';
import type {
  ApplicableRole,
  EnterpriseAuth,
  EnterpriseAuths,
  FunctionRoleHolder,
  FunctionRoleWithHolders,
  RoleApplication,
  UserRoles,
  UserWithRoles,
} from '@shared/schemas/grants.js';
import type { PageOf } from '@shared/schemas/user.js';
import { request } from '@/api/http-client.js';

/*
 * The grants area's calls (docs/privilege-applications.md): role
 * applications, role assignment by user, function roles and enterprise
 * authorisations. Answers are typed with the shared schemas' types, not
 * parsed in the browser (no zod in the bundle).
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

const enterprisePath = (enterpriseId: string) => `/api-user/enterprises/${encodeURIComponent(enterpriseId)}`;

/** `GET /api-user/roleApplications/roles?scope`: the roles of the scope, flagged held or pending. */
export function listApplicableRoles(scope: ApplicationScope, signal?: AbortSignal): Promise<ApplicableRole[]> {
  return request<ApplicableRole[]>('GET', '/api-user/roleApplications/roles', { query: { scope }, signal });
}

/** `POST /api-user/roleApplications`: one application per role. */
export function applyForRoles(body: {
  scope: ApplicationScope;
  roleIds: string[];
  reason: string;
}): Promise<RoleApplication[]> {
  return request<RoleApplication[]>('POST', '/api-user/roleApplications', { body });
}

/** `GET /api-user/roleApplications?scope&state&page&size`: the caller's own applications, newest first. */
export function listMyApplications(
  query: { scope: ApplicationScope; state?: RoleApplicationState; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<RoleApplication>> {
  return request<PageOf<RoleApplication>>('GET', '/api-user/roleApplications', { query, signal });
}

/** `POST /api-user/roleApplications/{applicationId}/withdrawal` */
export function withdrawApplication(applicationId: string): Promise<RoleApplication> {
  return request<RoleApplication>('POST', `/api-user/roleApplications/${encodeURIComponent(applicationId)}/withdrawal`);
}

/** `GET /api-user/enterprises/{enterpriseId}/roleApplications?state&username&page&size` (NIL_ID: platform roles). */
export function listApplicationsToReview(
  enterpriseId: string,
  query: { state: RoleApplicationState; username?: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<RoleApplication>> {
  return request<PageOf<RoleApplication>>('GET', `${enterprisePath(enterpriseId)}/roleApplications`, { query, signal });
}

/** `POST …/roleApplications/{applicationId}/approval` or `/rejection` (with the reason). */
export function decideApplication(
  enterpriseId: string,
  applicationId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<RoleApplication> {
  const path = `${enterprisePath(enterpriseId)}/roleApplications/${encodeURIComponent(applicationId)}`;
  return decision.approve
    ? request<RoleApplication>('POST', `${path}/approval`)
    : request<RoleApplication>('POST', `${path}/rejection`, { body: { reason: decision.reason } });
}

/** `GET /api-user/enterprises/{enterpriseId}/userRoles?username&pageNumber&pageSize` */
export function listUsersWithRoles(
  enterpriseId: string,
  query: { username?: string; pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PageOf<UserWithRoles>> {
  return request<PageOf<UserWithRoles>>('GET', `${enterprisePath(enterpriseId)}/userRoles`, { query, signal });
}

/** `GET /api-user/enterprises/{enterpriseId}/users/{userId}/roles` */
export function getUserRoles(enterpriseId: string, userId: string, signal?: AbortSignal): Promise<UserRoles> {
  return request<UserRoles>('GET', `${enterprisePath(enterpriseId)}/users/${encodeURIComponent(userId)}/roles`, {
    signal,
  });
}

/** `PUT /api-user/enterprises/{enterpriseId}/users/{userId}/roles`: every role the user is to hold. */
export function setUserRoles(enterpriseId: string, userId: string, roleIds: string[]): Promise<UserRoles> {
  return request<UserRoles>('PUT', `${enterprisePath(enterpriseId)}/users/${encodeURIComponent(userId)}/roles`, {
    body: { roleIds },
  });
}

/** `GET /api-user/functionRoles` */
export function listFunctionRoles(signal?: AbortSignal): Promise<FunctionRoleWithHolders[]> {
  return request<FunctionRoleWithHolders[]>('GET', '/api-user/functionRoles', { signal });
}

/** `POST /api-user/functionRoles/{code}/users` */
export function grantFunctionRole(code: string, username: string): Promise<{ holder: FunctionRoleHolder }> {
  return request('POST', `/api-user/functionRoles/${encodeURIComponent(code)}/users`, { body: { username } });
}

/** `DELETE /api-user/functionRoles/{code}/users/{userId}` */
export async function revokeFunctionRole(code: string, userId: string): Promise<void> {
  await request('DELETE', `/api-user/functionRoles/${encodeURIComponent(code)}/users/${encodeURIComponent(userId)}`);
}

/** `GET /api-user/enterprises/{enterpriseId}/auths`: granted and requested application privileges. */
export function getEnterpriseAuths(enterpriseId: string, signal?: AbortSignal): Promise<EnterpriseAuths> {
  return request<EnterpriseAuths>('GET', `${enterprisePath(enterpriseId)}/auths`, { signal });
}

/** `POST /api-user/authWithEnterprises` (spec doc 1 §7: an array of authority requests). */
export function requestAuths(
  body: { enterpriseId: string; appCode: string; authList: string[] }[],
): Promise<EnterpriseAuth[]> {
  return request<EnterpriseAuth[]>('POST', '/api-user/authWithEnterprises', { body });
}

/** `GET /api-user/pendingAuths?enterpriseName&page&size` (spec doc 1 §7). */
export function listPendingAuths(
  query: { enterpriseName?: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<EnterpriseAuth>> {
  return request<PageOf<EnterpriseAuth>>('GET', '/api-user/pendingAuths', { query, signal });
}

/** `POST /api-user/pendingAuths/{authId}/approval` or `/rejection` (with the reason). */
export function decideAuth(
  authId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<EnterpriseAuth> {
  const path = `/api-user/pendingAuths/${encodeURIComponent(authId)}`;
  return decision.approve
    ? request<EnterpriseAuth>('POST', `${path}/approval`)
    : request<EnterpriseAuth>('POST', `${path}/rejection`, { body: { reason: decision.reason } });
}
