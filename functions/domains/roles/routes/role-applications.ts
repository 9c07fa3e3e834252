import { randomUUID } from 'node:crypto';
import type { ApplicationScope } from '../../../../shared/constants/grant-rules.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import { DISABLED_USER_ROLE_NAME } from '../../../../shared/constants/role-rules.js';
import { roleApplicationContracts as contracts } from '../../../../shared/contracts/roles.js';
import type {
  RoleApplication,
  RoleSummary,
  UserRoles,
  UserWithRoles,
} from '../../../../shared/schemas/grants-responses.js';
import type { Caller } from '../../../lib/auth/caller.js';
import {
  listMembershipsOfUser,
  getUserProfile,
  matchesPrefix,
  membersWithProfiles,
  type UserRecord,
} from '../../identity/index.js';
import {
  ADMIN_ROLE_CODES,
  approveRoleApplication,
  closeRoleApplication,
  createRoleApplications,
  getRoleApplication,
  listRoleApplicationsOfEnterprise,
  listRoleApplicationsOfUser,
  replaceRolesOfUser,
  type RoleApplicationRecord,
} from '../data/role-application.js';
import { listHoldersOfRole, listRoleAssignmentsOfUser } from '../data/role-assignment.js';
import { findRoleById } from '../data/role-by-id.js';
import { getRole, getRolesOfEnterprise, listRolesOfEnterprise, type RoleRecord } from '../data/role.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { assertAdministratorRemains } from '../administrators.js';
import { implement } from '../../../lib/http/implement.js';
import { respond } from '../../../lib/http/route.js';
import { notifyReviewDecision, ROLES_SYSTEM_MESSAGES, systemMessage } from '../../messaging/index.js';
import { asDecided, decisionBy } from '../review-decision.js';
import { pageOf, readAllPages, readNumberedPage } from '../../../lib/data/paging.js';

/** Where the applicant follows a decision: their application list of the scope. */
const APPLY_SCREENS: Record<ApplicationScope, string> = {
  enterprise: '/console/apply-enterprise-roles',
  platform: '/console/apply-platform-roles',
};

const scopeOf = (enterpriseId: string): ApplicationScope => (enterpriseId === NIL_ID ? 'platform' : 'enterprise');

/** An application as the calls return it: no keys, index or search attributes, no decider id. */
export function toRoleApplication(record: RoleApplicationRecord): RoleApplication {
  return {
    id: record.id,
    userId: record.userId,
    username: record.username,
    enterpriseId: record.enterpriseId,
    scope: scopeOf(record.enterpriseId),
    roleId: record.roleId,
    roleName: record.roleName,
    ...(record.roleNameEn ? { roleNameEn: record.roleNameEn } : {}),
    reason: record.reason,
    state: record.state,
    createdAt: record.createdAt,
    ...(record.decidedAt ? { decidedAt: record.decidedAt } : {}),
    ...(record.deciderName ? { deciderName: record.deciderName } : {}),
    ...(record.decisionReason ? { decisionReason: record.decisionReason } : {}),
  };
}

