import { ENTERPRISE_ADMIN_ROLE_CODE, NIL_ID } from '../../../shared/constants/ids.js';
import { UnauthorizedError } from '../errors.js';
import { queryAll } from '../data/batch.js';
import { CALLER_PARTITION } from './caller-partition.js';

/** Platform-wide function roles a user may hold (see GET /api-user/function/getFunctionRoles). */
export const FUNCTION_ROLE = { platformAdmin: 'platform-admin', auditor: 'auditor' } as const;

/** The verified identity plus the context loaded from the user's records. */
export interface Caller {
  readonly userId: string;
  readonly username: string;
  readonly email?: string;
  readonly phone?: string;
  /** Enterprises the user belongs to (ids). */
  readonly enterpriseIds: readonly string[];
  /** Current enterprise (a membership of the user), or NIL_ID when the user has none. */
  readonly enterpriseId: string;
  /** Current role id, or NIL_ID for "all roles" of the current enterprise. */
  readonly roleId: string;
  /** Role ids the user holds in the current enterprise. */
  readonly enterpriseRoleIds: readonly string[];
  /** Role ids in effect for this request: the current role, or all of them for NIL_ID. */
  readonly effectiveRoleIds: readonly string[];
  /** Role ids held per enterprise, for context switching checks. */
  readonly rolesByEnterprise: Readonly<Record<string, readonly string[]>>;
  /** Enterprises in which the user holds the enterprise administrator role. */
  readonly adminEnterpriseIds: readonly string[];
  readonly functionRoles: readonly string[];
  readonly isPlatformAdmin: boolean;
  readonly isAuditor: boolean;
  /** The sign-in session of the token (see VerifiedClaims.sessionKey). */
  readonly sessionKey?: string;
  /** `iat` of the token (seconds), which a sign-out revokes; handed on where the token is not (the WebSocket ticket). */
  readonly tokenIssuedAt?: number;
  /**
   * True while the user must pass the phone check (profile `phoneValidationRequired`) and this
   * sign-in session has not yet; the HTTP handler then answers only PHONE_VALIDATION_ROUTES.
   */
  readonly phoneValidationPending?: boolean;
}

/**
 * The calls a user whose sign-in still needs the phone check may make: the
 * check itself (tail of the phone, send a code, validate it) and signing out.
 */
export const PHONE_VALIDATION_ROUTES: readonly string[] = [
  '/login-validate/getPhoneInfo',
  '/login-validate/mobileLoginVerificationCodes',
  '/validateCode/{code}',
  '/delete-session',
  // The sign-in's record (docs/statistics.md): a sign-in held for the phone check is recorded as such.
  '/api-statistics/startSignInSession',
  '/api-statistics/endSignInSession',
];

/** Claims the API Gateway JWT authorizer (or the local gateway) verified. */
export interface VerifiedClaims {
  readonly sub: string;
  readonly username?: string;
  readonly iat?: number | string;
  /**
   * Identifies one sign-in across token refreshes: Cognito's `origin_jti`, else
   * `auth_time` (the local emulator has no `origin_jti`). Phone validation is per sign-in.
   */
  readonly sessionKey?: string;
}

interface UserPartitionItem {
  sk: string;
  username?: string;
  email?: string;
  phone?: string;
  enterpriseId?: string;
  roleId?: string;
  code?: string;
  roleCode?: string;
  currentEnterpriseId?: string;
  currentRoleId?: string;
  signedOutAt?: number;
  removed?: boolean;
  phoneValidationRequired?: boolean;
  expiresAt?: number;
}

/**
 * Loads the caller's context in one Query of the user's partition (profile,
 * session, memberships, role assignments, function roles). Read on every
 * request, so role changes apply to the very next request.
 */
export async function loadCaller(claims: VerifiedClaims): Promise<Caller> {
  // Consistent: a context switch (POST currentEnterprise) must show in the very next request.
  const items = await queryAll<UserPartitionItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': CALLER_PARTITION.pk(claims.sub) },
    ConsistentRead: true,
  });

  const profile = items.find((i) => i.sk === CALLER_PARTITION.profile);
  if (!profile || profile.removed) throw new UnauthorizedError('Unknown or removed user');
  const session = items.find((i) => i.sk === CALLER_PARTITION.session);
  const issuedAt = Number(claims.iat ?? 0);
  if (session?.signedOutAt && issuedAt * 1000 < session.signedOutAt) {
    throw new UnauthorizedError('Session was signed out');
  }

  const enterpriseIds = items
    .filter((i) => i.sk.startsWith(CALLER_PARTITION.membership))
    .map((i) => i.enterpriseId as string);
  const rolesByEnterprise: Record<string, string[]> = {};
  const adminEnterpriseIds = new Set<string>();
  for (const item of items.filter((i) => i.sk.startsWith(CALLER_PARTITION.roleAssignment))) {
    (rolesByEnterprise[item.enterpriseId as string] ??= []).push(item.roleId as string);
    if (item.roleCode === ENTERPRISE_ADMIN_ROLE_CODE) adminEnterpriseIds.add(item.enterpriseId as string);
  }
  const functionRoles = items
    .filter((i) => i.sk.startsWith(CALLER_PARTITION.functionRole))
    .map((i) => i.code as string);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const phoneValidated =
    claims.sessionKey !== undefined &&
    items.some((i) => i.sk === CALLER_PARTITION.phoneValidation(claims.sessionKey!) && (i.expiresAt ?? 0) > nowSeconds);

  const enterpriseId =
    session?.currentEnterpriseId && enterpriseIds.includes(session.currentEnterpriseId)
      ? session.currentEnterpriseId
      : (enterpriseIds[0] ?? NIL_ID);
  const enterpriseRoleIds = rolesByEnterprise[enterpriseId] ?? [];
  const roleId =
    session?.currentRoleId && enterpriseRoleIds.includes(session.currentRoleId) ? session.currentRoleId : NIL_ID;

  return {
    userId: claims.sub,
    username: profile.username ?? claims.username ?? '',
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    enterpriseIds,
    enterpriseId,
    roleId,
    enterpriseRoleIds,
    effectiveRoleIds: roleId === NIL_ID ? enterpriseRoleIds : [roleId],
    rolesByEnterprise,
    adminEnterpriseIds: enterpriseIds.filter((id) => adminEnterpriseIds.has(id)),
    functionRoles,
    isPlatformAdmin: functionRoles.includes(FUNCTION_ROLE.platformAdmin),
    isAuditor: functionRoles.includes(FUNCTION_ROLE.auditor),
    ...(claims.sessionKey !== undefined ? { sessionKey: claims.sessionKey } : {}),
    ...(claims.iat !== undefined && Number.isFinite(issuedAt) ? { tokenIssuedAt: issuedAt } : {}),
    phoneValidationPending: profile.phoneValidationRequired === true && !phoneValidated,
  };
}
