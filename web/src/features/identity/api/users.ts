import type {
  EnterpriseListItem,
  EnterpriseProjection,
  PageOf,
  User,
  UserInfo,
  UserListItem,
  UserWithEnterprise,
} from '@shared/schemas/user.js';
import {
  deregistrationContracts,
  enterpriseListContracts,
  profileContracts,
  userAdminContracts,
  userContracts,
} from '@shared/contracts/identity.js';
import { call } from '@/api/http-client.js';

/*
 * The users area's calls (docs/users.md). Answers are typed by their
 * contracts but not parsed in the browser (no zod in the bundle).
 */

export type { EnterpriseListItem, EnterpriseProjection, PageOf, User, UserInfo, UserListItem, UserWithEnterprise };

/** `GET /api-user/users?userId=` */
export function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  return call(profileContracts.users, { query: { userId }, signal });
}

/** `GET /api-user/userInfoes?userId=` */
export function getUserInfo(userId: string, signal?: AbortSignal): Promise<UserInfo> {
  return call(profileContracts.userInfoes, { query: { userId }, signal });
}

/** `GET /api-user/users/{userId}/enterpriseProjections` */
export function getEnterpriseProjections(userId: string, signal?: AbortSignal): Promise<EnterpriseProjection[]> {
  return call(userContracts.enterpriseProjections, { params: { userId }, signal });
}

export interface UserDetailsChange {
  email?: string;
  phone?: string;
  metadata?: string;
}

/** `PATCH /api-user/users/{userId}`: the own e-mail, phone and metadata. */
export function updateUserDetails(userId: string, change: UserDetailsChange): Promise<User> {
  return call(userContracts.updateUserDetails, { params: { userId }, body: change });
}

/** `PUT /api-user/users/{userId}/password`: the current password is required. */
export async function changePassword(
  userId: string,
  body: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  await call(userContracts.changePassword, { params: { userId }, body });
}

/** `POST /api-user/updateRemove?userId=`: deregisters the own account. */
export async function deregister(userId: string): Promise<void> {
  await call(deregistrationContracts.updateRemove, { query: { userId } });
}

export interface PageQuery {
  pageNumber: number;
  pageSize: number;
}

/** `GET /api-user/userWithEnterprises`: the employees of an enterprise (current one when absent). */
export function listEmployees(
  query: PageQuery & { enterpriseId?: string; username?: string; type?: 'all' | 'verified' | 'unverified' },
  signal?: AbortSignal,
): Promise<PageOf<UserWithEnterprise>> {
  return call(userContracts.userWithEnterprises, {
    query: { ...query, username: query.username || undefined },
    signal,
  });
}

/** `GET /api-user/platformUsers`: platform staff (`platform`) or every other account (`private`). */
export function listPlatformUsers(
  query: PageQuery & { username?: string; type: 'platform' | 'private' },
  signal?: AbortSignal,
): Promise<PageOf<UserListItem>> {
  return call(userAdminContracts.platformUsers, {
    query: { ...query, username: query.username || undefined },
    signal,
  });
}

/** `POST /api-user/platformUsers` */
export async function addPlatformUser(body: {
  username: string;
  email: string;
  phone: string;
  password: string;
}): Promise<{ id: string; username: string }> {
  return call(userAdminContracts.createPlatformUser, { body });
}

/** `PUT /api-user/platformUsers/{userId}/password`: administrator reset. */
export async function resetUserPassword(
  userId: string,
  body: { newPassword: string; confirmPassword: string },
): Promise<void> {
  await call(userAdminContracts.resetUserPassword, { params: { userId }, body });
}

/** `GET /api-user/enterprises`: the enterprise list of platform administrators. */
export function listEnterprises(
  query: PageQuery & { name?: string; from: string; to: string },
  signal?: AbortSignal,
): Promise<PageOf<EnterpriseListItem>> {
  return call(enterpriseListContracts.enterprises, {
    query: { ...query, name: query.name || undefined },
    signal,
  });
}
