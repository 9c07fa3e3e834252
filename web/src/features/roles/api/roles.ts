import type { RoleDetail } from '@shared/schemas/roles.js';
import type { PageOf, UserListItem, UserWithEnterprise } from '@shared/schemas/user.js';
import { request } from '@/api/http-client.js';

/*
 * The roles area's calls (docs/roles.md). Answers are typed with the shared
 * schemas' types but not parsed in the browser (no zod in the bundle).
 */

export type { PageOf, RoleDetail, UserListItem, UserWithEnterprise };

const rolePath = (roleId: string) => `/api-user/roles/${encodeURIComponent(roleId)}`;
const enterpriseRolesPath = (enterpriseId: string) => `/api-user/enterprises/${encodeURIComponent(enterpriseId)}/roles`;

/** `GET /api-user/enterprisesRoles?enterpriseId&page&size` (zero-based page). */
export function listEnterpriseRoles(
  query: { enterpriseId: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<RoleDetail>> {
  return request<PageOf<RoleDetail>>('GET', '/api-user/enterprisesRoles', { query, signal });
}

/** `GET /api-user/roles/{roleId}`: the role with the number of its holders. */
export function getRole(roleId: string, signal?: AbortSignal): Promise<RoleDetail & { holderCount: number }> {
  return request<RoleDetail & { holderCount: number }>('GET', rolePath(roleId), { signal });
}

export interface RoleInput {
  name: string;
  description: string;
}

/** `POST /api-user/enterprises/{enterpriseId}/roles` */
export function createRole(enterpriseId: string, body: RoleInput): Promise<RoleDetail> {
  return request<RoleDetail>('POST', enterpriseRolesPath(enterpriseId), { body });
}

/** `PATCH /api-user/roles/{roleId}` */
export function updateRole(roleId: string, body: RoleInput): Promise<RoleDetail> {
  return request<RoleDetail>('PATCH', rolePath(roleId), { body });
}

/** `DELETE /api-user/enterprises/{enterpriseId}/roles/{roleId}`; `confirm` also removes the role from its holders. */
export async function deleteRole(enterpriseId: string, roleId: string, confirm: boolean): Promise<void> {
  await request('DELETE', `${enterpriseRolesPath(enterpriseId)}/${encodeURIComponent(roleId)}`, {
    query: { confirm: String(confirm) },
  });
}

/** `GET /api-user/roleWithUsers?role=`: the holders of a role. */
export function listRoleHolders(roleId: string, signal?: AbortSignal): Promise<UserListItem[]> {
  return request<UserListItem[]>('GET', '/api-user/roleWithUsers', { query: { role: roleId }, signal });
}

/** `GET /api-user/userWithEnterprises`: members of the enterprise (candidates to add). */
export function listMembers(
  query: { enterpriseId: string; username?: string; pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PageOf<UserWithEnterprise>> {
  return request<PageOf<UserWithEnterprise>>('GET', '/api-user/userWithEnterprises', { query, signal });
}

/** `POST /api-user/roles/{roleId}/users`: gives the role to members of its enterprise. */
export async function addRoleUsers(roleId: string, userIds: string[]): Promise<void> {
  await request('POST', `${rolePath(roleId)}/users`, { body: { userIds } });
}

/** `DELETE /api-user/roles/{roleId}/users/{userId}` */
export async function removeRoleUser(roleId: string, userId: string): Promise<void> {
  await request('DELETE', `${rolePath(roleId)}/users/${encodeURIComponent(userId)}`);
}

/** `GET /api-user/platformUsers?type=platform`: the platform's staff (candidates for platform roles). */
export function listPlatformStaff(
  query: { username?: string; pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PageOf<UserListItem>> {
  return request<PageOf<UserListItem>>('GET', '/api-user/platformUsers', {
    query: { ...query, type: 'platform' },
    signal,
  });
}
