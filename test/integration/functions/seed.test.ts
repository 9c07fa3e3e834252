import { describe, expect, it } from 'vitest';
import { findOwnerOfUnique } from '../../../functions/domains/identity/data/user.js';
import { listMenus } from '../../../functions/domains/menus/data/menu.js';
import { listRoleMenuPrivileges } from '../../../functions/domains/menus/data/role-menu-privilege.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { seedDemoData } from '../../../infra/local/seed/seed.js';
import { demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import { menuRecords } from '../../../infra/local/seed/menu-tree.js';
import { demoUsernames } from '../../../infra/local/seed/demo-ids.js';
import { localEnv } from '../support/index.js';
import { demoUser } from './session-support.js';

/**
 * The platform menus the seed writes or could duplicate: its own ids, and any
 * menu with the name of a seeded one under the same parent. Menus other files
 * add meanwhile (fresh names and urls) are not counted.
 */
async function seedShapedMenus() {
  const seeded = menuRecords();
  const ids = new Set(seeded.map((menu) => menu.id));
  const places = new Set(seeded.map((menu) => `${menu.parentId}\n${menu.name}`));
  return (await listMenus({ enterpriseId: NIL_ID })).filter(
    (menu) => ids.has(menu.id) || places.has(`${menu.parentId}\n${menu.name}`),
  );
}

describe('demo seed', () => {
  it('can run again without creating users or changing their ids', async () => {
    const menusBefore = await seedShapedMenus();
    const before = await Promise.all(
      demoUsernames.map((username) => findOwnerOfUnique({ kind: 'username', value: username })),
    );
    const messages: string[] = [];
    await seedDemoData({ env: localEnv(), log: (m) => messages.push(m) });
    const after = await Promise.all(
      demoUsernames.map((username) => findOwnerOfUnique({ kind: 'username', value: username })),
    );
    expect(after).toEqual(before);
    expect(before.every(Boolean)).toBe(true);
    expect(messages.join('\n')).toContain('(0 new in Cognito');
    // The re-seed must neither duplicate nor lose a seeded menu.
    const menusAfter = await seedShapedMenus();
    expect(menusAfter.length).toBe(menusBefore.length);
    const ids = new Set(menusAfter.map((menu) => menu.id));
    expect(menuRecords().every((menu) => ids.has(menu.id))).toBe(true);
  }, 60_000);

  it('keys every demo user by the Cognito sub of their token', async () => {
    const user = await demoUser('auditor');
    expect(await findOwnerOfUnique({ kind: 'username', value: 'auditor' })).toBe(user.id);
  });

  it('grants the platform administrator role every menu page', async () => {
    const platformAdmin = demoRoles.find((r) => r.code === 'PLATFORM_ADMIN')!;
    const grants = await listRoleMenuPrivileges({ roleId: platformAdmin.id });
    expect(grants.length).toBe(menuRecords().filter((m) => m.type === 'page').length);
  });
});
