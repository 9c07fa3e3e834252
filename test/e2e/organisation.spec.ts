import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.js';
import {
  DepartmentManagementPage,
  InvitationRegisterPage,
  readInvitationLink,
  UserInvitationPage,
} from './pages/organisation-pages.js';
import { freshAccount, readSmsCode } from './pages/register-page.js';
import { uniqueSuffix } from './fixtures/unique.js';

test('an enterprise administrator builds a department, invites a person who registers into it, and the department then cannot be deleted', async ({
  page,
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const departmentName = `质量部-${suffix}`;
  const positionName = `质检员-${suffix}`;
  const account = freshAccount();

  await openAsDemo(page, 'ent-admin');
  const departments = new DepartmentManagementPage(page);
  await departments.open();
  await departments.addDepartment(departmentName, `QA-${suffix}`);
  await departments.selectDepartment(departmentName);
  await departments.addPosition(positionName, undefined, departmentName);

  const invitations = new UserInvitationPage(page);
  await invitations.open();
  await invitations.invite(`name,email\n新同事,${account.email}`);
  await expect(invitations.invitationRow(account.email)).toContainText('待激活');

  const link = await readInvitationLink(request, account.email);
  const invitee = await browser.newContext();
  try {
    const registration = await invitee.newPage();
    await registration.goto(link);
    await expect(registration.getByTestId('invitation-enterprise').locator('input')).toHaveValue('Demo Manufacturing');
    await expect(registration.getByTestId('invitation-email').locator('input')).toHaveValue(account.email);
    const form = new InvitationRegisterPage(registration);
    await form.input('username').fill(account.username);
    await form.input('phone').fill(account.phone);
    await registration.getByTestId('send-code').click();
    await expect(registration.getByTestId('send-code')).toBeDisabled();
    await form.input('code').fill(await readSmsCode(request, account.phone));
    await form.input('password').fill(account.password);
    await form.input('confirm').fill(account.password);

    await registration.getByTestId('invitation-register-submit').click();
    await expect(registration.getByText('请选择部门')).toBeVisible();
    await form.chooseDepartment(departmentName);
    await form.choosePosition(positionName);
    await registration.getByTestId('invitation-register-submit').click();
    await registration.waitForURL('**/common/register-success');

    await new LoginPage(registration).signIn(account.username, account.password);
    await expect(registration.getByTestId('personal-info')).toContainText('Demo Manufacturing');

    await registration.goto(link);
    await expect(registration.getByTestId('invitation-dead')).toContainText('该邀请已被使用');
  } finally {
    await invitee.close();
  }

  await invitations.open();
  await expect(invitations.invitationRow(account.email)).toContainText('已激活');

  await departments.open();
  await departments.selectDepartment(departmentName);
  await expect(await departments.members()).toContainText(account.username);
  await departments.deleteSelectedDepartment();
  await expect(page.getByText(/无法删除：该部门下还有 1 名成员/)).toBeVisible();
  await expect(departments.departmentRow(departmentName)).toBeVisible();
});

test('an invitation list with a bad line names the line and sends nothing', async ({ page }) => {
  await openAsDemo(page, 'ent-admin');
  const invitations = new UserInvitationPage(page);
  await invitations.open();
  await invitations.invite('好同事,good@example.com\n,nobody@example.com\n坏邮箱,not-an-email');
  await expect(invitations.errors()).toContainText('第 2 行：姓名不能为空');
  await expect(invitations.errors()).toContainText('第 3 行：邮箱 not-an-email 格式不正确');
  await expect(invitations.invitationRow('good@example.com')).toHaveCount(0);
});
