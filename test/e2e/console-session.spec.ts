import { demoIds } from '../../infra/local/seed/demo-ids.js';
import { NIL_ID } from '../../shared/constants/ids.js';
import { expect, test } from './fixtures/own-users.js';
import { LoginPage } from './pages/login-page.js';
import { openConsolePath } from './pages/console-page.js';

const EQUIPMENT_OPERATOR = '22222222-2222-4222-8222-000000000012';
const employeeList = '/console/employee-list-management';
/** The equipment operator's entry screen; the role has no message centre. */
const gatewayList = '/console/equipment-management-list';
const enterpriseMessageCentre = '/console/message-center-enterprise';
const messageCentre = '/console/message-center';

// One session of a copy of ent-admin (same enterprises and roles), step by step: the enterprise and role it
// switches to and its sign-out persist server-side, and must not reach other files' ent-admin tabs. One sign-in
// for the whole walk: each step leaves the shell as the next expects it.
test("ent-admin's console session: the menu and card, a role and an enterprise switch, the locale, then sign-out", async ({
  page,
  ownUser,
}) => {
  const entAdmin = await ownUser('ent-admin');
  const shell = await new LoginPage(page).signIn(entAdmin.username, entAdmin.password);

  await test.step('shows the menu of all roles and the personal info card', async () => {
    await expect(shell.sideNavigationLink(employeeList)).toBeAttached();
    await expect(shell.sideNavigationLink(enterpriseMessageCentre)).toBeAttached();
    // Only the section of the screen shown is open; the personal screens are in the user menu.
    await expect(shell.sideNavigationLink('/console')).toBeVisible();
    await expect(shell.sideNavigationLink(employeeList)).toBeHidden();
    await expect(shell.sideNavigationLink('/console/user-details')).toHaveCount(0);
    await shell.trigger('user').click();
    await expect(shell.userMenuItem('/console/user-details')).toHaveText('个人信息');
    await expect(shell.userMenuItem('/console/modify-user-password')).toHaveText('修改密码');
    await shell.page.keyboard.press('Escape');
    await expect(shell.personalInfo()).toContainText(`欢迎，${entAdmin.username}`);
    await expect(shell.personalInfo()).toContainText('Demo Manufacturing');
    // Demo Manufacturing is certified: the card says so and offers no 进行企业认证 beside it.
    await expect(shell.page.getByTestId('enterprise-verification')).toHaveAttribute('data-status', '3');
    await expect(shell.personalInfo().getByRole('link', { name: '进行企业认证' })).toHaveCount(0);
  });

  await test.step('switching the role changes the menu', async () => {
    await shell.switchRole(EQUIPMENT_OPERATOR, '设备操作员');
    await expect(shell.sideNavigationLink(gatewayList)).toBeAttached();
    await expect(shell.sideNavigationLink(employeeList)).toHaveCount(0);
    await expect(shell.sideNavigationLink(enterpriseMessageCentre)).toHaveCount(0);
    await shell.switchRole(NIL_ID, '全部角色');
    await expect(shell.sideNavigationLink(enterpriseMessageCentre)).toBeAttached();
  });

  await test.step('switching the enterprise changes the menu and selects all roles', async () => {
    await shell.switchRole(EQUIPMENT_OPERATOR, '设备操作员');
    await shell.switchEnterprise(demoIds.enterprises.logistics, 'Demo Logistics');
    await expect(shell.trigger('role')).toContainText('全部角色');
    await expect(shell.sideNavigationLink(messageCentre)).toBeAttached();
    await expect(shell.sideNavigationLink(employeeList)).toHaveCount(0);
    await shell.switchEnterprise(demoIds.enterprises.manufacturing, 'Demo Manufacturing');
    await expect(shell.sideNavigationLink(employeeList)).toBeAttached();
  });

  await test.step('switching the locale shows Chinese, then English (role names too), and is kept across a reload', async () => {
    await expect(shell.sideNavigation()).toContainText('员工管理');
    await expect(shell.personalInfo()).toContainText('个人信息');
    await expect(shell.personalInfo()).toContainText('企业管理员');
    await shell.switchLocale('en');
    await expect(shell.personalInfo()).toContainText('Personal information');
    await expect(shell.personalInfo()).toContainText('Enterprise administrator, Equipment operator');
    await expect(shell.sideNavigation()).toContainText('Employees');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('en');
    await page.reload();
    await expect(shell.personalInfo()).toContainText(`Welcome, ${entAdmin.username}`);
    await shell.switchLocale('cn');
    await expect(shell.personalInfo()).toContainText(`欢迎，${entAdmin.username}`);
  });

  await test.step('signing out ends the session and returns to the landing page', async () => {
    await shell.signOut();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
    await page.goto('/console');
    await page.waitForURL('**/exception/403');
  });
});

test('an expired session shows the modal titled 登录信息已失效, OK leads to sign-in and back', async ({
  page,
  request,
  ownUser,
}) => {
  const entAdmin = await ownUser('ent-admin');
  // Shorten the re-check (honoured only on the local stage or in dev builds; see web/src/session/check-interval.ts).
  await page.addInitScript(() => window.localStorage.setItem('sia.sessionCheckMs', '1500'));
  const shell = await new LoginPage(page).signIn(entAdmin.username, entAdmin.password);
  const token = await shell.accessToken();
  const revoked = await request.get('/delete-session', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await expect(shell.modalHeader()).toHaveText('登录信息已失效');
  await expect(shell.modalContent()).toHaveText('您的登录状态已失效，请重新登录');
  await expect(shell.modalFooterButton()).toHaveText('确定');
  await shell.modalFooterButton().click();
  await page.waitForURL(/\/common\/login\?service=%2Fconsole$/);
  await new LoginPage(page).submit(entAdmin.username, entAdmin.password);
  await page.waitForURL(/\/console$/);
});

test('in English, seeded records read in English: the platform enterprise, role descriptions and message types', async ({
  page,
  ownUser,
}) => {
  const admin = await ownUser('admin');
  const shell = await new LoginPage(page).signIn(admin.username, admin.password);
  await shell.switchLocale('en');
  await expect(shell.trigger('enterprise')).toHaveText('Platform');
  await expect(shell.personalInfo()).toContainText('Platform');
  await openConsolePath(page, '/console/platform-role-list');
  await expect(page.getByRole('main')).toContainText('Every platform menu and privilege');
  await openConsolePath(page, '/console/message-type');
  await expect(page.getByTestId('message-type-table')).toContainText('System announcement');
  await expect(page.getByTestId('message-type-table')).not.toContainText('系统公告');
  await shell.switchLocale('cn');
});
