import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.js';
import { freshAccount, readSmsCode, RegisterPage } from './pages/register-page.js';

test('a new user registers with a texted code, then signs in to the console', async ({ page, request }) => {
  const account = freshAccount();
  const register = new RegisterPage(page);
  await register.open();
  await expect(register.sendCodeButton()).toBeDisabled();

  await register.fillIdentity(account);
  await expect(register.sendCodeButton()).toBeEnabled();
  await register.sendCodeButton().click();
  await expect(register.sendCodeButton()).toHaveText(/^1[01]\d 秒后重发$/);
  await expect(register.sendCodeButton()).toBeDisabled();

  await register.input('code').fill(await readSmsCode(request, account.phone));
  await register.fillPasswords(account.password);
  await expect(register.strength()).toHaveAttribute('data-colour', 'green');
  await register.input('confirm').press('Enter');

  await page.waitForURL('**/common/register-success');
  await expect(page.getByTestId('register-success')).toContainText('注册成功');
  await page.getByRole('button', { name: '去登录' }).click();
  await page.waitForURL('**/common/login');

  await new LoginPage(page).submit(account.username, account.password);
  await page.waitForURL('**/console');
  await expect(page.getByTestId('personal-info')).toContainText(`欢迎，${account.username}`);
});

test('a mismatched confirmation says so on the field in Chinese, an empty code is missing, and the submit is blocked', async ({
  page,
}) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.fillPasswords('secret_123', 'secret_124');
  await register.input('username').focus();
  await expect(register.field('confirm')).toContainText('两次输入的密码不一致。');

  await register.input('confirm').press('Enter');
  await expect(register.banner()).toContainText('注册信息有误，请检查后重新提交。');
  await expect(register.field('code')).toContainText('请输入验证码。');
  await expect(register.input('username')).toBeFocused();
  await expect(page).toHaveURL(/\/common\/register$/);
});

test('the landing and login pages lead to registration', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '注册' }).click();
  await page.waitForURL('**/common/register');
  await page.getByRole('link', { name: '已有账号？去登录' }).click();
  await page.waitForURL('**/common/login');
  await page.getByRole('link', { name: '没有账号？注册' }).click();
  await page.waitForURL('**/common/register');
});

test('a username already taken is reported on the field when it is left', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.input('username').fill('ent-admin');
  await register.input('email').focus();
  await expect(register.field('username')).toContainText('该用户名/邮箱/手机号已被注册，请换一个。');
});
