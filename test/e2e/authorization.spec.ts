import { openAsDemo } from './fixtures/demo-sessions.js';
import type { Page } from '@playwright/test';
import { demoEnterpriseIds } from '../../infra/local/seed/demo-accounts.js';
import { publicRoutes } from '../../infra/local/seed/menu-tree.js';
import { expect, test } from './fixtures/own-users.js';
import { ConsolePage } from './pages/console-page.js';
import { LoginPage } from './pages/login-page.js';
import { PrivilegeRoleConfigPage } from './pages/menus-pages.js';
import { RoleListPage, RoleUsersPage } from './pages/roles-pages.js';
import { uniqueSuffix } from './fixtures/unique.js';

const manufacturing = demoEnterpriseIds.manufacturing;
const grantedLinks = ['/console/department-management', '/console/employee-list-management'];

/** Calls the API with the page's own session, as the console would. */
async function apiCall(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string) {
  const token = await new ConsolePage(page).accessToken();
  return page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` } });
}

test('a role with only the department and employee menus narrows both the console and the API for the user who switches to it', async ({
  page,
  browser,
  ownUser,
}) => {
  // A copy of ent-staff of this test's own: the role it is given and switches to stays off the shared ent-staff.
  const entStaff = await ownUser('ent-staff');
  const name = `Maintenance ${uniqueSuffix()}`;
  await openAsDemo(page, 'ent-admin');
  const roles = new RoleListPage(page);
  await roles.open();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/roles'));
  await roles.addRole(name, '只管部门与员工');
  const roleId = ((await (await created).json()) as { id: string }).id;

  await roles.select(name);
  await page.getByTestId('role-users').click();
  await page.waitForURL('**/console/user-role-config');
  const assigned = page.waitForResponse((r) => r.url().includes(`/api-user/roles/${roleId}/users`));
  await new RoleUsersPage(page).addMember(entStaff.username);
  expect((await assigned).status()).toBe(200);

  const config = new PrivilegeRoleConfigPage(page);
  await config.open({ id: roleId, name, enterpriseId: manufacturing });
  for (const menu of ['部门管理', '员工管理']) {
    await config.search(menu);
    await config.expand('企业与用户');
    await config.privilege(menu, '查看').check();
  }
  const submitted = page.waitForResponse((r) => r.url().includes(`/api-menu/submitRoleMenuPrivilege/${roleId}`));
  await config.submit();
  expect((await submitted).status()).toBe(200);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await new LoginPage(staff).signIn(entStaff.username, entStaff.password);
    const console = new ConsolePage(staff);
    await expect(console.sideNavigationLink('/console/equipment-management-list')).toBeAttached();
    await console.switchRole(roleId, name);

    // The role's menus, beside the public pages everyone signed in has (the home, the message centre, the own account).
    for (const href of grantedLinks) await expect(console.sideNavigationLink(href)).toBeAttached();
    await expect(console.sideNavigationLink('/console/equipment-management-list')).toHaveCount(0);
    const hrefs = await console
      .sideNavigation()
      .locator('a[href^="/console"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const everyone = [...publicRoutes].map((route) => (route ? `/console/${route}` : '/console'));
    expect(hrefs.filter((href) => !everyone.includes(href!) && !grantedLinks.includes(href!))).toEqual([]);

    const refused = await apiCall(
      staff,
      'GET',
      `/api-user/enterprisesRoles?enterpriseId=${manufacturing}&page=0&size=10`,
    );
    expect(refused.status()).toBe(403);
    const escalation = await apiCall(staff, 'POST', `/api-user/enterprises/${manufacturing}/roles`);
    expect(escalation.status()).toBe(403);
  } finally {
    // The role goes (the copy of ent-staff is this test's own).
    await staffContext.close();
    await apiCall(page, 'DELETE', `/api-user/enterprises/${manufacturing}/roles/${roleId}?confirm=true`);
  }
});
