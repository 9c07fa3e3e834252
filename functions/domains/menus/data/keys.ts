/**
 * Key builders of the menus domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const menuKeys = {
  roleMenuPrivilege: (roleId: string, menuId: string) => ({ pk: `ROLE#${roleId}`, sk: `MENU#${menuId}` }),
  menu: (enterpriseId: string, menuId: string) => ({ pk: `MENUS#${enterpriseId}`, sk: `MENU#${menuId}` }),
  /** A deployed front end (kind `web`) that menus can point at. */
  deployment: (kind: string, deploymentId: string) => ({ pk: `DEPLOYMENTS#${kind}`, sk: `DEPLOY#${deploymentId}` }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const menuIndexKeys = {
  /** gsi1: the roles granting privileges on a menu (role-menu-privilege items). */
  roleOfMenu: (menuId: string, roleId: string) => ({ gsi1pk: `MENUROLES#${menuId}`, gsi1sk: `ROLE#${roleId}` }),
  /** gsi2: a menu by its id alone (deleteMenu/{id} names no scope). */
  menuById: (menuId: string) => ({ gsi2pk: `MENUID#${menuId}`, gsi2sk: '#MENU' }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The menus domain's values guarded by uniqueness markers. */
  interface UniqueKinds {
    menuUrl: true;
  }
}
