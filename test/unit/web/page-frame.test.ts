import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../shared/schemas/session.js';
import { documentTitle, screenBreadcrumbs } from '../../../web/src/components/page-frame.js';

function node(partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'name'>): MenuNode {
  return { parentId: null, type: 'page', sort: 0, isPublic: false, privileges: [], children: [], ...partial };
}

const menu: MenuNode[] = [
  node({ id: 'home', name: '控制台首页', nameEn: 'Console home', url: '/console' }),
  node({
    id: 'roles',
    name: '角色与权限',
    nameEn: 'Roles and privileges',
    type: 'directory',
    children: [node({ id: 'role-list', name: '角色管理', nameEn: 'Roles', url: '/console/role-list' })],
  }),
];

const crumbs = (pathname: string, heading?: string, search = '') =>
  screenBreadcrumbs({
    menu,
    pathname,
    address: `${pathname}${search}`,
    heading,
    locale: 'cn',
    home: '控制台',
    selectedOn: new Map([['/console/role-users', '/console/role-list']]),
  });

describe('the page frame', () => {
  it('titles the document `<screen> – <product>`, the product alone before the screen has a heading', () => {
    expect(documentTitle('角色管理', 'SIA 工业互联网云平台')).toBe('角色管理 – SIA 工业互联网云平台');
    expect(documentTitle(undefined, 'SIA Industrial IoT Cloud')).toBe('SIA Industrial IoT Cloud');
  });

  it('ends every trail in the current page: a menu screen under its menu entries, the home alone (by its heading)', () => {
    expect(crumbs('/console', '控制台首页')).toEqual([{ text: '控制台首页', href: '/console' }]);
    // Directories without an address of their own are not links; the current page keeps its query.
    expect(crumbs('/console/role-list', '角色管理', '?page=2')).toEqual([
      { text: '控制台', href: '/console' },
      { text: '角色管理', href: '/console/role-list?page=2' },
    ]);
  });

  it('puts a selection screen below the screen of its selection, and a screen outside the menu below the home', () => {
    expect(crumbs('/console/role-users', '角色用户：运维', '?id=r1')).toEqual([
      { text: '控制台', href: '/console' },
      { text: '角色管理', href: '/console/role-list' },
      { text: '角色用户：运维', href: '/console/role-users?id=r1' },
    ]);
    expect(crumbs('/console/equipment-detail/g1', '网关 G1')).toEqual([
      { text: '控制台', href: '/console' },
      { text: '网关 G1', href: '/console/equipment-detail/g1' },
    ]);
  });
});
