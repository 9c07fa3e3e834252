import type * as z from 'zod/mini';
import { deploymentContracts, menuContracts, roleMenuPrivilegeContracts } from '@shared/contracts/menus.js';
import { call } from '@/api/http-client.js';
import type {
  DeploymentSchema,
  Menu,
  MenuRolesResponseSchema,
  MenuTreeNode,
  RoleMenuTreeNode,
  SubmitMenuBody,
} from '@shared/schemas/menu.js';

/*
 * Menu maintenance, role-menu privileges and web deployments (docs/menus.md).
 * Answers are typed by the server's own response schemas (shared/schemas/menu.ts), not parsed: the server validates.
 */

/** A stored menu node of `getMenus` (spec doc 1 §3 Menu), with its children. */
export type MenuItem = MenuTreeNode;
export type MenuType = MenuItem['type'];
/** A node of `getMenusAndPrivilege`: `privilege` = what the role holds, `granted` = the role sees it. */
export type RoleMenuItem = RoleMenuTreeNode;
/** The body of `submitMenu` (no `id`: create), every field the form edits present. */
export type MenuInput = SubmitMenuBody;
/** A web deployment menus open their urls under. */
export type Deployment = z.infer<typeof DeploymentSchema>;
/** A role that sees a menu, with what it holds on it (`getMenuRoles`). */
export type MenuRole = z.infer<typeof MenuRolesResponseSchema>[number];

/** `GET /api-menu/getMenus[?enterpriseId]`: a scope's whole tree (no enterprise: the platform catalogue). */
export function getMenus(enterpriseId: string | undefined, signal?: AbortSignal): Promise<MenuItem[]> {
  return call(menuContracts.getMenus, { query: { enterpriseId }, signal });
}

/** `POST /api-menu/submitMenu`: creates or updates a node; answers the stored node (without children). */
export function submitMenu(menu: MenuInput): Promise<Menu> {
  return call(menuContracts.submitMenu, { body: menu });
}

/** `DELETE /api-menu/deleteMenu/{id}` (409 while the node has children). */
export async function deleteMenu(id: string): Promise<void> {
  await call(menuContracts.deleteMenu, { params: { id } });
}

/** `GET /api-menu/getMenusAndPrivilege?roleId&enterpriseId` */
export function getMenusAndPrivilege(
  roleId: string,
  enterpriseId: string | undefined,
  signal?: AbortSignal,
): Promise<RoleMenuItem[]> {
  return call(roleMenuPrivilegeContracts.getMenusAndPrivilege, { query: { roleId, enterpriseId }, signal });
}

/** `POST /api-menu/submitRoleMenuPrivilege/{roleId}`: replaces the role's grants with the triples. */
export async function submitRoleMenuPrivilege(
  roleId: string,
  entries: { roleId: string; menuId: string; privilege: string[] }[],
): Promise<void> {
  await call(roleMenuPrivilegeContracts.submitRoleMenuPrivilege, { params: { roleId }, body: entries });
}

/** `GET /api-menu/getMenuRoles/{id}`: the roles (the caller administers) that see a menu. */
export function getMenuRoles(menuId: string, signal?: AbortSignal): Promise<MenuRole[]> {
  return call(roleMenuPrivilegeContracts.getMenuRoles, { params: { id: menuId }, signal });
}

/** `GET /api-backend/deployments/web` */
export function getWebDeployments(signal?: AbortSignal): Promise<Deployment[]> {
  return call(deploymentContracts.webDeployments, { signal });
}
