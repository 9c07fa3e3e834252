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
import { readContextHint, rememberContext, type ContextHint } from './context-hint.js';
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
 *
 * With `userId` (the signed-in token's subject) and the context the console last showed them (`context-hint.ts`),
 * every call starts at once, in one round trip: the answers for the remembered enterprise and role are used when
 * the session turns out to be in them, and asked for again (the chain above) when it does not.
 */
export async function loadSessionContext(
  onEnterprise?: (userId: string, enterpriseId: string | undefined) => void,
  userId?: string,
): Promise<SessionContextData> {
  const hint = userId ? readContextHint(userId) : undefined;
  const meCall = started(() => getMe({ silentUnauthorized: true }));
  const early = hint && startedForUser(hint, onEnterprise);
  const me = await step('error/not_auth', meCall);
  const forUser = early && me.id === hint.userId ? early : startedForUser({ userId: me.id });
  const enterprises = await step('error/fetch_enterprises_error', forUser.enterprises);
  const current = await step('error/fetch_current_enterprise_error', forUser.current);
  const currentEnterprise = current ?? enterprises[0];
  const forEnterprise =
    forUser.enterprise && forUser.enterprise.id === currentEnterprise?.id
      ? forUser.enterprise
      : startedForEnterprise(me.id, currentEnterprise?.id, undefined, onEnterprise);
  const roles = forEnterprise?.roles ? await step('error/fetch_roles_error', forEnterprise.roles) : [];
  const savedRole = forEnterprise?.savedRole
    ? await step('error/fetch_roles_error', forEnterprise.savedRole)
    : undefined;
  const currentRole = (savedRole && roles.find((role) => role.id === savedRole.id)) ?? roles[0];
  const functionRoles = await step('error/bad_request', forUser.functionRoles);
  const grants =
    forEnterprise?.grants && forEnterprise.roleId === currentRole?.id
      ? await forEnterprise.grants()
      : await loadGrants(me.id, currentEnterprise?.id, currentRole?.id);
  rememberContext({ userId: me.id, enterpriseId: currentEnterprise?.id, roleId: currentRole?.id });
  return { me, enterprises, currentEnterprise, roles, currentRole, functionRoles, ...grants };
}

/** The calls that need only the user, started; with a remembered enterprise, that enterprise's too. */
function startedForUser(hint: ContextHint, onEnterprise?: (userId: string, enterpriseId: string | undefined) => void) {
  return {
    enterprises: started(() => getUserEnterprises(hint.userId)),
    current: started(() => getCurrentEnterprise(hint.userId)),
    functionRoles: started(() => getFunctionRoles(hint.userId)),
    enterprise: hint.enterpriseId
      ? startedForEnterprise(hint.userId, hint.enterpriseId, hint.roleId, onEnterprise)
      : undefined,
  };
}

/**
 * The calls that need the enterprise (its roles, the saved role), started and `onEnterprise` told; with a role, that
 * role's privileges and menu too.
 */
function startedForEnterprise(
  userId: string,
  enterpriseId: string | undefined,
  roleId: string | undefined,
  onEnterprise?: (userId: string, enterpriseId: string | undefined) => void,
) {
  onEnterprise?.(userId, enterpriseId);
  if (!enterpriseId) return { id: enterpriseId };
  return {
    id: enterpriseId,
    roles: started(() => getEnterpriseRoles(userId, enterpriseId)),
    savedRole: started(() => getCurrentRole(userId, enterpriseId)),
    roleId,
    grants: roleId ? started(() => loadGrants(userId, enterpriseId, roleId)) : undefined,
  };
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
  rememberContext({ userId, enterpriseId, roleId: currentRole?.id });
  return { ...data, currentEnterprise, roles, currentRole, ...grants };
}

/** Switches role: saves it, reloads privileges and menu for the user, enterprise and role. */
export async function switchRoleContext(data: SessionContextData, roleId: string): Promise<SessionContextData> {
  const userId = data.me.id;
  await setCurrentRole(userId, roleId);
  const currentRole = data.roles.find((role) => role.id === roleId);
  const grants = await loadGrants(userId, data.currentEnterprise?.id, roleId);
  rememberContext({ userId, enterpriseId: data.currentEnterprise?.id, roleId });
  return { ...data, currentRole, ...grants };
}
