import type { Item } from '../../../lib/data/records.js';
import { roleIndexKeys, roleKeys } from './keys.js';

/**
 * Stored shapes of the roles domain's entities and the pure builders of their table items (keys plus index
 * keys). Pure on purpose: the data modules and the local seed (which must not read handler environment) build
 * items the same way.
 */

export interface RoleRecord {
  id: string;
  enterpriseId: string;
  name: string;
  nameEn?: string;
  code?: string;
  description?: string;
  /** The description the English console shows. */
  descriptionEn?: string;
}
export interface RoleAssignmentRecord {
  userId: string;
  enterpriseId: string;
  roleId: string;
  /** The role's code, copied on assignment so loading the caller knows enterprise administrators without another read. */
  roleCode?: string;
}
export interface FunctionRoleRecord {
  userId: string;
  code: string;
  name: string;
  nameEn?: string;
}

export const roleItems = {
  role: (r: RoleRecord): Item<RoleRecord> => ({
    ...roleKeys.role(r.enterpriseId, r.id),
    ...roleIndexKeys.roleById(r.id),
    entity: 'role',
    ...r,
  }),
  roleAssignment: (r: RoleAssignmentRecord): Item<RoleAssignmentRecord> => ({
    ...roleKeys.roleAssignment(r.userId, r.enterpriseId, r.roleId),
    ...roleIndexKeys.holderOfRole(r.roleId, r.userId),
    entity: 'roleAssignment',
    ...r,
  }),
  functionRole: (r: FunctionRoleRecord): Item<FunctionRoleRecord> => ({
    ...roleKeys.functionRole(r.userId, r.code),
    ...roleIndexKeys.holderOfFunctionRole(r.code, r.userId),
    entity: 'functionRole',
    ...r,
  }),
} as const;
