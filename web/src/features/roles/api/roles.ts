import { roleContracts as contracts, roleUserContracts } from '@shared/contracts/roles.js';
import type { EnterpriseRole, RoleDetail } from '@shared/schemas/roles-responses.js';
import type { PageOf, UserListItem, UserWithEnterprise } from '@shared/schemas/user.js';
import { userAdminContracts, userContracts } from '@shared/contracts/identity.js';
import { call } from '@/api/http-client.js';

/*
 * The roles area's calls (docs/roles.md); the role calls by their contracts (`shared/contracts/roles.ts`).
 * Answers are typed with the shared schemas' types but not parsed in the browser (no zod in the bundle).
 */

export type { EnterpriseRole, PageOf, RoleDetail, UserListItem, UserWithEnterprise };

/** `GET /api-user/enterprisesRoles?enterpriseId&page&size` (zero-based page): roles with their enterprise. */
export function listEnterpriseRoles(
  query: { enterpriseId: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<PageOf<EnterpriseRole>> {
  return call(contracts.enterprisesRoles, { query, signal });
}

/** `GET /api-user/roles/{roleId}`: the role with the number of its holders. */
export function getRole(roleId: string, signal?: AbortSignal): Promise<RoleDetail & { holderCount: number }> {
  return call(contracts.getRoleById, { params: { roleId }, signal });
}

export interface RoleInput {
  name: string;
  description: string;
}

/** `POST /api-user/enterprises/{enterpriseId}/roles` */
export function createRole(enterpriseId: string, body: RoleInput): Promise<RoleDetail> {
  return call(contracts.createRole, { params: { enterpriseId }, body });
}

/** `PATCH /api-user/roles/{roleId}` */
export function updateRole(roleId: string, body: RoleInput): Promise<RoleDetail> {
  return call(contracts.updateRole, { params: { roleId }, body });
}

/** `DELETE /api-user/enterprises/{enterpriseId}/roles/{roleId}`; `confirm` also removes the role from its holders. */
export async function deleteRole(enterpriseId: string, roleId: string, confirm: boolean): Promise<void> {
  await call(contracts.deleteRole, { params: { enterpriseId, roleId }, query: { confirm: String(confirm) } });
}

/** `GET /api-user/roleWithUsers?role=`: the holders of a role. */
export function listRoleHolders(roleId: string, signal?: AbortSignal): Promise<UserListItem[]> {
  return call(userContracts.roleWithUsers, { query: { role: roleId }, signal });
}

/** `GET /api-user/userWithEnterprises`: members of the enterprise (candidates to add). */
export function listMembers(
  query: { enterpriseId: string; username?: string; pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PageOf<UserWithEnterprise>> {
  return call(userContracts.userWithEnterprises, { query, signal });
}

/** `POST /api-user/roles/{roleId}/users`: gives the role to members of its enterprise. */
export async function addRoleUsers(roleId: string, userIds: string[]): Promise<void> {
  await call(roleUserContracts.assignRoleUsers, { params: { roleId }, body: { userIds } });
}

/** `DELETE /api-user/roles/{roleId}/users/{userId}` */
export async function removeRoleUser(roleId: string, userId: string): Promise<void> {
  await call(roleUserContracts.removeRoleUser, { params: { roleId, userId } });
}

/** `GET /api-user/platformUsers?type=platform`: the platform's staff (candidates for platform roles). */
export function listPlatformStaff(
  query: { username?: string; pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PageOf<UserListItem>> {
  return call(userAdminContracts.platformUsers, { query: { ...query, type: 'platform' }, signal });
}
