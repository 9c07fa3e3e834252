import { demoPassword, demoUsernames } from '../../infra/local/seed/demo-ids.js';
import { demoSessionFile } from './fixtures/demo-sessions.js';
import { test } from '@playwright/test';
import { LoginPage } from './pages/login-page.js';

// Each demo user signs in once per run; the tests reuse the stored session (`openAsDemo`).
test.describe.configure({ mode: 'parallel' });

for (const username of demoUsernames) {
  test(`${username} signs in through the login form and the session is kept for the run`, async ({ page }) => {
    await new LoginPage(page).signIn(username, demoPassword);
    await page.context().storageState({ path: demoSessionFile(username) });
  });
}
