import { openAsDemo } from './fixtures/demo-sessions.js';
import { ownEnterprise } from './fixtures/own-enterprises.js';
import { expect, test } from './fixtures/own-users.js';
import { LoginPage } from './pages/login-page.js';
import { expectToastShown, recordToasts } from './pages/toasts.js';
import { NamespaceVerifyPage, QuotaApplicationPage, TenantSpacePage } from './pages/tenancy-pages.js';

// Reads the demo tenant spaces (infra/local/seed/seed-tenancy.ts) and decides nothing: the demo data stays as seeded.
test('an enterprise administrator sees the space and its quota and prices a quota application; an auditor finds a waiting space and is told a rejection refunds its rent', async ({
  page,
  browser,
}) => {
  await openAsDemo(page, 'ent-admin');
  const space = new TenantSpacePage(page);
  await space.open();
  await expect(space.details()).toContainText('demomfg');
  await expect(space.details()).toContainText('已上线');
  await expect(space.quotaRow('CPU')).toContainText('8 核');

  const quota = new QuotaApplicationPage(page, 'increase-quota');
  await quota.open();
  await quota.units('CPU_CORES', '2');
  await expect(quota.cost()).toHaveValue('¥60.00');
  await quota.months('3');
  await expect(quota.cost()).toHaveValue('¥180.00');

  // The auditor in a browser of their own, beside the administrator's.
  const auditorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const auditorPage = await auditorContext.newPage();
  await openAsDemo(auditorPage, 'auditor');
  const verify = new NamespaceVerifyPage(auditorPage);
  await verify.open();
  await verify.search('demologistics');
  await expect(verify.row('demologistics')).toContainText('Demo Logistics');
  const dialog = await verify.openReject('demologistics');
  await expect(dialog).toContainText('¥299.00 将退回企业账户');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await auditorContext.close();
});

// An enterprise of the test's own (a demo enterprise holds its one space already): the administrator rents a space,
// the platform administrator approves it in a browser of their own, and the space and its quota show.
test('an enterprise administrator rents a tenant space for a quota plan, the platform administrator approves it, and the space and its quota show', async ({
  page,
  browser,
}) => {
  const enterprise = await ownEnterprise(1_000_000);
  const domain = `e2e${enterprise.id.slice(0, 8)}`;
  await recordToasts(page);
  await new LoginPage(page).signIn(enterprise.admin.username, enterprise.admin.password);
  const space = new TenantSpacePage(page);
  await space.openForm();
  await page.getByTestId('tenancy-space-domain').locator('input').fill(domain);
  await page.getByRole('radio', { name: /基础版/ }).check();
  await page.getByTestId('tenancy-space-period').locator('input').fill('2');
  await expect(page.getByTestId('tenancy-space-amount').locator('input')).toHaveValue('¥598.00');
  await page.getByTestId('tenancy-space-password').locator('input').fill('Space2026pass');
  await page.getByTestId('tenancy-space-submit').click();
  await expectToastShown(page, `初始化租户空间成功！租户空间 ${domain} 已提交，等待平台审核`);
  await expect(space.details()).toContainText(domain);

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  try {
    const adminPage = await adminContext.newPage();
    await openAsDemo(adminPage, 'admin');
    const verify = new NamespaceVerifyPage(adminPage);
    await verify.open();
    await verify.search(domain);
    await verify.row(domain).locator('input[type="radio"]').check();
    await adminPage.getByTestId('tenancy-verify-approve').click();
    const dialog = adminPage.getByTestId('confirm-modal');
    await dialog.getByRole('button', { name: '通过' }).click();
    await expect(verify.row(domain)).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await space.open();
  await expect(space.details()).toContainText('已上线');
  await expect(space.quotaRow('CPU')).toContainText('4 核');
});
