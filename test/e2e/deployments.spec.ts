import { ownEnterprise } from './fixtures/own-enterprises.js';
import { expect, test } from './fixtures/own-users.js';
import { ConsolePage, openConsolePath } from './pages/console-page.js';
import { DeployedAppPage, MarketDeployPage, RunningAppsPage } from './pages/deployments-pages.js';
import { LoginPage } from './pages/login-page.js';
import { expectToastShown, recordToasts } from './pages/toasts.js';

// Issue 26: the enterprise administrator of an enterprise of the test's own (¥10,000, a tenant space online) buys
// three months of the static demo app from the market, watches it come up in the running apps, opens it from the
// side navigation, stops and starts it, and finds the charge in the enterprise account.
test('an enterprise administrator buys 3 months of an online demo app, sees it running, opens it from the side menu, stops and starts it, and finds the charge', async ({
  page,
}) => {
  const enterprise = await ownEnterprise(1_000_000, { onlineSpace: true });
  await recordToasts(page);
  await new LoginPage(page).signIn(enterprise.admin.username, enterprise.admin.password);

  // The market's quarterly period: 30 yuan a month × 3 × 0.95.
  const deploy = new MarketDeployPage(page);
  await deploy.openFromMarket('app-demo-static', /（1 个季度）$/);
  await expect(deploy.figures()).toContainText('静态演示');
  await expect(deploy.figures()).toContainText('Static Demo');
  await expect(deploy.figures()).toContainText('3 个月');
  await expect(deploy.cost()).toHaveText('85.50 元');
  await expect(deploy.space()).toContainText(enterprise.spaceDomain!);
  await deploy.fillDatabase({
    host: 'db.example.internal',
    port: '5432',
    database: 'static_demo',
    username: 'static_demo',
    password: 'Static-demo-1',
  });
  await deploy.buyButton().click();
  await expect(deploy.purchased()).toContainText('应用购买成功，账户余额为9,914.50元');
  await deploy.purchased().getByRole('button', { name: '查看应用' }).click();

  const apps = new RunningAppsPage(page);
  await expect(apps.status('静态演示')).toHaveAttribute('data-state', 'running', { timeout: 30_000 });
  await expect(apps.count('running')).toHaveText('1');

  // The app's menu entry is made once it runs (and menus are cached for 5 s): a new page load reads the menu again.
  const appLink = new ConsolePage(page).sideNavigation().getByRole('link', { name: '静态演示' });
  await expect(async () => {
    await page.reload();
    await expect(appLink).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await appLink.click();
  await expect(page).toHaveURL(/\/console\/deployed-app\//);
  await expect(new DeployedAppPage(page).frame().getByRole('heading', { name: '静态演示 Static Demo' })).toBeVisible();

  await apps.open();
  await apps.act('静态演示', 'deployments-stop');
  await apps.confirm('停止');
  await expectToastShown(page, '应用 静态演示 已停止');
  await expect(apps.status('静态演示')).toHaveAttribute('data-state', 'stopped');
  await apps.act('静态演示', 'deployments-start');
  await expectToastShown(page, '应用 静态演示 正在启动');
  await expect(apps.status('静态演示')).toHaveAttribute('data-state', 'running', { timeout: 30_000 });

  await openConsolePath(page, '/console/enterprise-account');
  await expect(page.getByTestId('accounts-balance-amount')).toContainText('9,914.50');
  await expect(page.getByTestId('accounts-ledger').getByRole('row').filter({ hasText: '购买应用' })).toContainText(
    '85.50',
  );
});
