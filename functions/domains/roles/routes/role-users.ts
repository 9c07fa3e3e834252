import { ENTERPRISE_ADMIN_ROLE_CODE } from '../../../../shared/constants/ids.js';
import { AssignRoleUsersSchema, RolePathSchema, RoleUserPathSchema } from '../../../../shared/schemas/roles.js';
import { replaceRolesOfUser } from '../data/role-application.js';
import { assignRoleToUsers, listHoldersOfRole, removeRoleAssignment } from '../data/role-assignment.js';
import { assertAdministratorRemains } from '../administrators.js';
import { ConflictError } from '../../../lib/errors.js';
import { defineRoute } from '../../../lib/http/route.js';

/**
 * Giving roles to users and taking them back (no call named by the spec; our
 * design, docs/roles.md). Administrators of the role's enterprise; platform
 * roles platform administrators. A change applies on the user's next request:
 * the caller's roles are read on every request.
 */
export const roleUserRoutes = [
  /** Gives the role to members of its enterprise (all or nothing; 400 naming non-members). */
  defineRoute({
    method: 'POST',
    path: '/api-user/roles/{roleId}/users',
    access: { privilege: 'user-role-add:add', enterprise: { role: 'path.roleId' } },
    params: RolePathSchema,
    body: AssignRoleUsersSchema,
    // The access check loaded the role (`{ role: 'path.roleId' }`) and checked its enterprise.
    handler: async ({ record: role, body }): Promise<{ roleId: string; userIds: string[] }> => {
      await assignRoleToUsers({ role, userIds: body.userIds });
      return { roleId: role.id, userIds: [...new Set(body.userIds)] };
    },
  }),
  /**
   * Takes the role from a user. The last holder of the enterprise
   * administrator role keeps it (409), and so does the last holder of role and
   * privilege management (409 `lastAdministrator`): the enterprise would have no administrator.
   */
  defineRoute({
    method: 'DELETE',
    path: '/api-user/roles/{roleId}/users/{userId}',
    access: {
      privilege: 'user-role-config:edit',
      enterprise: { role: 'path.roleId' },
    },
    params: RoleUserPathSchema,
    handler: async ({ params, record: role }): Promise<{ removed: true }> => {
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
        return { removed: true };
      }
      // Race-free: the removal commits only while the other administrator (the witness) still holds their role.
      await replaceRolesOfUser({
        userId,
        enterpriseId: role.enterpriseId,
        add: [],
        remove: [{ role, witnessUserId }],
        witnesses: witness ? [witness] : [],
      });
      return { removed: true };
    },
  }),
];
