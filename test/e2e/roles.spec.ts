import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from '@playwright/test';
import { expectToastShown, recordToasts, toastAction } from './pages/toasts.js';
import { ConsolePage } from './pages/console-page.js';
import { RoleListPage, RoleUsersPage } from './pages/roles-pages.js';
import { uniqueSuffix } from './fixtures/unique.js';

test('an enterprise administrator creates the role Maintenance (the result offers its privileges next), gives it to ent-staff, then deletes it after the holder warning', async ({
  page,
}) => {
  const name = `Maintenance ${uniqueSuffix()}`;
  await recordToasts(page);
  await openAsDemo(page, 'ent-admin');
  const roles = new RoleListPage(page);
  await roles.open();
  await expect(page.getByTestId('role-users')).toBeDisabled();
  await roles.addRole(name, '设备维护\n与检修');
  await expectToastShown(page, `角色 ${name} 已创建`);
  // The result offers the next step: the new role grants nothing yet, so its privileges.
  await toastAction(page, `角色 ${name} 已创建`, '配置权限').click();
  await page.waitForURL('**/console/privilege-role-config');
  await expect(page.getByText(`角色：${name}`)).toBeVisible();

  await roles.open();

  await roles.select(name);
  await expect(page.getByTestId('role-users')).toBeEnabled();
  await page.getByTestId('role-users').click();
  await page.waitForURL('**/console/user-role-config');
  await expect(page.getByRole('heading', { name: `角色用户：${name}` })).toBeVisible();

  const users = new RoleUsersPage(page);
  await users.addMember('ent-staff');
  await expect(page.getByText(`已将角色 ${name} 授予 ent-staff`)).toBeVisible();
  await expect(users.holderRow('ent-staff')).toBeVisible();

  await roles.open();
  await roles.select(name);
  await page.getByTestId('role-delete').click();
  const confirm = page.getByTestId('confirm-modal');
  await expect(confirm.getByTestId('delete-role-name')).toHaveText(name);
  await expect(confirm.getByTestId('delete-holders-warning')).toContainText('1 名用户将失去该角色');
  await expect(page.getByTestId('confirm-ok')).toHaveText('删除');
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/roles/'));
  await page.getByTestId('confirm-ok').click();
  expect((await deleted).status()).toBe(200);
  await expect(roles.roleRow(name)).toHaveCount(0);
  await expectToastShown(page, `角色 ${name} 已删除`);
});

test('the role list explains itself in its help panel, and the enterprise administrator role cannot be deleted: the dialog explains and OK stays disabled', async ({
  page,
}) => {
  await recordToasts(page);
  await openAsDemo(page, 'ent-admin');
  const roles = new RoleListPage(page);
  await roles.open();
  // The heading's 信息 link opens the help panel on the role list's topic, with the focus on the panel.
  const consolePage = new ConsolePage(page);
  await consolePage.screenInfoLink().click();
  await expect(consolePage.helpPanelHeader()).toHaveText('角色管理');
  await expect(consolePage.helpPanel()).toContainText('企业管理员角色不能删除');
  await expect(consolePage.helpPanelClose()).toBeFocused();
  await roles.select('企业管理员');
  await page.getByTestId('role-delete').click();
  const confirm = page.getByTestId('confirm-modal');
  await expect(confirm).toContainText('企业管理员角色不能删除。');
  await expect(page.getByTestId('confirm-ok')).toBeDisabled();
});
