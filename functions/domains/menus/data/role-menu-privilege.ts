import { tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { conditionCheck, writeTransaction } from '../../../lib/data/transactions.js';
import { ConflictError } from '../../../lib/errors.js';
import { menuItems, type RoleMenuPrivilegeRecord } from './records.js';
export type { RoleMenuPrivilegeRecord } from './records.js';
import { menuKeys, menuIndexKeys } from './keys.js';
import { roleKeys } from '../../roles/index.js';

/** The menu privileges of one role: Query `ROLE#<roleId>` with sk begins_with `MENU#`. */
export async function listRoleMenuPrivileges(options: { roleId: string }): Promise<RoleMenuPrivilegeRecord[]> {
  return queryAll<RoleMenuPrivilegeRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': menuKeys.roleMenuPrivilege(options.roleId, '').pk, ':prefix': 'MENU#' },
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
    ExpressionAttributeValues: { ':pk': menuIndexKeys.roleOfMenu(options.menuId, '').gsi1pk },
  });
}

/** DynamoDB's cap on the items of one TransactWrite. */
const TRANSACTION_LIMIT = 100;

/**
 * Replaces a role's menu grants: puts every given grant and deletes the role's
 * grants on menus no longer listed. One TransactWrite when the change fits in
 * 100 items (all or nothing); a larger change runs in consecutive transactions
 * of 100, puts first, so a failure part-way never leaves the role with fewer
 * grants than either the old or the new set.
 */
export async function replaceRoleMenuPrivileges(options: {
  roleId: string;
  grants: readonly RoleMenuPrivilegeRecord[];
  /** The role's grants when the caller has just read them (saves the Query). */
  current?: readonly RoleMenuPrivilegeRecord[];
  /** An assignment that must still exist for the change to commit (who keeps administering the enterprise). */
  witness?: { userId: string; enterpriseId: string; roleId: string };
}): Promise<void> {
  const current = options.current ?? (await listRoleMenuPrivileges({ roleId: options.roleId }));
  const kept = new Set(options.grants.map((g) => g.menuId));
  const puts = options.grants.map((grant) => ({
    Put: { TableName: tableName, Item: menuItems.roleMenuPrivilege(grant) },
  }));
  const deletes = current
    .filter((entry) => !kept.has(entry.menuId))
    .map((entry) => ({
      Delete: { TableName: tableName, Key: menuKeys.roleMenuPrivilege(options.roleId, entry.menuId) },
    }));
  const all = [...puts, ...deletes];
  const { witness } = options;
  // The witness is checked in the first transaction, which holds the deletes when the change fits in one.
  const check = witness
    ? [
        conditionCheck(
          roleKeys.roleAssignment(witness.userId, witness.enterpriseId, witness.roleId),
          'attribute_exists(pk)',
        ),
      ]
    : [];
  const size = TRANSACTION_LIMIT - check.length;
  try {
    for (let i = 0; i < all.length; i += size) {
      await writeTransaction([...(i === 0 ? check : []), ...all.slice(i, i + size)]);
    }
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError('The roles changed meanwhile (another administrator may have left); reload and try again');
  }
}
