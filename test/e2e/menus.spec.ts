import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from '@playwright/test';
import { demoEnterpriseIds } from '../../infra/local/seed/demo-accounts.js';
import { expectToastShown, recordToasts } from './pages/toasts.js';
import { MenuManagementPage, PrivilegeRoleConfigPage } from './pages/menus-pages.js';
import { uniqueSuffix } from './fixtures/unique.js';

test('the platform admin adds a menu node, sets its privileges, cannot delete its parent and then deletes the node', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const directory = `e2e目录-${suffix}`;
  const child = `e2e页面-${suffix}`;

  await recordToasts(page);
  await openAsDemo(page, 'admin');
  const menus = new MenuManagementPage(page);
  await menus.open();
  await menus.addRoot({ name: directory, type: '目录' });
  await expectToastShown(page, `菜单 ${directory} 已添加`);
  await menus.search(suffix);
  await expect(menus.row(directory)).toBeVisible();

  await menus.addChild(directory, { name: child, url: `/console/e2e-${suffix}`, privileges: 'view' });
  await menus.expand(directory);
  await expect(menus.row(child)).toBeVisible();

  await menus.setPrivileges(child, 'view,edit,delete');
  await menus.expand(directory);
  await expect(menus.row(child)).toContainText('view, edit, delete');

  const deleteCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().includes('/api-menu/deleteMenu/'))
      deleteCalls.push(request.url());
  });
  await menus.clickDelete(directory);
  const blocked = page.getByTestId('menu-blocked');
  await expect(blocked).toContainText('无法删除！');
  await expect(blocked).toContainText('请先删除其下的页面节点');
  await blocked.getByRole('button', { name: '确定' }).click();
  expect(deleteCalls).toEqual([]);
  await expect(menus.row(directory)).toBeVisible();

  await menus.expand(directory);
  await menus.clickDelete(child);
  await page.getByTestId('menu-delete-confirm').click();
  await expectToastShown(page, `菜单 ${child} 已删除`);
  await expect(menus.row(child)).toHaveCount(0);
  expect(deleteCalls).toHaveLength(1);
});

test("an enterprise admin grants a privilege to one of the enterprise's roles and sees it held after a reload", async ({
  page,
}) => {
  await recordToasts(page);
  await openAsDemo(page, 'ent-admin');
  const config = new PrivilegeRoleConfigPage(page);
  await config.open({
    id: '22222222-2222-4222-8222-000000000012',
    name: '设备操作员',
    enterpriseId: demoEnterpriseIds.manufacturing,
  });
  await expect(page.getByTestId('privilege-table')).toContainText('设备操作员');
  // The role sees some menus, not all: 全选 shows partly ticked.
  await expect(config.selectAll()).toHaveJSProperty('indeterminate', true);
  await config.search('控制台首页');
  await config.expand('首页');
  // A folder's box ticks and unticks the screens below it.
  await config.visible('首页').check();
  await expect(config.visible('控制台首页')).toBeChecked();
  await config.visible('首页').uncheck();
  await expect(config.visible('控制台首页')).not.toBeChecked();
  // Privileges read in the console's language, not as codes.
  await expect(config.row('控制台首页')).not.toContainText('view');
  const view = config.privilege('控制台首页', '查看');
  await view.check();
  await config.submit();
  await expectToastShown(page, '角色 设备操作员 的菜单权限已保存');
  // The result outlives the toast: it stays until the next change.
  await expect(page.locator('[class*="awsui_flash-message"]').filter({ hasText: '的菜单权限已保存' })).toHaveCount(0);
  await expect(config.result()).toContainText('菜单权限已保存');

  await page.reload();
  await config.search('控制台首页');
  await config.expand('首页');
  await expect(config.privilege('控制台首页', '查看')).toBeChecked();
});
