import { expect } from '@playwright/test';
import { openAsDemo } from './fixtures/demo-sessions.js';
import { test } from './fixtures/own-users.js';
import { openConsolePath } from './pages/console-page.js';
import { LoginPage } from './pages/login-page.js';
import { expectToastShown, recordToasts } from './pages/toasts.js';

// The buyer's side of the market (issue 25): a copy of `buyer` of this test's own (its subscription and balance stay
// off the shared demo user) subscribes on the market view, asks for a top-up, the platform administrator confirms it
// in a second browser, and the buyer sees the balance and the ledger entry.
test('buyer subscribes to an application, asks for a top-up that admin confirms, and sees the balance and its ledger entry', async ({
  page,
  browser,
  ownUser,
}) => {
  const buyer = await ownUser('buyer');
  await new LoginPage(page).signIn(buyer.username, buyer.password);
  await recordToasts(page);

  await page.goto('/common/application-market-view?id=app-demo-maintenance');
  await expect(page.getByRole('heading', { level: 1, name: '预测性维护' })).toBeVisible();
  await page.getByRole('button', { name: '订阅', exact: true }).click();
  await expectToastShown(page, '应用 预测性维护 已订阅');
  await expect(page.getByRole('button', { name: '取消订阅' })).toBeVisible();

  await openConsolePath(page, '/console/person-payment-confirmation');
  await page.getByTestId('accounts-request-top-up').click();
  const dialog = page.getByRole('dialog', { name: '申请充值' });
  await dialog.getByTestId('accounts-top-up-amount').locator('input').fill('128.50');
  await dialog.getByTestId('accounts-top-up-remark').locator('input').fill('转账流水 E2E');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expectToastShown(page, '充值申请 ¥128.50 已提交，待平台管理员确认');
  await expect(page.getByTestId('accounts-own-requests')).toContainText('128.50');

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await openAsDemo(admin, 'admin');
    await openConsolePath(admin, '/console/person-payment-confirmation');
    const row = admin.getByTestId('accounts-queue').getByRole('row').filter({ hasText: buyer.username });
    await row.getByRole('button', { name: /操作/ }).click();
    await admin.getByRole('menuitem', { name: '确认到账' }).click();
    const confirm = admin.getByRole('dialog', { name: '确认充值到账' });
    await expect(confirm).toContainText('¥128.50');
    await confirm.getByRole('button', { name: '确认到账' }).click();
    await expect(admin.getByText(`${buyer.username} 的充值 ¥128.50 已到账`)).toBeVisible();
  } finally {
    await adminContext.close();
  }

  await openConsolePath(page, '/console/person-account');
  await expect(page.getByTestId('accounts-balance-amount')).toContainText('128.50');
  const ledger = page.getByTestId('accounts-ledger');
  await expect(ledger.getByRole('row').filter({ hasText: '充值' })).toContainText('128.50');
});
