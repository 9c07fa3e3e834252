import { contextContracts as contracts } from '../../../../shared/contracts/identity.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { EnterpriseSummary, RoleSummary } from '../../../../shared/schemas/session.js';
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
import { implement } from '../../../lib/http/implement.js';

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
  implement(contracts.userEnterprises, async ({ caller }) =>
    (await getEnterprises({ enterpriseIds: caller.enterpriseIds })).map(toEnterpriseSummary),
  ),
  /** The roles the user holds in one of their enterprises, after the synthetic all-roles entry. */
  implement(contracts.userEnterpriseRoles, async ({ caller, params }) => {
    assertMemberOf(caller, params.enterpriseId);
    const roles = await getRolesOfEnterprise({
      enterpriseId: params.enterpriseId,
      roleIds: caller.rolesByEnterprise[params.enterpriseId] ?? [],
    });
    return [allRolesEntry(params.enterpriseId), ...roles.map(toRoleSummary)];
  }),
  implement(contracts.getCurrentEnterprise, async ({ caller }) => enterpriseSummary(caller, caller.enterpriseId)),
  /** Switches enterprise; the role resets to all roles (spec doc 1 §4). */
  implement(contracts.setCurrentEnterprise, async ({ caller, query }) => {
    assertMembership(caller, query.enterprise);
    await setCurrentContext({ userId: caller.userId, enterpriseId: query.enterprise, roleId: NIL_ID });
    return enterpriseSummary(caller, query.enterprise);
  }),
  implement(contracts.getCurrentRoleEnterprise, async ({ caller, query }) => {
    const context = resolveContext(caller, { enterpriseId: query.enterpriseId });
    return roleSummary(context.enterpriseId, context.roleId);
  }),
  /** Switches role within the current enterprise (NIL_ID = all roles). */
  implement(contracts.currentRole, async ({ caller, query }) => {
    assertRoleHeld(caller, caller.enterpriseId, query.role);
    await setCurrentRole({ userId: caller.userId, roleId: query.role });
    const [enterprise, role] = await Promise.all([
      enterpriseSummary(caller, caller.enterpriseId),
      roleSummary(caller.enterpriseId, query.role),
    ]);
    return { enterprise, role };
  }),
  /** Switches enterprise and role at once. */
  implement(contracts.setCurrentRoleEnterprise, async ({ caller, query }) => {
    assertMembership(caller, query.enterpriseId);
    assertRoleHeld(caller, query.enterpriseId, query.role);
    await setCurrentContext({ userId: caller.userId, enterpriseId: query.enterpriseId, roleId: query.role });
    const [enterprise, role] = await Promise.all([
      enterpriseSummary(caller, query.enterpriseId),
      roleSummary(query.enterpriseId, query.role),
    ]);
    return { enterprise, role };
  }),
  /** Menu privileges of the context (all applications for NIL_ID, else that application's menus). */
  implement(contracts.privileges, async ({ caller, params, query }) => {
    const context = resolveContext(caller, { enterpriseId: query.enterpriseId, roleId: query.roleId });
    const { menus, grants } = await loadMenuGrants(context);
    return menuPrivileges(menus, grants, params.appId === NIL_ID ? undefined : params.appId);
  }),
  implement(contracts.getFunctionRoles, async ({ caller }) =>
    (await listFunctionRolesOfUser({ userId: caller.userId }))
      .map((r) => ({ code: r.code, name: r.name, ...(r.nameEn ? { nameEn: r.nameEn } : {}) }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  ),
];
