import type { MenuNode, MenuPrivileges } from '../../../../shared/schemas/session.js';
import type { MenuRecord, RoleMenuPrivilegeRecord } from '../data/records.js';

/** Privileges granted per menu id: the union over the given role-menu-privilege entries. */
export function grantsByMenu(entries: readonly RoleMenuPrivilegeRecord[]): Map<string, Set<string>> {
  const grants = new Map<string, Set<string>>();
  for (const entry of entries) {
    const set = grants.get(entry.menuId) ?? new Set<string>();
    for (const privilege of entry.privileges) set.add(privilege);
    grants.set(entry.menuId, set);
  }
  return grants;
}

/** Orders granted privileges as the menu declares them, unknown ones last alphabetically. */
function orderedPrivileges(menu: MenuRecord, granted: Set<string> | undefined): string[] {
  if (!granted) return [];
  const declared = menu.privileges.filter((p) => granted.has(p));
  const extra = [...granted].filter((p) => !menu.privileges.includes(p)).sort();
  return [...declared, ...extra];
}

/**
 * Builds the visible menu tree: a menu is shown when a role in effect has a
 * privilege entry on it (even an empty one) or it is public; the ancestors of
 * shown menus are added so the tree stays connected. Siblings are sorted by
 * `sort`, then name. A menu whose parent is unknown becomes a root.
 */
export function buildMenuTree(menus: readonly MenuRecord[], grants: ReadonlyMap<string, Set<string>>): MenuNode[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const visible = new Set<string>();
  for (const menu of menus) {
    if (!grants.has(menu.id) && !menu.isPublic) continue;
    for (let current: MenuRecord | undefined = menu; current && !visible.has(current.id);) {
      visible.add(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
  }
  const nodes = new Map<string, MenuNode>();
  for (const id of visible) {
    const menu = byId.get(id)!;
    nodes.set(id, {
      id: menu.id,
      parentId: menu.parentId,
      name: menu.name,
      ...(menu.nameEn ? { nameEn: menu.nameEn } : {}),
      ...(menu.icon ? { icon: menu.icon } : {}),
      type: menu.type,
      ...(menu.url ? { url: menu.url } : {}),
      sort: menu.sort,
      isPublic: menu.isPublic,
      ...(menu.deploymentId ? { deploymentId: menu.deploymentId } : {}),
      ...(menu.helpPageId ? { helpPageId: menu.helpPageId } : {}),
      privileges: orderedPrivileges(menu, grants.get(id)),
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sortLevel = (level: MenuNode[]) => {
    level.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    level.forEach((n) => sortLevel(n.children));
  };
  sortLevel(roots);
  return roots;
}

/**
 * The privileges a context grants per menu (menus with a non-empty grant),
 * optionally limited to one application's menus (NIL_ID = all applications).
 */
export function menuPrivileges(
  menus: readonly MenuRecord[],
  grants: ReadonlyMap<string, Set<string>>,
  applicationId?: string,
): MenuPrivileges[] {
  return [...menus]
    .filter((m) => (applicationId === undefined ? true : m.applicationId === applicationId))
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
    .map((m) => ({
      menuId: m.id,
      ...(m.url ? { url: m.url } : {}),
      privileges: orderedPrivileges(m, grants.get(m.id)),
    }))
    .filter((entry) => entry.privileges.length > 0);
}

/** A stored menu as the maintenance screens see it (spec doc 1 §3 Menu), with its children. */
export type MenuTreeNode = Omit<MenuRecord, 'childCount'> & { children: MenuTreeNode[] };

/** Every menu of the given records as a tree, siblings by `sort` then name; an orphan becomes a root. */
export function buildFullMenuTree<T extends object = object>(
  menus: readonly MenuRecord[],
  extra: (menu: MenuRecord) => T = () => ({}) as T,
): (MenuTreeNode & T)[] {
  type Node = MenuTreeNode & T;
  const nodes = new Map<string, Node>();
  for (const menu of menus) {
    const { childCount: _count, ...fields } = menu as MenuRecord & { pk?: string };
    const { pk: _pk, sk: _sk, gsi2pk: _g, gsi2sk: _s, entity: _e, ...clean } = fields as Record<string, unknown>;
    // Every documented Menu field is present (doc 1 §3): a menu without an icon answers an empty one.
    nodes.set(menu.id, { icon: '', ...(clean as unknown as MenuRecord), ...extra(menu), children: [] } as Node);
  }
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? (parent.children as Node[]) : roots).push(node);
  }
  const sortLevel = (level: MenuTreeNode[]) => {
    level.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    level.forEach((n) => sortLevel(n.children));
  };
  sortLevel(roots);
  return roots;
}
