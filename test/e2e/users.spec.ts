import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from './fixtures/own-users.js';
import { ConsolePage, openConsolePath } from './pages/console-page.js';
import { LoginPage } from './pages/login-page.js';
import { freshAccount, readSmsCode, RegisterPage } from './pages/register-page.js';
import {
  createPlatformUserByApi,
  EditDetailsPage,
  ListTable,
  PasswordFormPage,
  toasts,
  UserDetailsPage,
  UserListPage,
  watchForText,
} from './pages/users-pages.js';

// Each test works on accounts of its own, so they may spread over the workers: the file runs last (alphabetically),
// and in one worker its five tests kept the other worker idle for the run's last ~12 s.
test.describe.configure({ mode: 'parallel' });

test('a deregistered account is signed out, then restored through registration and signs in again', async ({
  page,
  browser,
  request,
}) => {
  const account = await createPlatformUserByApi(browser);
  await new LoginPage(page).signIn(account.username, account.password);

  const details = new UserDetailsPage(page);
  await details.open();
  await expect(details.profile()).toContainText(account.email);
  await details.deregisterButton().click();
  await expect(details.confirmDialog()).toContainText(`注销账号 ${account.username}？注销后将无法登录平台`);
  await expect(details.confirmButton()).toHaveText('注销');
  await details.confirmButton().click();
  await expect(toasts(page)).toContainText(`账号 ${account.username} 已注销`);
  await page.waitForURL((url) => url.pathname === '/');

  // A sign-in attempt in a context of its own, so the tokens Cognito still issues cannot carry over past the restore.
  const probeContext = await browser.newContext();
  const probe = new LoginPage(await probeContext.newPage());
  await probe.open();
  await probe.submit(account.username, account.password);
  await expect(probe.formError()).toBeVisible();
  await expect(probe.page).toHaveURL(/\/common\/login/);
  await probeContext.close();

  const register = new RegisterPage(page);
  await register.open();
  await register.fillIdentity(account);
  await register.sendCodeButton().click();
  await register.input('code').fill(await readSmsCode(request, account.phone));
  await register.fillPasswords(account.password);
  await register.input('confirm').press('Enter');
  await expect(page.getByText('该手机号和邮箱属于一个已注销的账号')).toBeVisible();
  const restoredToast = await watchForText(page, `${account.email} 的账号已恢复`);
  await page.getByRole('button', { name: '恢复账号' }).click();
  await page.waitForURL('**/common/login');
  await expect.poll(restoredToast).toBe(true);

  await new LoginPage(page).signIn(account.username, account.password);
  await expect(new ConsolePage(page).personalInfo()).toContainText(account.username);
});

test('a platform administrator adds a platform user and resets the password; the user signs in with it', async ({
  page,
  ownUser,
}) => {
  const account = freshAccount();
  // A copy of the platform administrator: signing it out ends no other file's admin session.
  const platformAdmin = await ownUser('admin');
  const admin = await new LoginPage(page).signIn(platformAdmin.username, platformAdmin.password);
  const list = new UserListPage(page);
  await list.open();
  await list.addUser(account);
  await expect(toasts(page)).toContainText(`平台用户 ${account.username} 已添加`);

  await list.search(account.username);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText(account.email);
  await list.selectRow(1);
  await page.getByTestId('reset-password').click();
  await page.waitForURL('**/console/admin-edit-user?**');
  await expect(page.getByText(`为用户 ${account.username} 设置新密码`)).toBeVisible();

  const form = new PasswordFormPage(page);
  await form.fill({ newPassword: 'reset_pass_1', confirmPassword: 'reset_pass_2' });
  await form.submitButton().click();
  await expect(form.field('confirmPassword')).toContainText('两次输入的密码不一致');
  await form.fill({ newPassword: 'reset_pass_1' });
  await form.submitButton().click();
  // Resetting someone's password asks first: it ends their sessions.
  await expect(page.getByTestId('confirm-modal')).toContainText(`重置 ${account.username} 的密码？`);
  await page.getByTestId('confirm-ok').click();
  await expect(toasts(page)).toContainText(`已重置 ${account.username} 的密码`);

  await admin.signOut();
  await page.waitForURL((url) => url.pathname === '/');
  const login = new LoginPage(page);
  await login.open();
  await login.submit(account.username, account.password);
  await expect(login.formError()).toBeVisible();
  await new LoginPage(page).signIn(account.username, 'reset_pass_1');
});

