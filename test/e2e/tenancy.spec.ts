import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from './fixtures/own-users.js';
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
