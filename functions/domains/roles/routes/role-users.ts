import { ENTERPRISE_ADMIN_ROLE_CODE } from '../../../../shared/constants/ids.js';
import { roleUserContracts as contracts } from '../../../../shared/contracts/roles.js';
import { replaceRolesOfUser } from '../data/role-application.js';
import { assignRoleToUsers, listHoldersOfRole, removeRoleAssignment } from '../data/role-assignment.js';
import { assertAdministratorRemains } from '../administrators.js';
import { ConflictError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';

/**
 * Giving roles to users and taking them back (no call named by the spec; our
 * design, docs/roles.md). Administrators of the role's enterprise; platform
 * roles platform administrators. A change applies on the user's next request:
 * the caller's roles are read on every request.
 */
export const roleUserRoutes = [
  /** Gives the role to members of its enterprise (all or nothing; 400 naming non-members). */
  // The access check loaded the role (`{ role: 'path.roleId' }`) and checked its enterprise.
  implement(contracts.assignRoleUsers, async ({ record: role, body }) => {
    await assignRoleToUsers({ role, userIds: body.userIds });
    return { roleId: role.id, userIds: [...new Set(body.userIds)] };
  }),
  /**
   * Takes the role from a user. The last holder of the enterprise
   * administrator role keeps it (409), and so does the last holder of role and
   * privilege management (409 `lastAdministrator`): the enterprise would have no administrator.
   */
  implement(contracts.removeRoleUser, async ({ params, record: role }) => {
    const { userId } = params;
    const witness = await assertAdministratorRemains(role.enterpriseId, {
      removed: { userId, roleIds: [role.id] },
    });
    let witnessUserId: string | undefined;
    if (role.code === ENTERPRISE_ADMIN_ROLE_CODE) {
      const { items: holders } = await listHoldersOfRole({ roleId: role.id, limit: 2 });
      witnessUserId = holders.find((holder) => holder.userId !== userId)?.userId;
      if (!witnessUserId) throw new ConflictError('The last enterprise administrator keeps the role');
    }
    if (!witness && !witnessUserId) {
      await removeRoleAssignment({ userId, enterpriseId: role.enterpriseId, roleId: role.id });
      return { removed: true as const };
    }
    // Race-free: the removal commits only while the other administrator (the witness) still holds their role.
    await replaceRolesOfUser({
      userId,
      enterpriseId: role.enterpriseId,
      add: [],
      remove: [{ role, witnessUserId }],
      witnesses: witness ? [witness] : [],
    });
    return { removed: true as const };
  }),
];
