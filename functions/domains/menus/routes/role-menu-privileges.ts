import { roleMenuPrivilegeContracts as contracts } from '../../../../shared/contracts/menus.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { batchGetItems } from '../../../lib/data/batch.js';
import { findMenuById, listMenus } from '../data/menu.js';
import {
  listRoleMenuPrivileges,
  listRolesGrantingMenu,
  replaceRoleMenuPrivileges,
} from '../data/role-menu-privilege.js';
import { ForbiddenError, NotFoundError, ValidationError, type FieldIssue } from '../../../lib/errors.js';
import { assertAdministratorRemains, roleKeys, type RoleRecord } from '../../roles/index.js';
import { implement } from '../../../lib/http/implement.js';
import { buildFullMenuTree, type MenuTreeNode } from '../views/menu-tree.js';
import { grantsInEffect } from '../../../lib/auth/privileges.js';
import type { MenuRecord, RoleMenuPrivilegeRecord } from '../data/records.js';

/** A menu node of the role-privilege screen: `privileges` grantable, `privilege` what the role holds, `granted` whether it has an entry. */
export type RoleMenuTreeNode = MenuTreeNode & { privilege: string[]; granted: boolean; children: RoleMenuTreeNode[] };

/** The menus a role can be granted: the platform catalogue, plus its enterprise's own menus for an enterprise role. */
async function grantableMenus(role: RoleRecord): Promise<MenuRecord[]> {
  const [platform, own] = await Promise.all([
    listMenus({ enterpriseId: NIL_ID }),
    role.enterpriseId === NIL_ID ? Promise.resolve([]) : listMenus({ enterpriseId: role.enterpriseId }),
  ]);
  return [...platform, ...own];
}

/**
 * Stops escalation and stripping: a privilege of a platform catalogue menu may only be added to or removed
 * from the role by a caller who holds it in the role's enterprise; platform administrators hold all. A bare
 * menu entry (visible, no privilege) grants nothing and is not limited. Otherwise a
 * role holding only the privilege screen could rewrite a richer role, e.g. cut the administrator role to
 * one grant. The enterprise's own menus and public menus (everyone signed in sees those) are not limited.
 */
async function assertChangesWithinCaller(
  caller: Caller,
  role: RoleRecord,
  submitted: ReadonlyMap<string, ReadonlySet<string>>,
  menus: ReadonlyMap<string, MenuRecord>,
  held: readonly RoleMenuPrivilegeRecord[],
): Promise<void> {
  const own = await grantsInEffect(caller, role.enterpriseId);
  if (!own) return;
  const current = new Map(held.map((entry) => [entry.menuId, new Set(entry.privileges)]));
  const beyond = [...new Set([...current.keys(), ...submitted.keys()])].flatMap((menuId) => {
    const menu = menus.get(menuId);
    // A grant on a menu that is no longer grantable (deleted) is dropped by any change; nobody holds it.
    if (!menu || menu.enterpriseId !== NIL_ID || menu.isPublic) return [];
    const before = current.get(menuId);
    const after = submitted.get(menuId);
    const changed = menu.privileges.filter((code) => (before?.has(code) ?? false) !== (after?.has(code) ?? false));
    return changed.filter((code) => !own.get(menuId)?.has(code)).map((code) => `${menu.url ?? menuId}:${code}`);
  });
  if (beyond.length) {
    throw new ForbiddenError(`You can only grant or remove privileges you hold yourself: ${beyond.join(', ')}`, {
      privileges: beyond,
    });
  }
}

