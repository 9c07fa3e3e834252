import { expect, test } from './fixtures/own-users.js';
import { ConsoleHomeBoard } from './pages/dashboard-pages.js';
import { LoginPage } from './pages/login-page.js';

// A copy of the enterprise administrator: the layout is kept per user, so the demo user's board stays as it is.
test('the console home shows live tiles, and a tile removed from the board or moved with the keyboard stays so after a reload until the layout is reset', async ({
  page,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  await new LoginPage(page).signIn(admin.username, admin.password);
  const board = new ConsoleHomeBoard(page);
  await board.loaded();
  await expect(board.tile('balance')).toContainText('¥');
  await expect(board.tile('gateways')).toContainText('合计');

  await board.removeTile('网关');
  await expect(board.tile('gateways')).toHaveCount(0);
  expect((await board.order()).slice(0, 2)).toEqual(['unreadMessages', 'certification']);
  await board.moveFirstRightWithKeyboard();
  await expect.poll(async () => (await board.order()).slice(0, 2)).toEqual(['certification', 'unreadMessages']);
  await page.reload();
  await board.loaded();
  await expect(board.tile('gateways')).toHaveCount(0);
  expect((await board.order()).slice(0, 2)).toEqual(['certification', 'unreadMessages']);

  await board.reset();
  await expect(board.tile('gateways')).toBeVisible();
});
