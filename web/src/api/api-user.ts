import type {
  EnterpriseSummary,
  FunctionRole,
  MenuPrivileges,
  PersonInfo,
  RoleSummary,
} from '@shared/schemas/session.js';
import { NIL_ID } from '@shared/constants/ids.js';
import { asList, request } from './http-client.js';

/*
 * Answers are typed with the shared schemas' types but not parsed with zod in
 * the browser: the server validates, and zod would add ~60 KB gzipped to the
 * initial bundle. `hasId` keeps malformed records out of the session.
 */
function hasId(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

function listOf<T extends { id: string }>(body: unknown, embeddedName: string): T[] {
  return asList(body, embeddedName).filter(hasId) as T[];
}

/** An empty answer (204, null or a record without id) means "none" for the current-context lookups. */
function optional<T extends { id: string }>(body: unknown): T | undefined {
  return hasId(body) ? (body as T) : undefined;
}

/** `GET /api-user/users/{userId}/enterprises` */
export async function getUserEnterprises(userId: string): Promise<EnterpriseSummary[]> {
  const body = await request('GET', `/api-user/users/${encodeURIComponent(userId)}/enterprises`);
  return listOf<EnterpriseSummary>(body, 'enterprises');
}

/** `GET /api-user/currentEnterprise/?id=` */
export async function getCurrentEnterprise(userId: string): Promise<EnterpriseSummary | undefined> {
  return optional<EnterpriseSummary>(await request('GET', '/api-user/currentEnterprise/', { query: { id: userId } }));
}

/** `GET /api-user/users/{userId}/enterprises/{enterpriseId}/roles`; the first entry is the all-roles entry (nil id). */
export async function getEnterpriseRoles(userId: string, enterpriseId: string): Promise<RoleSummary[]> {
  const body = await request(
    'GET',
    `/api-user/users/${encodeURIComponent(userId)}/enterprises/${encodeURIComponent(enterpriseId)}/roles`,
  );
  return listOf<RoleSummary>(body, 'roles');
}

/** `GET /api-user/currentRoleEnterprise/?id=&enterpriseId=` */
export async function getCurrentRole(userId: string, enterpriseId: string): Promise<RoleSummary | undefined> {
  return optional<RoleSummary>(
    await request('GET', '/api-user/currentRoleEnterprise/', { query: { id: userId, enterpriseId } }),
  );
}

/** `GET /api-user/function/getFunctionRoles?userId=` */
export async function getFunctionRoles(userId: string): Promise<FunctionRole[]> {
  const body = await request('GET', '/api-user/function/getFunctionRoles', { query: { userId } });
  return asList(body, 'functionRoles') as FunctionRole[];
}

/** `GET /api-user/applications/{appId}/privileges?userId=&enterpriseId=&roleId=` (nil app id: all applications). */
export async function getApplicationPrivileges(
  userId: string,
  context: { enterpriseId?: string; roleId?: string; applicationId?: string } = {},
): Promise<MenuPrivileges[]> {
  const body = await request('GET', `/api-user/applications/${context.applicationId ?? NIL_ID}/privileges`, {
    query: { userId, enterpriseId: context.enterpriseId, roleId: context.roleId },
  });
  return asList(body, 'privileges') as MenuPrivileges[];
}

/** `POST /api-user/currentEnterprise/?id=&enterprise=` */
export async function setCurrentEnterprise(userId: string, enterpriseId: string): Promise<void> {
  await request('POST', '/api-user/currentEnterprise/', { query: { id: userId, enterprise: enterpriseId } });
}

/** `POST /api-user/currentRole/?id=&role=` */
export async function setCurrentRole(userId: string, roleId: string): Promise<void> {
  await request('POST', '/api-user/currentRole/', { query: { id: userId, role: roleId } });
}

/** `GET /api-user/personInfoes?userId=&enterpriseId=` */
export async function getPersonInfo(userId: string, enterpriseId: string | undefined): Promise<PersonInfo> {
  return request<PersonInfo>('GET', '/api-user/personInfoes', { query: { userId, enterpriseId } });
}

/** `POST /api-user/updateRemove?userId=`: deregisters the user from the platform. */
export async function deregisterUser(userId: string): Promise<void> {
  await request('POST', '/api-user/updateRemove', { query: { userId } });
}