test('a user changes the own password with the current one; a wrong current password is refused', async ({
  page,
  browser,
}) => {
  const account = await createPlatformUserByApi(browser);
  const console = await new LoginPage(page).signIn(account.username, account.password);
  await openConsolePath(page, '/console/modify-user-password');
  const form = new PasswordFormPage(page);

  await form.fill({ currentPassword: 'wrong_pass_9', newPassword: 'changed_pass_1' });
  await form.submitButton().click();
  await expect(form.field('currentPassword')).toContainText('当前密码错误');

  await form.fill({ currentPassword: account.password, newPassword: 'changed_pass_1' });
  await form.submitButton().click();
  await expect(toasts(page)).toContainText(`账号 ${account.username} 的密码已修改`);
  await expect(form.input('currentPassword')).toHaveValue('');

  await console.signOut();
  await page.waitForURL((url) => url.pathname === '/');
  await new LoginPage(page).signIn(account.username, 'changed_pass_1');
});

test('a user edits the own e-mail, metadata and phone (verified by a texted code) and sees them on the details', async ({
  page,
  browser,
  request,
}) => {
  const account = await createPlatformUserByApi(browser);
  const changed = freshAccount();
  await new LoginPage(page).signIn(account.username, account.password);
  const details = new UserDetailsPage(page);
  await details.open();
  await page.getByTestId('edit-details').click();
  await page.waitForURL('**/console/edit-user-details');

  const edit = new EditDetailsPage(page);
  await edit.input('邮箱').fill(changed.email);
  await edit.input('个人简介').fill('设备运维工程师');
  await edit.input('手机号').fill(changed.phone);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/秒后重发$/);
  await edit.input('验证码').fill('AAAAA');
  await page.getByTestId('save-details').click();
  await expect(edit.field('验证码')).toContainText('验证码错误');
  await expect(page).toHaveURL(/edit-user-details/);

  await edit.input('验证码').fill(await readSmsCode(request, changed.phone));
  await page.getByTestId('save-details').click();
  await page.waitForURL('**/console/user-details');
  await expect(toasts(page)).toContainText('个人信息已保存');
  await expect(details.profile()).toContainText(changed.email);
  await expect(details.profile()).toContainText(changed.phone);
  await expect(details.profile()).toContainText('设备运维工程师');
});

test('an enterprise administrator sees the employees with their roles; staff are refused', async ({
  page,
  ownUser,
}) => {
  // A copy of ent-admin: signing it out ends no other file's ent-admin session.
  const entAdmin = await ownUser('ent-admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await new LoginPage(page).signIn(entAdmin.username, entAdmin.password);
  const employees = new ListTable(page, 'employee-table');
  await openConsolePath(page, '/console/employee-list-management');
  await expect(employees.rows().filter({ hasText: 'ent-staff' })).toContainText('员工');
  // At 1,440 px every column, the last (加入时间) included, fits without scrolling the table sideways.
  const joinedAt = await employees.table().getByRole('columnheader', { name: '加入时间' }).first().boundingBox();
  expect(joinedAt!.x + joinedAt!.width).toBeLessThanOrEqual(1440);
  await employees.search('ent-s');
  await expect(employees.rows()).toHaveCount(1);
  await expect(employees.rows().first()).toContainText('ent-staff@demo.sia.example.com');
  await employees.search('nobody-like-this');
  await expect(employees.table()).toContainText('没有符合条件的记录');

  await admin.signOut();
  await page.waitForURL((url) => url.pathname === '/');
  await openAsDemo(page, 'ent-staff');
  await openConsolePath(page, '/console/employee-list-management');
  await expect(employees.table()).toContainText('只有本企业的管理员可以查看员工列表');
  await expect(employees.rows()).toHaveCount(0);
});

test('a platform administrator pages and searches the enterprise list, 5 a page', async ({ page }) => {
  await openAsDemo(page, 'admin');
  const enterprises = new ListTable(page, 'enterprise-table');
  await openConsolePath(page, '/console/enterprise-list-management');
  await expect(enterprises.rows().first()).toBeVisible();
  expect(await enterprises.rows().count()).toBeLessThanOrEqual(5);
  await enterprises.search('Demo M');
  await expect(enterprises.rows()).toHaveCount(1);
  await expect(enterprises.rows().first()).toContainText('Demo Manufacturing');
  await expect(enterprises.rows().first()).toContainText('已认证');
});
