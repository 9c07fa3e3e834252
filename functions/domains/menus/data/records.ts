import type { MenuNodeFields } from '../../../../shared/schemas/session.js';
import type { Item } from '../../../lib/data/records.js';
import { menuIndexKeys, menuKeys } from './keys.js';

/**
 * Stored shapes of the menus domain's entities and the pure builders of their table items (keys plus index
 * keys). Pure on purpose: the data modules and the local seed (which must not read handler environment) build
 * items the same way.
 */

export interface MenuRecord extends MenuNodeFields {
  /** Owner of the menu: NIL_ID for the platform catalogue, else an enterprise's own menus. */
  enterpriseId: string;
  byProxy?: boolean;
  deploymentId?: string;
  helpPageId?: string;
  /** Application the menu belongs to, when it is an application's page. */
  applicationId?: string;
  /** Children currently under this node, kept in the transactions that add, move or delete nodes (guards deleteMenu). */
  childCount?: number;
}
export interface RoleMenuPrivilegeRecord {
  roleId: string;
  menuId: string;
  enterpriseId: string;
  privileges: string[];
}

export const menuItems = {
  menu: (r: MenuRecord): Item<MenuRecord> => ({
    ...menuKeys.menu(r.enterpriseId, r.id),
    ...menuIndexKeys.menuById(r.id),
    entity: 'menu',
    ...r,
  }),
  roleMenuPrivilege: (r: RoleMenuPrivilegeRecord): Item<RoleMenuPrivilegeRecord> => ({
    ...menuKeys.roleMenuPrivilege(r.roleId, r.menuId),
    ...menuIndexKeys.roleOfMenu(r.menuId, r.roleId),
    entity: 'roleMenuPrivilege',
    ...r,
  }),
} as const;