const toRoleSummary = (role: RoleRecord): RoleSummary => ({
  id: role.id,
  name: role.name,
  ...(role.nameEn ? { nameEn: role.nameEn } : {}),
  ...(role.code ? { code: role.code } : {}),
});

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The enterprise whose roles a scope means for the caller: the platform
 * (NIL_ID), or the current enterprise, which must be a real one (400 while
 * the caller's current context is the platform or no enterprise at all).
 */
function enterpriseOfScope(caller: Caller, scope: ApplicationScope): string {
  if (scope === 'platform') return NIL_ID;
  if (caller.enterpriseId === NIL_ID || !caller.enterpriseIds.includes(caller.enterpriseId)) {
    throw new ValidationError('Switch to an enterprise first: enterprise roles are those of the current enterprise', [
      { field: 'scope', message: 'No current enterprise' },
    ]);
  }
  return caller.enterpriseId;
}

/** Every role of an enterprise (tens), read to the end. */
const allRolesOf = (enterpriseId: string) => readAllPages((cursor) => listRolesOfEnterprise({ enterpriseId, cursor }));

/** A member with the roles they hold in the enterprise. */
async function userWithRoles(profile: UserRecord, enterpriseId: string): Promise<UserWithRoles> {
  const held = await listRoleAssignmentsOfUser({ userId: profile.userId, enterpriseId });
  const roles = await getRolesOfEnterprise({ enterpriseId, roleIds: held.map((a) => a.roleId) });
  return {
    id: profile.userId,
    username: profile.username,
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    roles: roles.map(toRoleSummary).sort(byName),
  };
}

/** The user's roles in the enterprise plus every role there; 404 unless the user is a member. */
async function userRolesOf(enterpriseId: string, userId: string): Promise<UserRoles> {
  const [profile, memberships] = await Promise.all([getUserProfile({ userId }), listMembershipsOfUser({ userId })]);
  if (!profile || profile.removed || !memberships.some((m) => m.enterpriseId === enterpriseId)) {
    throw new NotFoundError('The user is not a member of this enterprise');
  }
  const [user, roles] = await Promise.all([userWithRoles(profile, enterpriseId), allRolesOf(enterpriseId)]);
  return { enterpriseId, user, available: roles.map(toRoleSummary).sort(byName) };
}

/**
 * A pending application of the enterprise the path names (the route's rule
 * checked the caller's privilege there): 404 when unknown or of another
 * enterprise, 403 for the reviewer's own application.
 */
async function reviewableApplication(
  params: { enterpriseId: string; applicationId: string },
  caller: Caller,
): Promise<RoleApplicationRecord> {
  const application = await getRoleApplication({ applicationId: params.applicationId });
  if (!application || application.enterpriseId !== params.enterpriseId) {
    throw new NotFoundError('Application not found');
  }
  if (application.userId === caller.userId) throw new ForbiddenError('Nobody reviews their own application');
  return application;
}

export const roleApplicationRoutes = [
  /**
   * The roles of a scope the caller may apply for, each flagged `held` (the
   * caller holds it) or `pending` (an application waits). The role named
   * Disabled User is never offered.
   */
  implement(contracts.applicableRoles, async ({ caller, query }) => {
    const enterpriseId = enterpriseOfScope(caller, query.scope);
    const held = new Set(caller.rolesByEnterprise[enterpriseId] ?? []);
    const [roles, pending] = await Promise.all([
      allRolesOf(enterpriseId),
      listRoleApplicationsOfUser({ userId: caller.userId, enterpriseId, state: 'PENDING', offset: 0, limit: 1000 }),
    ]);
    const pendingIds = new Set(pending.items.map((a) => a.roleId));
    return roles
      .filter((role) => role.name !== DISABLED_USER_ROLE_NAME)
      .sort(byName)
      .map((role) => ({
        ...toRoleSummary(role),
        enterpriseId: role.enterpriseId,
        ...(role.description ? { description: role.description } : {}),
        held: held.has(role.id),
        pending: pendingIds.has(role.id),
      }));
  }),
  /**
   * Applies for roles of the current enterprise (`scope: enterprise`) or of
   * the platform: one pending application per role, all or nothing. 400 for
   * roles not of the scope, 409 for roles held or already applied for.
   */
  implement(contracts.applyForRoles, async ({ caller, body }) => {
    const enterpriseId = enterpriseOfScope(caller, body.scope);
    const roles = await getRolesOfEnterprise({ enterpriseId, roleIds: body.roleIds });
    const unknown = body.roleIds.filter((id) => !roles.some((r) => r.id === id));
    if (unknown.length > 0 || roles.some((r) => r.name === DISABLED_USER_ROLE_NAME)) {
      throw new ValidationError('Apply only for roles of the chosen scope', [
        { field: 'body.roleIds', message: `Not roles one can apply for here: ${unknown.join(', ')}` },
      ]);
    }
    const createdAt = new Date().toISOString();
    const applications: RoleApplicationRecord[] = roles.map((role) => ({
      id: randomUUID(),
      userId: caller.userId,
      username: caller.username,
      enterpriseId,
      roleId: role.id,
      roleName: role.name,
      ...(role.nameEn ? { roleNameEn: role.nameEn } : {}),
      ...(role.code ? { roleCode: role.code } : {}),
      reason: body.reason,
      state: 'PENDING',
      createdAt,
    }));
    await createRoleApplications({ applications });
    return respond(201, applications.map(toRoleApplication));
  }),
  /** The caller's own applications, newest first; `scope` and `state` narrow them (zero-based `page`). */
  implement(contracts.roleApplications, async ({ caller, query }) => {
    const enterpriseId = query.scope ? enterpriseOfScope(caller, query.scope) : undefined;
    return readNumberedPage(
      query.page,
      query.size,
      (window) =>
        listRoleApplicationsOfUser({
          userId: caller.userId,
          ...(enterpriseId ? { enterpriseId } : {}),
          ...(query.state ? { state: query.state } : {}),
          ...window,
        }),
      toRoleApplication,
    );
  }),
  /** The applicant withdraws a pending application (403 for someone else's, 409 once decided). */
  implement(contracts.withdrawRoleApplication, async ({ caller, params }) => {
    const application = await getRoleApplication({ applicationId: params.applicationId });
    if (!application) throw new NotFoundError('Application not found');
    if (application.userId !== caller.userId) throw new ForbiddenError('You can only withdraw your own applications');
    const at = new Date().toISOString();
    await closeRoleApplication({ application, state: 'WITHDRAWN', at });
    return toRoleApplication({ ...application, state: 'WITHDRAWN', decidedAt: at });
  }),
  /**
   * The review queue of an enterprise (NIL_ID: platform roles, platform
   * administrators only): applications in one state (default pending),
   * newest first; `username` narrows by prefix.
   */
  implement(contracts.enterpriseRoleApplications, async ({ params, query }) => {
    return readNumberedPage(
      query.page,
      query.size,
      (window) =>
        listRoleApplicationsOfEnterprise({
          enterpriseId: params.enterpriseId,
          state: query.state,
          ...(query.username ? { usernamePrefix: query.username } : {}),
          ...window,
        }),
      toRoleApplication,
    );
  }),
  /**
   * Approves a pending application: the state change and the role
   * assignment in one transaction (409 when no longer pending, so a second
   * approval fails); the applicant is notified.
   */
  implement(contracts.approveRoleApplication, async ({ caller, params }) => {
    const application = await reviewableApplication(params, caller);
    if (application.state !== 'PENDING') throw new ConflictError('The application is no longer pending');
    const role = await getRole({ enterpriseId: application.enterpriseId, roleId: application.roleId });
    if (!role) throw new ConflictError('The role no longer exists; reject the application instead');
    const decision = decisionBy(caller);
    await approveRoleApplication({ application, role, ...decision });
    await notifyReviewDecision(caller, {
      notifierIds: [application.userId],
      ...systemMessage(ROLES_SYSTEM_MESSAGES, {
        template: 'roles.applicationApproved',
        params: { role: application.roleName },
      }),
      action: APPLY_SCREENS[scopeOf(application.enterpriseId)],
    });
    return toRoleApplication(asDecided(application, 'APPROVED', decision));
  }),
  /** Rejects a pending application with a reason (409 when no longer pending); the applicant is notified. */
  implement(contracts.rejectRoleApplication, async ({ caller, params, body }) => {
    const application = await reviewableApplication(params, caller);
    const decision = decisionBy(caller, body.reason);
    await closeRoleApplication({ application, state: 'REJECTED', ...decision });
    await notifyReviewDecision(caller, {
      notifierIds: [application.userId],
      ...systemMessage(ROLES_SYSTEM_MESSAGES, {
        template: 'roles.applicationRejected',
        params: { role: application.roleName, reason: body.reason },
      }),
      action: APPLY_SCREENS[scopeOf(application.enterpriseId)],
    });
    return toRoleApplication(asDecided(application, 'REJECTED', decision));
  }),
  /**
   * The assign screens' user list: members of the enterprise (NIL_ID: the
   * platform's staff) with the roles they hold there, by username;
   * `username` narrows by prefix; deregistered users are left out.
   */
  implement(contracts.userRoles, async ({ params, query }) => {
    const rows = (await membersWithProfiles(params.enterpriseId)).filter(
      ({ profile }) => !profile.removed && matchesPrefix(profile.username, query.username),
    );
    const start = query.pageNumber * query.pageSize;
    const content = await Promise.all(
      rows.slice(start, start + query.pageSize).map(({ profile }) => userWithRoles(profile, params.enterpriseId)),
    );
    return pageOf(content, rows.length, query.pageNumber, query.pageSize);
  }),
  /** One member's roles in the enterprise and every role there (404 unless a member). */
  implement(contracts.getMemberRoles, async ({ params }) => userRolesOf(params.enterpriseId, params.userId)),
  /**
   * Sets every role a member holds in the enterprise, in one transaction.
   * Roles of another enterprise: 403; unknown roles: 400. The last holder of
   * an administrator role keeps it (409), and so does the last one holding
   * role and privilege management (409 `lastAdministrator`), race-free: the
   * transaction also checks that the other holder's assignment still exists.
   */
  implement(contracts.setMemberRoles, async ({ params, body }) => {
    const { enterpriseId, userId } = params;
    const roles = new Map((await allRolesOf(enterpriseId)).map((role) => [role.id, role]));
    const foreign = body.roleIds.filter((id) => !roles.has(id));
    if (foreign.length > 0) {
      const elsewhere = await Promise.all(foreign.map((roleId) => findRoleById({ roleId })));
      if (elsewhere.some((role) => role !== undefined)) {
        throw new ForbiddenError('Roles of another enterprise cannot be assigned here');
      }
      throw new ValidationError('Unknown roles', [
        { field: 'body.roleIds', message: `Roles not found: ${foreign.join(', ')}` },
      ]);
    }
    const current = await listRoleAssignmentsOfUser({ userId, enterpriseId });
    const currentIds = new Set(current.map((a) => a.roleId));
    const wanted = new Set(body.roleIds);
    const add = body.roleIds.filter((id) => !currentIds.has(id)).map((id) => roles.get(id)!);
    const remove = await Promise.all(
      [...currentIds]
        .filter((id) => !wanted.has(id) && roles.has(id))
        .map(async (id) => {
          const role = roles.get(id)!;
          if (!role.code || !ADMIN_ROLE_CODES.includes(role.code)) return { role };
          const holders = await readAllPages((cursor) => listHoldersOfRole({ roleId: id, cursor }));
          const witness = holders.find((h) => h.userId !== userId);
          if (!witness) throw new ConflictError('The last administrator keeps the administrator role');
          return { role, witnessUserId: witness.userId };
        }),
    );
    const witness = await assertAdministratorRemains(enterpriseId, {
      removed: { userId, roleIds: remove.map(({ role }) => role.id) },
    });
    await replaceRolesOfUser({ userId, enterpriseId, add, remove, witnesses: witness ? [witness] : [] });
    return userRolesOf(enterpriseId, userId);
  }),
];
