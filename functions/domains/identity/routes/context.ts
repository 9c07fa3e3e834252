import { NIL_ID } from '../../../../shared/constants/ids.js';
import type {
  EnterpriseSummary,
  FunctionRole,
  MenuPrivileges,
  RoleSummary,
} from '../../../../shared/schemas/session.js';
import {
  SetCurrentEnterpriseQuerySchema,
  SetCurrentRoleEnterpriseQuerySchema,
  SetCurrentRoleQuerySchema,
} from '../../../../shared/schemas/session.js';
import {
  ApplicationPathSchema,
  ContextQuerySchema,
  CurrentEnterpriseQuerySchema,
  CurrentRoleQuerySchema,
  UserEnterprisePathSchema,
  UserIdQuerySchema,
  UserPathSchema,
  EmptyQuerySchema,
  type CurrentContext,
} from '../../../../shared/schemas/user.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { assertMemberOf, assertRoleHeld, resolveContext } from '../../../lib/auth/context.js';
import { getEnterprise, getEnterprises } from '../data/enterprise.js';
import { listFunctionRolesOfUser } from '../../roles/index.js';
import { getRole, getRolesOfEnterprise } from '../../roles/index.js';
import { setCurrentContext, setCurrentRole } from '../data/session.js';
import { loadMenuGrants } from '../../menus/index.js';
import { menuPrivileges } from '../../menus/index.js';
import { allRolesEntry, toEnterpriseSummary, toRoleSummary } from '../views/summaries.js';
import { ForbiddenError } from '../../../lib/errors.js';
import { defineRoute } from '../../../lib/http/route.js';

/** The summary of an enterprise the caller belongs to, or null (no memberships). */
async function enterpriseSummary(caller: Caller, enterpriseId: string): Promise<EnterpriseSummary | null> {
  if (!caller.enterpriseIds.includes(enterpriseId)) return null;
  const enterprise = await getEnterprise({ enterpriseId });
  return enterprise ? toEnterpriseSummary(enterprise) : null;
}

/** The summary of a role in an enterprise; the synthetic all-roles entry for NIL_ID. */
async function roleSummary(enterpriseId: string, roleId: string): Promise<RoleSummary> {
  if (roleId === NIL_ID) return allRolesEntry(enterpriseId);
  const role = await getRole({ enterpriseId, roleId });
  return role ? toRoleSummary(role) : allRolesEntry(enterpriseId);
}

/** Throws 403 unless the enterprise is one of the caller's memberships. */
function assertMembership(caller: Caller, enterpriseId: string): void {
  if (!caller.enterpriseIds.includes(enterpriseId)) throw new ForbiddenError('You are not a member of this enterprise');
}

export const contextRoutes = [
  /** The enterprises the user belongs to. */
  defineRoute({
    method: 'GET',
    path: '/api-user/users/{userId}/enterprises',
    access: { self: 'path.userId' },
    params: UserPathSchema,
    query: EmptyQuerySchema,
    handler: async ({ caller }): Promise<EnterpriseSummary[]> =>
      (await getEnterprises({ enterpriseIds: caller.enterpriseIds })).map(toEnterpriseSummary),
  }),
  /** The roles the user holds in one of their enterprises, after the synthetic all-roles entry. */
  defineRoute({
    method: 'GET',
    path: '/api-user/users/{userId}/enterprises/{enterpriseId}/roles',
    access: { self: 'path.userId' },
    params: UserEnterprisePathSchema,
    query: EmptyQuerySchema,
    handler: async ({ caller, params }): Promise<RoleSummary[]> => {
      assertMemberOf(caller, params.enterpriseId);
      const roles = await getRolesOfEnterprise({
        enterpriseId: params.enterpriseId,
        roleIds: caller.rolesByEnterprise[params.enterpriseId] ?? [],
      });
      return [allRolesEntry(params.enterpriseId), ...roles.map(toRoleSummary)];
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api-user/currentEnterprise',
    access: { self: 'query.id' },
    query: CurrentEnterpriseQuerySchema,
    handler: async ({ caller }): Promise<EnterpriseSummary | null> => enterpriseSummary(caller, caller.enterpriseId),
  }),
  /** Switches enterprise; the role resets to all roles (spec doc 1 §4). */
  defineRoute({
    method: 'POST',
    path: '/api-user/currentEnterprise',
    access: { self: 'query.id' },
    query: SetCurrentEnterpriseQuerySchema,
    handler: async ({ caller, query }): Promise<EnterpriseSummary | null> => {
      assertMembership(caller, query.enterprise);
      await setCurrentContext({ userId: caller.userId, enterpriseId: query.enterprise, roleId: NIL_ID });
      return enterpriseSummary(caller, query.enterprise);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api-user/currentRoleEnterprise',
    access: { self: 'query.id' },
    query: CurrentRoleQuerySchema,
    handler: async ({ caller, query }): Promise<RoleSummary> => {
      const context = resolveContext(caller, { enterpriseId: query.enterpriseId });
      return roleSummary(context.enterpriseId, context.roleId);
    },
  }),
  /** Switches role within the current enterprise (NIL_ID = all roles). */
  defineRoute({
    method: 'POST',
    path: '/api-user/currentRole',
    access: { self: 'query.id' },
    query: SetCurrentRoleQuerySchema,
    handler: async ({ caller, query }): Promise<CurrentContext> => {
      assertRoleHeld(caller, caller.enterpriseId, query.role);
      await setCurrentRole({ userId: caller.userId, roleId: query.role });
      const [enterprise, role] = await Promise.all([
        enterpriseSummary(caller, caller.enterpriseId),
        roleSummary(caller.enterpriseId, query.role),
      ]);
      return { enterprise, role };
    },
  }),
  /** Switches enterprise and role at once. */
  defineRoute({
    method: 'POST',
    path: '/api-user/currentRoleEnterprise',
    access: { self: 'query.id' },
    query: SetCurrentRoleEnterpriseQuerySchema,
    handler: async ({ caller, query }): Promise<CurrentContext> => {
      assertMembership(caller, query.enterpriseId);
      assertRoleHeld(caller, query.enterpriseId, query.role);
      await setCurrentContext({ userId: caller.userId, enterpriseId: query.enterpriseId, roleId: query.role });
      const [enterprise, role] = await Promise.all([
        enterpriseSummary(caller, query.enterpriseId),
        roleSummary(query.enterpriseId, query.role),
      ]);
      return { enterprise, role };
    },
  }),
  /** Menu privileges of the context (all applications for NIL_ID, else that application's menus). */
  defineRoute({
    method: 'GET',
    path: '/api-user/applications/{appId}/privileges',
    access: { self: 'query.userId' },
    params: ApplicationPathSchema,
    query: ContextQuerySchema,
    handler: async ({ caller, params, query }): Promise<MenuPrivileges[]> => {
      const context = resolveContext(caller, { enterpriseId: query.enterpriseId, roleId: query.roleId });
      const { menus, grants } = await loadMenuGrants(context);
      return menuPrivileges(menus, grants, params.appId === NIL_ID ? undefined : params.appId);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api-user/function/getFunctionRoles',
    access: { self: 'query.userId' },
    query: UserIdQuerySchema,
    handler: async ({ caller }): Promise<FunctionRole[]> =>
      (await listFunctionRolesOfUser({ userId: caller.userId }))
        .map((r) => ({ code: r.code, name: r.name, ...(r.nameEn ? { nameEn: r.nameEn } : {}) }))
        .sort((a, b) => a.code.localeCompare(b.code)),
  }),
];
