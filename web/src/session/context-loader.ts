import type {
  EnterpriseSummary,
  FunctionRole,
  Me,
  MenuNode,
  MenuPrivileges,
  RoleSummary,
} from '@shared/schemas/session.js';
import { getMe } from '@/api/api-me.js';
import { queryMenu } from '@/api/api-menu.js';
import {
  getApplicationPrivileges,
  getCurrentEnterprise,
  getCurrentRole,
  getEnterpriseRoles,
  getFunctionRoles,
  getUserEnterprises,
  setCurrentEnterprise,
  setCurrentRole,
} from '@/api/api-user.js';
import { ApiError } from '@/api/http-client.js';
import type { LoginErrorCode } from './errors.js';

/** Everything the console knows about the signed-in user's context (spec doc 1 §3 Session). */
export interface SessionContextData {
  me: Me;
  enterprises: EnterpriseSummary[];
  currentEnterprise?: EnterpriseSummary;
  roles: RoleSummary[];
  currentRole?: RoleSummary;
  functionRoles: FunctionRole[];
  privileges: MenuPrivileges[];
  menu: MenuNode[];
}

/** A failed step of loading the context, with its login error code (spec doc 1 §8). */
export class LoginError extends Error {
  constructor(
    readonly code: LoginErrorCode,
    override readonly cause?: unknown,
  ) {
    super(code);
    this.name = 'LoginError';
  }
}

/**
 * Maps a failure to a login error code: network and 401 keep their own codes
 * whatever step failed; otherwise the step's code.
 */
export function loginErrorCodeOf(error: unknown, stepCode: LoginErrorCode): LoginErrorCode {
  if (error instanceof ApiError) {
    if (error.isNetwork) return 'error/network';
    if (error.status === 401) return 'error/not_auth';
  }
  if (error instanceof TypeError) return 'error/network';
  return stepCode;
}

async function step<T>(code: LoginErrorCode, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new LoginError(loginErrorCodeOf(error, code), error);
  }
}

/** Privileges and menu of a user in an enterprise and role. */
async function loadGrants(userId: string, enterpriseId?: string, roleId?: string) {
  const [privileges, menu] = await step('error/bad_request', () =>
    Promise.all([
      getApplicationPrivileges(userId, { enterpriseId, roleId }),
      queryMenu(userId, { enterpriseId, roleId }),
    ]),
  );
  return { privileges, menu };
}

/**
 * Loads the context after sign-in, in the order of the brief: me, enterprises,
 * current enterprise, its roles (first: all roles), current role, function
 * roles, application privileges, menu.
 */
export async function loadSessionContext(): Promise<SessionContextData> {
  const me = await step('error/not_auth', () => getMe({ silentUnauthorized: true }));
  const enterprises = await step('error/fetch_enterprises_error', () => getUserEnterprises(me.id));
  const current = await step('error/fetch_current_enterprise_error', () => getCurrentEnterprise(me.id));
  const currentEnterprise = current ?? enterprises[0];
  const roles = currentEnterprise
    ? await step('error/fetch_roles_error', () => getEnterpriseRoles(me.id, currentEnterprise.id))
    : [];
  const savedRole = currentEnterprise
    ? await step('error/fetch_roles_error', () => getCurrentRole(me.id, currentEnterprise.id))
    : undefined;
  const currentRole = (savedRole && roles.find((role) => role.id === savedRole.id)) ?? roles[0];
  const functionRoles = await step('error/bad_request', () => getFunctionRoles(me.id));
  const grants = await loadGrants(me.id, currentEnterprise?.id, currentRole?.id);
  return { me, enterprises, currentEnterprise, roles, currentRole, functionRoles, ...grants };
}

/** Switches enterprise: saves it, reloads its roles, selects the first (all roles), reloads privileges and menu. */
export async function switchEnterpriseContext(
  data: SessionContextData,
  enterpriseId: string,
): Promise<SessionContextData> {
  const userId = data.me.id;
  await setCurrentEnterprise(userId, enterpriseId);
  const currentEnterprise = data.enterprises.find((enterprise) => enterprise.id === enterpriseId);
  const roles = await getEnterpriseRoles(userId, enterpriseId);
  const currentRole = roles[0];
  if (currentRole) await setCurrentRole(userId, currentRole.id);
  const grants = await loadGrants(userId, enterpriseId, currentRole?.id);
  return { ...data, currentEnterprise, roles, currentRole, ...grants };
}

/** Switches role: saves it, reloads privileges and menu for the user, enterprise and role. */
export async function switchRoleContext(data: SessionContextData, roleId: string): Promise<SessionContextData> {
  const userId = data.me.id;
  await setCurrentRole(userId, roleId);
  const currentRole = data.roles.find((role) => role.id === roleId);
  const grants = await loadGrants(userId, data.currentEnterprise?.id, roleId);
  return { ...data, currentRole, ...grants };
}
