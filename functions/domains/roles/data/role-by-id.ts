import { findOnIndex } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { RoleRecord } from './records.js';
import { roleIndexKeys } from './keys.js';

/** A role found by its id alone: Query gsi2 `ROLEID#<roleId>` (one item), or undefined. */
export async function findRoleById(options: { roleId: string }): Promise<RoleRecord | undefined> {
  return findOnIndex<RoleRecord>(indexes.gsi2, roleIndexKeys.roleById(options.roleId));
}
