import { expect, test } from './fixtures/own-users.js';
import { LoginPage } from './pages/login-page.js';
import { CurrentUsersPage, LoginStatisticsPage } from './pages/statistics-pages.js';

// A copy of the enterprise administrator: its sign-in is this test's own, counted in its enterprise's statistics.
test("a sign-in shows in today's figures of the enterprise's statistics and among the signed-in users", async ({
  page,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  await new LoginPage(page).signIn(admin.username, admin.password);

  const statistics = new LoginStatisticsPage(page);
  await statistics.open();
  await expect(statistics.today()).toHaveText(/今天：成功 [1-9]\d* 次/);
  const table = await statistics.dailyTable();
  await expect(table.getByRole('row')).toHaveCount(31);

  const current = new CurrentUsersPage(page);
  await current.open();
  await expect(current.table().getByRole('row', { name: new RegExp(admin.username) })).toBeVisible();
});
