import type {
  EnterpriseSummary,
  FunctionRole,
  MenuPrivileges,
  PersonInfo,
  RoleSummary,
} from '@shared/schemas/session.js';
import { NIL_ID } from '@shared/constants/ids.js';
import { contextContracts, deregistrationContracts, profileContracts } from '@shared/contracts/identity.js';
import { call } from './http-client.js';

/*
 * The session's context calls. Answers are typed by their contracts but not parsed with zod in the browser: the
 * server validates, and zod would add ~60 KB gzipped to the initial bundle.
 */

/** `GET /api-user/users/{userId}/enterprises` */
export async function getUserEnterprises(userId: string): Promise<EnterpriseSummary[]> {
  return call(contextContracts.userEnterprises, { params: { userId } });
}

/** `GET /api-user/currentEnterprise/?id=`: undefined for a user without memberships (the server answers null). */
export async function getCurrentEnterprise(userId: string): Promise<EnterpriseSummary | undefined> {
  return (await call(contextContracts.getCurrentEnterprise, { query: { id: userId } })) ?? undefined;
}

/** `GET /api-user/users/{userId}/enterprises/{enterpriseId}/roles`; the first entry is the all-roles entry (nil id). */
export async function getEnterpriseRoles(userId: string, enterpriseId: string): Promise<RoleSummary[]> {
  return call(contextContracts.userEnterpriseRoles, { params: { userId, enterpriseId } });
}

/** `GET /api-user/currentRoleEnterprise/?id=&enterpriseId=` */
export async function getCurrentRole(userId: string, enterpriseId: string): Promise<RoleSummary | undefined> {
  return call(contextContracts.getCurrentRoleEnterprise, { query: { id: userId, enterpriseId } });
}

/** `GET /api-user/function/getFunctionRoles?userId=` */
export async function getFunctionRoles(userId: string): Promise<FunctionRole[]> {
  return call(contextContracts.getFunctionRoles, { query: { userId } });
}

/** `GET /api-user/applications/{appId}/privileges?userId=&enterpriseId=&roleId=` (nil app id: all applications). */
export async function getApplicationPrivileges(
  userId: string,
  context: { enterpriseId?: string; roleId?: string; applicationId?: string } = {},
): Promise<MenuPrivileges[]> {
  return call(contextContracts.privileges, {
    params: { appId: context.applicationId ?? NIL_ID },
    query: { userId, enterpriseId: context.enterpriseId, roleId: context.roleId },
  });
}

/** `POST /api-user/currentEnterprise/?id=&enterprise=` */
export async function setCurrentEnterprise(userId: string, enterpriseId: string): Promise<void> {
  await call(contextContracts.setCurrentEnterprise, { query: { id: userId, enterprise: enterpriseId } });
}

/** `POST /api-user/currentRole/?id=&role=` */
export async function setCurrentRole(userId: string, roleId: string): Promise<void> {
  await call(contextContracts.currentRole, { query: { id: userId, role: roleId } });
}

/** `GET /api-user/personInfoes?userId=&enterpriseId=` */
export async function getPersonInfo(userId: string, enterpriseId: string | undefined): Promise<PersonInfo> {
  return call(profileContracts.personInfoes, { query: { userId, enterpriseId } });
}

/** `POST /api-user/updateRemove?userId=`: deregisters the user from the platform. */
export async function deregisterUser(userId: string): Promise<void> {
  await call(deregistrationContracts.updateRemove, { query: { userId } });
}
