import { describe, expect, it } from 'vitest';
import type { RoleMenuItem } from '../../../web/src/features/menus/api/menus.js';
import {
  grantsOf,
  privilegeLabelKey,
  visibleState,
  withEverything,
  withPrivilege,
  withVisible,
} from '../../../web/src/features/menus/components/privilege-grants.js';

/** A menu node as `getMenusAndPrivilege` answers it. */
function node(id: string, children: RoleMenuItem[] = [], held: Partial<RoleMenuItem> = {}): RoleMenuItem {
  return {
    id,
    parentId: null,
    enterpriseId: 'e',
    name: id,
    type: children.length ? 'directory' : 'page',
    sort: 0,
    privileges: children.length ? [] : ['view', 'edit'],
    isPublic: false,
    privilege: [],
    granted: false,
    children,
    ...held,
  };
}

const screenA = node('a', [], { granted: true, privilege: ['view'] });
const screenB = node('b');
const folder = node('folder', [screenA, screenB]);
const other = node('other');
const tree = [folder, other];

describe('role privilege grants', () => {
  it('ticking a folder ticks every screen below it, keeping what they hold', () => {
    const next = withVisible(grantsOf(tree), folder, true);
    expect(next.folder.granted).toBe(true);
    expect(next.a).toEqual({ granted: true, privilege: ['view'] });
    expect(next.b).toEqual({ granted: true, privilege: [] });
    expect(next.other.granted).toBe(false);
  });

  it('unticking a folder hides every screen below it and drops their privileges', () => {
    const next = withVisible(withVisible(grantsOf(tree), folder, true), folder, false);
    expect(next.a).toEqual({ granted: false, privilege: [] });
    expect(next.b).toEqual({ granted: false, privilege: [] });
  });

  it('reads a folder or the whole tree as all, some or none visible', () => {
    const grants = grantsOf(tree);
    expect(visibleState(grants, [folder])).toBe('some');
    expect(visibleState(grants, [other])).toBe('none');
    expect(visibleState(withVisible(grants, folder, true), [folder])).toBe('all');
    expect(visibleState(grants, tree)).toBe('some');
  });

  it('select-all gives every menu every privilege it offers, and unticking it clears everything', () => {
    const all = withEverything(tree, true);
    expect(all.a).toEqual({ granted: true, privilege: ['view', 'edit'] });
    expect(all.folder).toEqual({ granted: true, privilege: [] });
    expect(visibleState(all, tree)).toBe('all');
    expect(visibleState(withEverything(tree, false), tree)).toBe('none');
  });

  it('ticking a privilege makes its menu visible and keeps the offered order', () => {
    const next = withPrivilege(withPrivilege(grantsOf(tree), screenB, 'edit', true), screenB, 'view', true);
    expect(next.b).toEqual({ granted: true, privilege: ['view', 'edit'] });
  });

  it('labels the known privilege codes and leaves others as they are', () => {
    expect(['view', 'add', 'edit', 'delete', 'verify'].map(privilegeLabelKey)).toEqual([
      'menus.privilege.code.view',
      'menus.privilege.code.add',
      'menus.privilege.code.edit',
      'menus.privilege.code.delete',
      'menus.privilege.code.verify',
    ]);
    expect(privilegeLabelKey('export')).toBeUndefined();
  });
});
