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
 * Starts a call now and hands its answer over later: calls that do not depend on each other run side by side, while
 * awaiting them in the brief's order keeps its error codes (the first failing step in that order names the error).
 */
function started<T>(run: () => Promise<T>): () => Promise<T> {
  const answer = run();
  // Awaited below, in order; until then a failure must not count as unhandled.
  answer.catch(() => undefined);
  return () => answer;
}

/**
 * Loads the context after sign-in: me, enterprises, current enterprise, its roles (first: all roles), current role,
 * function roles, application privileges, menu — the brief's calls, in four round trips rather than eight: what
 * needs only the user runs beside each other (enterprises, current enterprise, function roles), then what needs the
 * enterprise (its roles, the current role), then what needs the role (privileges, menu). On a phone's connection
 * each round trip is a few hundred milliseconds before the console can show anything. `onEnterprise` is told the user
 * and the current enterprise as soon as they are known, so the first screen can start its own calls beside the rest.
 */
export async function loadSessionContext(
  onEnterprise?: (userId: string, enterpriseId: string | undefined) => void,
): Promise<SessionContextData> {
  const me = await step('error/not_auth', () => getMe({ silentUnauthorized: true }));
  const enterprisesCall = started(() => getUserEnterprises(me.id));
  const currentCall = started(() => getCurrentEnterprise(me.id));
  const functionRolesCall = started(() => getFunctionRoles(me.id));
  const enterprises = await step('error/fetch_enterprises_error', enterprisesCall);
  const current = await step('error/fetch_current_enterprise_error', currentCall);
  const currentEnterprise = current ?? enterprises[0];
  onEnterprise?.(me.id, currentEnterprise?.id);
  const rolesCall = currentEnterprise ? started(() => getEnterpriseRoles(me.id, currentEnterprise.id)) : undefined;
  const savedRoleCall = currentEnterprise ? started(() => getCurrentRole(me.id, currentEnterprise.id)) : undefined;
  const roles = rolesCall ? await step('error/fetch_roles_error', rolesCall) : [];
  const savedRole = savedRoleCall ? await step('error/fetch_roles_error', savedRoleCall) : undefined;
  const currentRole = (savedRole && roles.find((role) => role.id === savedRole.id)) ?? roles[0];
  const functionRoles = await step('error/bad_request', functionRolesCall);
  const grants = await loadGrants(me.id, currentEnterprise?.id, currentRole?.id);
  return { me, enterprises, currentEnterprise, roles, currentRole, functionRoles, ...grants };
}

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
