import type * as z from 'zod/mini';
import { request } from '@/api/http-client.js';
import type {
  DeploymentSchema,
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

const list = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);

/** `GET /api-menu/getMenus[?enterpriseId]`: a scope's whole tree (no enterprise: the platform catalogue). */
export async function getMenus(enterpriseId: string | undefined, signal?: AbortSignal): Promise<MenuItem[]> {
  return list<MenuItem>(await request('GET', '/api-menu/getMenus', { query: { enterpriseId }, signal }));
}

/** `POST /api-menu/submitMenu`: creates or updates a node; answers the stored node. */
export async function submitMenu(menu: MenuInput): Promise<MenuItem> {
  return request('POST', '/api-menu/submitMenu', { body: menu });
}

/** `DELETE /api-menu/deleteMenu/{id}` (409 while the node has children). */
export async function deleteMenu(id: string): Promise<void> {
  await request('DELETE', `/api-menu/deleteMenu/${encodeURIComponent(id)}`);
}

/** `GET /api-menu/getMenusAndPrivilege?roleId&enterpriseId` */
export async function getMenusAndPrivilege(
  roleId: string,
  enterpriseId: string | undefined,
  signal?: AbortSignal,
): Promise<RoleMenuItem[]> {
  return list<RoleMenuItem>(
    await request('GET', '/api-menu/getMenusAndPrivilege', { query: { roleId, enterpriseId }, signal }),
  );
}

/** `POST /api-menu/submitRoleMenuPrivilege/{roleId}`: replaces the role's grants with the triples. */
export async function submitRoleMenuPrivilege(
  roleId: string,
  entries: { roleId: string; menuId: string; privilege: string[] }[],
): Promise<void> {
  await request('POST', `/api-menu/submitRoleMenuPrivilege/${encodeURIComponent(roleId)}`, { body: entries });
}

/** `GET /api-menu/getMenuRoles/{id}`: the roles (the caller administers) that see a menu. */
export async function getMenuRoles(menuId: string, signal?: AbortSignal): Promise<MenuRole[]> {
  return list<MenuRole>(await request('GET', `/api-menu/getMenuRoles/${encodeURIComponent(menuId)}`, { signal }));
}

/** `GET /api-backend/deployments/web` */
export async function getWebDeployments(signal?: AbortSignal): Promise<Deployment[]> {
  return list<Deployment>(await request('GET', '/api-backend/deployments/web', { signal }));
}
