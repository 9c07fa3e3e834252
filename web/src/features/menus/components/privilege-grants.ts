import '../messages/menus-messages.js';
import type { MessageKey } from '@/i18n/messages.js';
import type { RoleMenuItem } from '../api/menus.js';
import { flattenTree } from './menu-tree.js';

/** What the role holds per menu id while editing. */
export type Grants = Record<string, { granted: boolean; privilege: string[] }>;

/** The grants a loaded tree holds (every node, folders included). */
export function grantsOf(nodes: readonly RoleMenuItem[]): Grants {
  return Object.fromEntries(flattenTree(nodes).map((n) => [n.id, { granted: n.granted, privilege: n.privilege }]));
}

/**
 * Ticks or unticks a node's "visible" box and the boxes of everything below it: a folder stands for its
 * screens. Unticking also drops the privileges (a hidden menu grants nothing); ticking keeps those held.
 */
export function withVisible(grants: Grants, node: RoleMenuItem, on: boolean): Grants {
  const next = { ...grants };
  for (const each of flattenTree([node])) {
    next[each.id] = { granted: on, privilege: on ? (grants[each.id]?.privilege ?? []) : [] };
  }
  return next;
}

/** Ticks or unticks one privilege of a menu; a ticked privilege makes the menu visible. */
export function withPrivilege(grants: Grants, menu: RoleMenuItem, code: string, on: boolean): Grants {
  const held = new Set(grants[menu.id]?.privilege ?? []);
  if (on) held.add(code);
  else held.delete(code);
  return {
    ...grants,
    [menu.id]: {
      granted: on || (grants[menu.id]?.granted ?? false),
      privilege: menu.privileges.filter((p) => held.has(p)),
    },
  };
}

/** Every menu visible with every privilege it offers (`on`), or nothing at all. */
export function withEverything(nodes: readonly RoleMenuItem[], on: boolean): Grants {
  return Object.fromEntries(
    flattenTree(nodes).map((n) => [n.id, { granted: on, privilege: on ? [...n.privileges] : [] }]),
  );
}

/** How much of a subtree (or a whole tree) is visible: all of it, some of it, or none. */
export function visibleState(grants: Grants, nodes: readonly RoleMenuItem[]): 'all' | 'some' | 'none' {
  const flat = flattenTree(nodes);
  const visible = flat.filter((n) => grants[n.id]?.granted).length;
  if (visible === 0) return 'none';
  return visible === flat.length ? 'all' : 'some';
}

const PRIVILEGE_LABELS: Record<string, MessageKey> = {
  view: 'menus.privilege.code.view',
  add: 'menus.privilege.code.add',
  edit: 'menus.privilege.code.edit',
  delete: 'menus.privilege.code.delete',
  verify: 'menus.privilege.code.verify',
};

/** The label of a privilege code in the console's language; a code the console does not know shows as it is. */
export function privilegeLabelKey(code: string): MessageKey | undefined {
  return PRIVILEGE_LABELS[code];
}
