import { expect, test } from '@playwright/test';
import { secureOpsUser } from '../../infra/local/seed/seed-account.js';
import { demoPassword } from '../../infra/local/seed/demo-ids.js';
import { AccountPage, readVerificationLink, registeredAccount, wrongCodeFor } from './pages/account-pages.js';
import { LoginPage } from './pages/login-page.js';
import { freshAccount, readSmsCode } from './pages/register-page.js';

test('a user resets a forgotten password with a texted code and signs in with the new one', async ({
  page,
  request,
}) => {
  const account = await registeredAccount(request);
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('link', { name: '忘记密码' }).click();
  await page.waitForURL('**/common/reset-password');

  const reset = new AccountPage(page);
  await expect(reset.sendCodeButton()).toBeDisabled();
  await reset.input('account').fill(account.username);
  await reset.sendCode();
  const code = await readSmsCode(request, account.phone);

  await reset.input('code').fill(wrongCodeFor(code));
  await reset.submitButton().click();
  await expect(reset.field('code')).toContainText('验证码错误');

  await reset.input('code').fill(code);
  await reset.submitButton().click();
  const newPassword = 'brand_new_42';
  await reset.input('password').fill(newPassword);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-colour', 'green');
  await reset.input('confirm').fill('brand_new_43');
  await reset.submitButton().click();
  await expect(reset.field('confirm')).toContainText('两次输入的密码不一致。');
  await reset.input('confirm').fill(newPassword);
  await reset.submitButton().click();

  await page.waitForURL('**/common/login');
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await login.submit(account.username, account.password);
  await expect(login.formError()).toContainText('用户名或密码错误');
  await login.submit(account.username, newPassword);
  await page.waitForURL('**/console');
  await expect(page.getByTestId('personal-info')).toContainText(`欢迎，${account.username}`);
});

test('a user finds back a forgotten username by phone and goes on to sign in', async ({ page, request }) => {
  const account = await registeredAccount(request);
  await page.goto('/common/login');
  await page.getByRole('link', { name: '找回用户名' }).click();
  await page.waitForURL('**/common/find-back-username');

  const find = new AccountPage(page);
  await find.input('phone').fill(account.phone);
  await find.sendCode();
  await find.input('code').fill(await readSmsCode(request, account.phone));
  await find.submitButton().click();
  await expect(page.getByTestId('recovered-username')).toHaveText(account.username);

  await page.getByRole('link', { name: '去登录' }).click();
  await page.waitForURL('**/common/login');
});

test('a sign-in that needs the phone check shows 验证码错误 for a wrong code and reaches the console with the right one', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submit(secureOpsUser.username, demoPassword);
  await page.waitForURL('**/common/phone-validation**');

  const check = new AccountPage(page);
  await expect(page.getByTestId('phone-tail')).toContainText(secureOpsUser.phone.slice(-4));
  await expect(page.getByTestId('phone-tail')).not.toContainText(secureOpsUser.phone);
  await check.sendCode();
  const code = await readSmsCode(request, secureOpsUser.phone);

  await check.input('code').fill(wrongCodeFor(code));
  await check.submitButton().click();
  await expect(check.modal()).toContainText('验证码错误');
  await check.modal().getByRole('button', { name: '确定' }).click();
  await expect(check.modal()).toHaveCount(0);

  await check.input('code').fill(code);
  await check.submitButton().click();
  await page.waitForURL('**/console');
  await expect(page.getByTestId('personal-info')).toContainText(`欢迎，${secureOpsUser.username}`);
});

test('cancelling the phone check signs out and goes to the landing page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submit(secureOpsUser.username, demoPassword);
  await page.waitForURL('**/common/phone-validation**');
  await page.getByTestId('phone-cancel').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/console');
  await page.waitForURL('**/exception/403');
});

test('a private registration is activated through the e-mailed link, which works once', async ({ page, request }) => {
  const account = freshAccount();
  await page.goto('/common/login');
  await page.getByRole('link', { name: '使用邮箱注册' }).click();
  await page.waitForURL('**/common/register-private');

  const register = new AccountPage(page);
  // The sign-in form (also with a username input) may still be on screen while the new page loads.
  await expect(register.input('confirm')).toBeVisible();
  await register.input('username').fill(account.username);
  await register.input('email').fill(account.email);
  await register.input('password').fill(account.password);
  await register.input('confirm').fill(account.password);
  await register.submitButton().click();

  await page.waitForURL('**/common/register-verify**');
  await expect(page.getByTestId('verify-text')).toContainText(account.email);
  await expect(page.getByTestId('resend-email')).toBeDisabled();

  const link = await readVerificationLink(request, account.email);
  await page.goto(link);
  await expect(page.getByTestId('verify-success')).toContainText(account.username);

  await page.goto(link);
  await page.waitForURL('**/common/verify-fail?reason=used');
  await expect(page.getByTestId('verify-fail-reason')).toContainText('验证链接已使用过');

  await new LoginPage(page).signIn(account.username, account.password);
  await expect(page.getByTestId('personal-info')).toContainText(`欢迎，${account.username}`);
});

test('a forged verification link ends on the failure page with the reason', async ({ page }) => {
  await page.goto(`/common/verify-success?token=${'x'.repeat(43)}`);
  await page.waitForURL('**/common/verify-fail?reason=invalid');
  await expect(page.getByTestId('verify-fail-reason')).toContainText('验证链接无效');
});