export const roleMenuPrivilegeRoutes = [
  /** Every menu the role can be granted, each node carrying the role's `privilege` list on it. */
  // The access check loaded the role (`{ role: 'query.roleId' }`) and checked its enterprise.
  implement(contracts.getMenusAndPrivilege, async ({ query, record: role }): Promise<RoleMenuTreeNode[]> => {
    if (query.enterpriseId !== undefined && query.enterpriseId !== role.enterpriseId) {
      throw new ValidationError('The role belongs to another enterprise', [
        { field: 'query.enterpriseId', message: "must be the role's enterprise" },
      ]);
    }
    const [menus, entries] = await Promise.all([grantableMenus(role), listRoleMenuPrivileges({ roleId: role.id })]);
    const held = new Map(entries.map((e) => [e.menuId, e.privileges]));
    return buildFullMenuTree(menus, (menu) => ({
      privilege: menu.privileges.filter((p) => held.get(menu.id)?.includes(p)),
      granted: held.has(menu.id),
    })) as RoleMenuTreeNode[];
  }),

  /**
   * Replaces the role's grants with the submitted `{roleId, menuId, privilege}`
   * triples (merged per menu; an empty list = visible without privileges).
   * Every menu must be grantable to the role and every privilege declared by
   * its menu; nothing is written otherwise.
   */
  implement(
    contracts.submitRoleMenuPrivilege,
    async ({ caller, body, record: role }): Promise<{ roleId: string; menus: number }> => {
      const menus = new Map((await grantableMenus(role)).map((m) => [m.id, m]));
      const merged = new Map<string, Set<string>>();
      const fields: FieldIssue[] = [];
      body.forEach((entry, i) => {
        if (entry.roleId !== role.id)
          fields.push({ field: `body.${i}.roleId`, message: 'must be the role in the path' });
        const menu = menus.get(entry.menuId);
        if (!menu) {
          fields.push({ field: `body.${i}.menuId`, message: 'no such menu for this role' });
          return;
        }
        const codes = typeof entry.privilege === 'string' ? [entry.privilege] : entry.privilege;
        const unknown = codes.filter((code) => !menu.privileges.includes(code));
        if (unknown.length) {
          fields.push({ field: `body.${i}.privilege`, message: `not grantable on this menu: ${unknown.join(', ')}` });
        }
        const set = merged.get(menu.id) ?? new Set<string>();
        codes.forEach((code) => set.add(code));
        merged.set(menu.id, set);
      });
      if (fields.length) throw new ValidationError('Invalid menu privileges', fields);
      const held = await listRoleMenuPrivileges({ roleId: role.id });
      await assertChangesWithinCaller(caller, role, merged, menus, held);
      const witness = await assertAdministratorRemains(role.enterpriseId, {
        regranted: { roleId: role.id, grants: merged },
      });
      const grants: RoleMenuPrivilegeRecord[] = [...merged].map(([menuId, set]) => ({
        roleId: role.id,
        menuId,
        enterpriseId: role.enterpriseId,
        privileges: menus.get(menuId)!.privileges.filter((p) => set.has(p)),
      }));
      await replaceRoleMenuPrivileges({ roleId: role.id, grants, current: held, witness });
      return { roleId: role.id, menus: grants.length };
    },
  ),

  /**
   * The roles that see a menu (menu-role-config screen): every role with a
   * grant on it, limited to the roles the caller administers, with their privileges.
   */
  implement(contracts.getMenuRoles, async ({ caller, params }): Promise<(RoleRecord & { privilege: string[] })[]> => {
    const menu = await findMenuById({ menuId: params.id });
    if (!menu) throw new NotFoundError('Menu not found');
    if (!caller.isPlatformAdmin && menu.enterpriseId !== NIL_ID && menu.enterpriseId !== caller.enterpriseId) {
      throw new ForbiddenError("Another enterprise's menu");
    }
    const entries = (await listRolesGrantingMenu({ menuId: menu.id })).filter(
      (e) => caller.isPlatformAdmin || e.enterpriseId === caller.enterpriseId,
    );
    const roles = await batchGetItems<RoleRecord & Record<string, unknown>>(
      entries.map((e) => roleKeys.role(e.enterpriseId, e.roleId)),
    );
    const privilegeOf = new Map(entries.map((e) => [e.roleId, e.privileges]));
    return roles
      .map(({ id, enterpriseId, name, nameEn, code, description }) => ({
        id,
        enterpriseId,
        name,
        ...(nameEn ? { nameEn } : {}),
        ...(code ? { code } : {}),
        ...(description ? { description } : {}),
        privilege: privilegeOf.get(id) ?? [],
      }))
      .sort((a, b) => a.enterpriseId.localeCompare(b.enterpriseId) || a.name.localeCompare(b.name));
  }),
];
