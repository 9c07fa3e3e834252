import { queryAll } from './batch.js';
import { indexes, keys } from './keys.js';
import type { RoleMenuPrivilegeRecord } from './records.js';

export type { RoleMenuPrivilegeRecord } from './records.js';

/** The menu privileges of one role: Query `ROLE#<roleId>` with sk begins_with `MENU#`. */
export async function listRoleMenuPrivileges(options: { roleId: string }): Promise<RoleMenuPrivilegeRecord[]> {
  return queryAll<RoleMenuPrivilegeRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.roleMenuPrivilege(options.roleId, '').pk, ':prefix': 'MENU#' },
  });
}

/** The menu privileges of several roles (one Query per role, in parallel). */
export async function listRoleMenuPrivilegesOfRoles(options: {
  roleIds: readonly string[];
}): Promise<RoleMenuPrivilegeRecord[]> {
  const perRole = await Promise.all([...new Set(options.roleIds)].map((roleId) => listRoleMenuPrivileges({ roleId })));
  return perRole.flat();
}

/** The roles that grant privileges on a menu: Query gsi1 `MENUROLES#<menuId>`. */
export async function listRolesGrantingMenu(options: { menuId: string }): Promise<RoleMenuPrivilegeRecord[]> {
  return queryAll<RoleMenuPrivilegeRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `MENUROLES#${options.menuId}` },
  });
}
