import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../shared/schemas/session.js';
import {
  activeSection,
  menuToNavigationItems,
  menuTrail,
  userMenuEntries,
} from '../../../web/src/components/navigation-items.js';
import { consoleScreens, selectionScreens, userMenuScreens } from '../../../web/src/routing/features.js';

function node(partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'name'>): MenuNode {
  return {
    parentId: null,
    type: 'page',
    sort: 0,
    isPublic: false,
    privileges: [],
    children: [],
    ...partial,
  };
}

const menu: MenuNode[] = [
  node({
    id: 'dir-equipment',
    name: '设备',
    nameEn: 'Equipment',
    type: 'directory',
    sort: 20,
    children: [
      node({ id: 'eq-log', name: '设备日志', nameEn: 'Equipment log', url: '/console/equipment-log', sort: 20 }),
      node({
        id: 'eq-list',
        name: '设备管理',
        nameEn: 'Equipment',
        url: '/console/equipment-management-list',
        sort: 10,
      }),
      node({ id: 'eq-detail', name: '设备详情', url: '/console/equipment-detail/{id}', sort: 30 }),
    ],
  }),
  node({
    id: 'dir-home',
    name: '首页',
    type: 'directory',
    sort: 10,
    children: [node({ id: 'home', name: '控制台首页', url: '/console' })],
  }),
  node({ id: 'dir-empty', name: '空目录', type: 'directory', sort: 30 }),
  node({ id: 'help', name: '帮助', type: 'link', url: 'https://help.example.com/', sort: 40 }),
];

describe('menu tree to side navigation', () => {
  it('turns directories into sections and pages into links, ordered by sort', () => {
    const items = menuToNavigationItems(menu, 'cn');
    expect(items).toEqual([
      {
        type: 'section',
        text: '首页',
        defaultExpanded: true,
        items: [{ type: 'link', text: '控制台首页', href: '/console' }],
      },
      {
        type: 'section',
        text: '设备',
        defaultExpanded: true,
        items: [
          { type: 'link', text: '设备管理', href: '/console/equipment-management-list' },
          { type: 'link', text: '设备日志', href: '/console/equipment-log' },
        ],
      },
      { type: 'link', text: '帮助', href: 'https://help.example.com/', external: true },
    ]);
  });

  it('uses English names in en and falls back to the Chinese name', () => {
    const items = menuToNavigationItems(menu, 'en');
    expect(items.map((item) => ('text' in item ? item.text : ''))).toEqual(['首页', 'Equipment', '帮助']);
  });

  it('leaves out empty directories and pages that need a path parameter', () => {
    const hrefs = JSON.stringify(menuToNavigationItems(menu, 'cn'));
    expect(hrefs).not.toContain('空目录');
    expect(hrefs).not.toContain('{id}');
  });

  it('leaves out screens that need a selection made on another screen, and a directory left empty by them', () => {
    const items = menuToNavigationItems(menu, 'cn', new Set(['/console/equipment-log']));
    expect(JSON.stringify(items)).not.toContain('/console/equipment-log');
    expect(JSON.stringify(menuToNavigationItems(menu, 'cn', new Set(['/console']))).includes('首页')).toBe(false);
  });

  it('knows the console screens that need a selection, each with the entry screen where it is made', () => {
    const screens = consoleScreens();
    const paths = new Set(screens.map((screen) => screen.path));
    for (const detail of [
      '/console/user-role-config',
      '/console/user-role-add',
      '/console/privilege-role-config',
      '/console/platform-user-role-config',
      '/console/platform-user-role-add',
      '/console/platform-privilege-role-config',
      '/console/message-detail',
      '/console/verify-enterprise-detail',
      '/console/verify-user-detail',
    ]) {
      expect(selectionScreens.has(detail)).toBe(true);
    }
    const entries = screens.filter((screen) => screen.selectedOn).map((screen) => screen.selectedOn!);
    expect(entries.filter((entry) => !paths.has(entry) || selectionScreens.has(entry))).toEqual([]);
  });

  it('expands only the section of the screen shown, which holds its page however deep', () => {
    expect(activeSection(menu, '/console/equipment-log')?.id).toBe('dir-equipment');
    expect(activeSection(menu, '/console/nowhere')).toBeUndefined();
    const items = menuToNavigationItems(menu, 'cn', new Set(), 'dir-equipment');
    expect(items.map((item) => ('defaultExpanded' in item ? item.defaultExpanded : undefined))).toEqual([
      false,
      true,
      undefined,
    ]);
  });

  it('lists the personal screens in the user menu, in menu order, never in the side navigation', () => {
    expect([...userMenuScreens].sort()).toEqual([
      '/console/create-user-certify',
      '/console/modify-user-password',
      '/console/user-details',
    ]);
    // Their edit screens are reached from them, so each personal screen has one entry.
    expect(selectionScreens.has('/console/edit-user-details')).toBe(true);
    expect(selectionScreens.has('/console/edit-user-certify')).toBe(true);
    const personal = [
      node({
        id: 'dir-users',
        name: '企业与用户',
        type: 'directory',
        children: [
          node({
            id: 'pw',
            name: '修改密码',
            nameEn: 'Change password',
            url: '/console/modify-user-password',
            sort: 2,
          }),
          node({ id: 'me', name: '个人信息', nameEn: 'My details', url: '/console/user-details', sort: 1 }),
          node({ id: 'emp', name: '员工管理', url: '/console/employee-list-management', sort: 3 }),
        ],
      }),
    ];
    expect(userMenuEntries(personal, 'en', userMenuScreens)).toEqual([
      { href: '/console/user-details', text: 'My details' },
      { href: '/console/modify-user-password', text: 'Change password' },
    ]);
  });

  it('finds the trail from a root to the page of a path, for breadcrumbs', () => {
    expect(menuTrail(menu, '/console/equipment-log').map((n) => n.id)).toEqual(['dir-equipment', 'eq-log']);
    expect(menuTrail(menu, '/console/nowhere')).toEqual([]);
  });

  it("opens a deployed app on the console's origin in the console's frame screen, an external one in a new tab", () => {
    const apps = [
      node({ id: 'dm-1', name: '演示应用', type: 'link', url: '/apps/demomfg/demo/', deploymentId: 'd-1', sort: 1 }),
      node({
        id: 'dm-3',
        name: '静态演示',
        type: 'link',
        url: 'http://localhost:3000/apps/demomfg/static-demo/',
        deploymentId: 'd-3',
        sort: 3,
      }),
      node({
        id: 'dm-2',
        name: '外部应用',
        type: 'link',
        url: 'https://x.example.com/#d-2',
        deploymentId: 'd-2',
        sort: 2,
      }),
    ];
    expect(menuToNavigationItems(apps, 'cn')).toEqual([
      { type: 'link', text: '演示应用', href: '/console/deployed-app/d-1' },
      { type: 'link', text: '外部应用', href: 'https://x.example.com/#d-2', external: true },
      { type: 'link', text: '静态演示', href: '/console/deployed-app/d-3' },
    ]);
    expect(menuTrail(apps, '/console/deployed-app/d-1').map((n) => n.id)).toEqual(['dm-1']);
  });
});
