/**
 * The menus domain (menus, role-menu privileges and console deployments): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { enterpriseAdminGrants } from './admin-role-grants.js';
export { findMenuById, listMenus } from './data/menu.js';
export { listRoleMenuPrivilegesOfRoles } from './data/role-menu-privilege.js';
export { loadMenuGrants } from './menu-access.js';
export { menuPrivileges } from './views/menu-tree.js';
/** For the deployments domain: a deployed app's entry in its enterprise's side navigation. */
export { addDeploymentMenu, removeDeploymentMenu } from './deployment-menus.js';

export { type RoleMenuPrivilegeRecord, menuItems } from './data/records.js';
export { menuKeys } from './data/keys.js';
declare module '../../lib/auth/access-services.js' {
  /** A rule may name a menu (`{ menu: 'path.menuId' }`): the route receives the stored menu. */
  interface AccessRecords {
    menu: import('./data/records.js').MenuRecord;
  }
}
