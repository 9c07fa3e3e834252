import { expect, test } from '@playwright/test';
import { demoPassword } from '../../infra/local/seed/demo-ids.js';
import { LoginPage } from './pages/login-page.js';

test('a wrong password shows the error in place', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.submit('ent-admin', `${demoPassword}-wrong`);
  await expect(login.formError()).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/common\/login$/);
  await expect(login.usernameInput()).toHaveValue('ent-admin');
});

test('empty fields are reported on the fields', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.passwordInput().press('Enter');
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
});

test('the landing page introduces the product and leads to sign-in, whose heading titles the tab and takes the focus', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录' }).first().click();
  await page.waitForURL('**/common/login');
  // The address changes before the sign-in screen's code has loaded: until its form shows, the landing page's
  // heading is still the one on the page (a loaded run read it and expected the landing page's title).
  await expect(new LoginPage(page).usernameInput()).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page).toHaveTitle(`${(await heading.innerText()).trim()} – SIA 工业互联网云平台`);
  await expect(heading).toBeFocused();
});
