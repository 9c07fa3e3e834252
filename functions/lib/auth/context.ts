import { NIL_ID } from '../../../shared/constants/ids.js';
import { ForbiddenError } from '../errors.js';
import type { Caller } from './caller.js';

/** An enterprise and role context a request runs in, with the roles it puts into effect. */
export interface RequestContext {
  readonly enterpriseId: string;
  /** The chosen role, or NIL_ID for all roles of the enterprise. */
  readonly roleId: string;
  /** Roles of the chosen enterprise in effect: the role, or every role held there for NIL_ID. */
  readonly effectiveRoleIds: readonly string[];
  /**
   * Roles whose menu grants apply: the effective roles plus, for platform
   * administrators outside the platform context, the platform roles they hold.
   */
  readonly menuRoleIds: readonly string[];
}

/** True when the caller may act in the enterprise (a membership, or the platform context the loader fell back to). */
export function isMemberOf(caller: Caller, enterpriseId: string): boolean {
  return caller.enterpriseIds.includes(enterpriseId) || enterpriseId === caller.enterpriseId;
}

/** Throws 403 unless the caller belongs to the enterprise. */
export function assertMemberOf(caller: Caller, enterpriseId: string): void {
  if (!isMemberOf(caller, enterpriseId)) throw new ForbiddenError('You are not a member of this enterprise');
}

/** Throws 403 unless the role is NIL_ID (all roles) or one the caller holds in the enterprise. */
export function assertRoleHeld(caller: Caller, enterpriseId: string, roleId: string): void {
  if (roleId === NIL_ID) return;
  if (!(caller.rolesByEnterprise[enterpriseId] ?? []).includes(roleId)) {
    throw new ForbiddenError('You do not hold this role in this enterprise');
  }
}

/**
 * Resolves the context of a read: the caller's current enterprise and role
 * from the session records, or an explicitly requested one the caller holds
 * (403 otherwise). A requested enterprise other than the current one without
 * a role means all roles there.
 */
export function resolveContext(
  caller: Caller,
  requested: { enterpriseId?: string; roleId?: string } = {},
): RequestContext {
  const enterpriseId = requested.enterpriseId ?? caller.enterpriseId;
  assertMemberOf(caller, enterpriseId);
  const roleId = requested.roleId ?? (enterpriseId === caller.enterpriseId ? caller.roleId : NIL_ID);
  assertRoleHeld(caller, enterpriseId, roleId);
  const held = caller.rolesByEnterprise[enterpriseId] ?? [];
  const effectiveRoleIds = roleId === NIL_ID ? [...held] : [roleId];
  const platformRoleIds =
    caller.isPlatformAdmin && enterpriseId !== NIL_ID ? (caller.rolesByEnterprise[NIL_ID] ?? []) : [];
  return {
    enterpriseId,
    roleId,
    effectiveRoleIds,
    menuRoleIds: [...new Set([...effectiveRoleIds, ...platformRoleIds])],
  };
}
