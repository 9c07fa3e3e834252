import { menuContracts as contracts } from '../../../../shared/contracts/menus.js';
import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { MenuNode } from '../../../../shared/schemas/session.js';
import { resolveContext } from '../../../lib/auth/context.js';
import { getDeployment } from '../data/deployment.js';
import { getEnterprise } from '../../identity/index.js';
import { deleteMenuRecord, findMenuById, insertMenu, listMenus, replaceMenu } from '../data/menu.js';
import { listRolesGrantingMenu } from '../data/role-menu-privilege.js';
import { loadMenuGrants } from '../menu-access.js';
import { buildFullMenuTree, buildMenuTree, type MenuTreeNode } from '../views/menu-tree.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { assertPrivilege } from '../../../lib/auth/privileges.js';
import { implement } from '../../../lib/http/implement.js';
import type { MenuRecord } from '../data/records.js';

/** True when `candidateId` is `menuId` or lies below it. */
function isSelfOrDescendant(menus: readonly MenuRecord[], menuId: string, candidateId: string): boolean {
  const byId = new Map(menus.map((m) => [m.id, m]));
  for (
    let current = byId.get(candidateId);
    current;
    current = current.parentId ? byId.get(current.parentId) : undefined
  ) {
    if (current.id === menuId) return true;
  }
  return false;
}

export const menuRoutes = [
  /**
   * The caller's menu tree in the current enterprise and role (or a given
   * enterprise/role the caller holds): granted and public menus plus their ancestors.
   */
  implement(contracts.queryMenu, async ({ caller, query }): Promise<MenuNode[]> => {
    const context = resolveContext(caller, { enterpriseId: query.enterpriseId, roleId: query.roleId });
    const { menus, grants } = await loadMenuGrants(context);
    return buildMenuTree(menus, grants);
  }),

  /** A scope's whole menu tree for maintenance: the platform catalogue (absent/NIL_ID) or an enterprise's own menus. */
  implement(contracts.getMenus, async ({ query }): Promise<MenuTreeNode[]> => {
    const enterpriseId = query.enterpriseId ?? NIL_ID;
    return buildFullMenuTree(await listMenus({ enterpriseId }));
  }),

  /**
   * Creates (no `id`) or updates a menu node. The parent must be a menu of the
   * same scope and not the node itself or below it; the url is unique
   * platform-wide; the deployment must exist. Answers the stored node.
   */
  implement(contracts.submitMenu, async ({ caller, body }): Promise<Omit<MenuRecord, 'childCount'>> => {
    const enterpriseId = body.enterpriseId ?? NIL_ID;
    const previous = body.id ? await findMenuById({ menuId: body.id }) : undefined;
    if (body.id && !previous) throw new NotFoundError('Menu not found');
    // The table checked the body's scope; an edit must also be allowed in the menu's own scope.
    if (previous) await assertPrivilege(caller, previous.enterpriseId, 'menu-management-enterprise:edit');
    if (previous && previous.enterpriseId !== enterpriseId) {
      throw new ValidationError('A menu cannot change scope', [
        { field: 'body.enterpriseId', message: 'must be the scope the menu belongs to' },
      ]);
    }
    const parentId = body.parentId ?? null;
    const fields = [];
    if (parentId) {
      const scopeMenus = await listMenus({ enterpriseId });
      if (!scopeMenus.some((m) => m.id === parentId)) {
        fields.push({ field: 'body.parentId', message: 'no such menu in this scope' });
      } else if (previous && isSelfOrDescendant(scopeMenus, previous.id, parentId)) {
        fields.push({ field: 'body.parentId', message: 'cannot be the menu itself or one of its children' });
      }
    }
    if (!previous && enterpriseId !== NIL_ID && !(await getEnterprise({ enterpriseId }))) {
      fields.push({ field: 'body.enterpriseId', message: 'no such enterprise' });
    }
    if (body.deploymentId && !(await getDeployment({ kind: 'web', id: body.deploymentId }))) {
      fields.push({ field: 'body.deploymentId', message: 'no such web deployment' });
    }
    if (new Set(body.privileges).size !== body.privileges.length) {
      fields.push({ field: 'body.privileges', message: 'privileges must not repeat' });
    }
    if (fields.length) throw new ValidationError('Invalid menu', fields);
    const menu: MenuRecord = {
      id: previous?.id ?? randomUUID(),
      parentId,
      enterpriseId,
      name: body.name,
      ...(body.nameEn ? { nameEn: body.nameEn } : {}),
      ...(body.icon ? { icon: body.icon } : {}),
      type: body.type,
      ...(body.url ? { url: body.url } : {}),
      sort: body.sort,
      privileges: body.privileges,
      isPublic: body.isPublic,
      byProxy: body.byProxy,
      ...(body.deploymentId ? { deploymentId: body.deploymentId } : {}),
      ...(body.helpPageId ? { helpPageId: body.helpPageId } : {}),
      ...(previous?.applicationId ? { applicationId: previous.applicationId } : {}),
    };
    if (previous) await replaceMenu({ previous, menu });
    else await insertMenu({ menu });
    return menu;
  }),

  /**
   * Deletes a node without children (409 otherwise: the console asks to delete
   * the page nodes first) together with its url marker and every role's grant on it.
   */
  // The access check loaded the menu (`{ menu: 'path.id' }`) and checked its enterprise.
  implement(contracts.deleteMenu, async ({ record: menu }): Promise<{ id: string }> => {
    // Seeded nodes carry no child counter: the stored children are checked too; the counter guards races.
    const scopeMenus = await listMenus({ enterpriseId: menu.enterpriseId });
    if (scopeMenus.some((m) => m.parentId === menu.id)) {
      throw new ConflictError('Menu has children', { reason: 'hasChildren' });
    }
    const grants = await listRolesGrantingMenu({ menuId: menu.id });
    await deleteMenuRecord({ menu, grantRoleIds: grants.map((g) => g.roleId) });
    return { id: menu.id };
  }),
];
