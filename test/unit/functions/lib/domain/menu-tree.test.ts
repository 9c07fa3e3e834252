import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../../../shared/constants/ids.js';
import { buildMenuTree, grantsByMenu, menuPrivileges } from '../../../../../functions/domains/menus/views/menu-tree.js';
import type { MenuRecord } from '../../../../../functions/domains/menus/data/records.js';

const menu = (id: string, parentId: string | null, sort: number, extra: Partial<MenuRecord> = {}): MenuRecord => ({
  id,
  parentId,
  enterpriseId: NIL_ID,
  name: id,
  type: parentId ? 'page' : 'directory',
  url: parentId ? `/console/${id}` : undefined,
  sort,
  privileges: parentId ? ['view', 'add', 'edit', 'delete'] : [],
  isPublic: false,
  ...extra,
});

const catalogue: MenuRecord[] = [
  menu('dir-b', null, 20),
  menu('dir-a', null, 10),
  menu('home', 'dir-a', 10, { isPublic: true }),
  menu('equipment', 'dir-b', 20),
  menu('equipment-log', 'dir-b', 10),
  menu('roles', 'dir-a', 20),
];

const grant = (roleId: string, menuId: string, privileges: string[]) => ({
  roleId,
  menuId,
  enterpriseId: 'e',
  privileges,
});

describe('buildMenuTree', () => {
  it('shows only granted and public menus, with their ancestors, sorted by sort', () => {
    const tree = buildMenuTree(catalogue, grantsByMenu([grant('r1', 'equipment', ['view'])]));
    expect(tree.map((n) => n.id)).toEqual(['dir-a', 'dir-b']);
    expect(tree[0].children.map((n) => n.id)).toEqual(['home']);
    expect(tree[1].children.map((n) => n.id)).toEqual(['equipment']);
  });

  it('unions the privileges of several roles and orders them as the menu declares', () => {
    const tree = buildMenuTree(
      catalogue,
      grantsByMenu([grant('r1', 'roles', ['delete', 'view']), grant('r2', 'roles', ['add', 'view'])]),
    );
    const roles = tree[0].children.find((n) => n.id === 'roles')!;
    expect(roles.privileges).toEqual(['view', 'add', 'delete']);
  });

  it('sorts siblings by sort, not by catalogue order', () => {
    const tree = buildMenuTree(
      catalogue,
      grantsByMenu([grant('r', 'equipment', ['view']), grant('r', 'equipment-log', ['view'])]),
    );
    expect(tree.find((n) => n.id === 'dir-b')!.children.map((n) => n.id)).toEqual(['equipment-log', 'equipment']);
  });

  it('treats an entry with no privileges as a grant of visibility', () => {
    const tree = buildMenuTree(catalogue, grantsByMenu([grant('r', 'roles', [])]));
    expect(tree[0].children.map((n) => n.id)).toEqual(['home', 'roles']);
    expect(tree[0].children[1].privileges).toEqual([]);
  });

  it('gives public menus only when nothing is granted', () => {
    const tree = buildMenuTree(catalogue, new Map());
    expect(tree).toHaveLength(1);
    expect(tree[0].children.map((n) => n.id)).toEqual(['home']);
    expect(tree[0].privileges).toEqual([]);
  });

  it('makes a menu whose parent is missing a root', () => {
    const tree = buildMenuTree([menu('orphan', 'gone', 1)], grantsByMenu([grant('r', 'orphan', ['view'])]));
    expect(tree.map((n) => n.id)).toEqual(['orphan']);
  });
});

describe('menuPrivileges', () => {
  it('lists granted menus with their url and drops menus without privileges', () => {
    const result = menuPrivileges(
      catalogue,
      grantsByMenu([grant('r', 'roles', ['edit', 'view']), grant('r', 'equipment', [])]),
    );
    expect(result).toEqual([{ menuId: 'roles', url: '/console/roles', privileges: ['view', 'edit'] }]);
  });

  it('limits the list to one application when an application id is given', () => {
    const menus = [...catalogue, menu('app-page', 'dir-a', 30, { applicationId: 'app-1' })];
    const grants = grantsByMenu([grant('r', 'roles', ['view']), grant('r', 'app-page', ['view'])]);
    expect(menuPrivileges(menus, grants, 'app-1').map((m) => m.menuId)).toEqual(['app-page']);
  });
});
