import { expect, test } from '@playwright/test';
import { registeredAccount } from './pages/account-pages.js';
import { ConsolePage } from './pages/console-page.js';
import {
  apiUserOf,
  createPlatformCategory,
  EnterpriseMessageCenterPage,
  MessageCenterPage,
  notify,
  sendPlatformMessage,
  signInElsewhere,
  UnreadBadge,
} from './pages/inbox-pages.js';
import { wrapper } from './pages/cloudscape.js';
import { LoginPage } from './pages/login-page.js';
import { uniqueSuffix } from './fixtures/unique.js';

/** Marks the window so a later check proves the page was never reloaded. */
async function markWindow(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, boolean>).__inboxNoReload = true;
  });
}

async function stillSameWindow(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as Record<string, boolean>).__inboxNoReload === true);
}

test('the centre pages 5 per page on the server, shows a message pushed while it is open, and deletes a whole page', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const titles = Array.from({ length: 6 }, (_, index) => `通知 ${index + 1} ${suffix}`);

  const account = await registeredAccount(page.request);
  await new LoginPage(page).signIn(account.username, account.password);
  const user = await apiUserOf(page);
  const badge = new UnreadBadge(page);
  const centre = new MessageCenterPage(page);
  await centre.open();
  await expect(page.getByTestId('message-center-empty')).toBeVisible();

  const admin = await signInElsewhere(browser, 'admin');
  try {
    await markWindow(page);
    for (const title of titles.slice(0, 5)) {
      await notify(admin, [user.id], { title, description: title, selfType: '02' });
    }
    // The open centre lists what arrives: no reload.
    await badge.expectCount(5);
    await expect(centre.row(titles[4])).toBeVisible();
    await notify(admin, [user.id], { title: titles[5], description: titles[5], selfType: '02' });
    await badge.expectCount(6);
    await expect(centre.row(titles[5])).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
  } finally {
    await admin.close();
  }

  // Newest first, 5 on page 1; the oldest alone on page 2 (page=1 on the server).
  await expect(centre.bodyRows()).toHaveCount(5);
  await expect(centre.row(titles[0])).toHaveCount(0);
  const second = page.waitForRequest((r) => r.url().includes('/api-user/userMessages') && r.url().includes('page=1'));
  await centre.goToPage(2);
  await second;
  await expect(centre.bodyRows()).toHaveCount(1);
  await expect(centre.row(titles[0])).toBeVisible();

  // Deleting the whole last page moves back to page 1; the badge follows.
  await centre.selectAll();
  await centre.deleteSelected();
  await expect(centre.bodyRows()).toHaveCount(5);
  await expect(centre.row(titles[5])).toBeVisible();
  await badge.expectCount(5);
  await expect(centre.tab('全部消息（未读 5）')).toBeVisible();

  // Mark read for a selected row: the badge drops and the row loses its unread mark.
  await centre.select(titles[5]);
  await centre.markSelectedRead();
  await badge.expectCount(4);
  await expect(centre.unreadMark(titles[5])).toHaveCount(0);
});

test('the enterprise centre reports a refusal as a warning and a fault as an error, each with the server message', async ({
  page,
  browser,
}) => {
  const title = `告警 ${uniqueSuffix()}`;
  const account = await registeredAccount(page.request);
  await new LoginPage(page).signIn(account.username, account.password);
  const user = await apiUserOf(page);
  const admin = await signInElsewhere(browser, 'admin');
  try {
    await notify(admin, [user.id], { title, description: title, selfType: '02' });
  } finally {
    await admin.close();
  }

  const enterprise = new EnterpriseMessageCenterPage(page);
  await enterprise.open();
  await enterprise.select(title);
  const flashbar = page.locator(wrapper.findFlashbar().toSelector());

  await page.route('**/api-message/message/collect', (route) =>
    route.fulfill({ status: 404, json: { status: 404, error: 'NotFound', message: 'No such message' } }),
  );
  expect(await enterprise.act('collect')).toBe(404);
  await expect(flashbar).toContainText('收藏失败：No such message');

  await page.route('**/api-message/message/read', (route) =>
    route.fulfill({ status: 500, json: { status: 500, error: 'InternalError', message: 'Storage unavailable' } }),
  );
  expect(await enterprise.act('read')).toBe(500);
  await expect(flashbar).toContainText('标记已读出错：Storage unavailable');
  await expect(enterprise.collectedMark(title)).toHaveCount(0);

  await page.unrouteAll();
  expect(await enterprise.act('collect')).toBe(200);
  await expect(enterprise.collectedMark(title)).toBeVisible();
});

test('category tabs narrow the enterprise centre, and the centre speaks English', async ({ page, browser }) => {
  const suffix = uniqueSuffix();
  const categoryName = `设备告警 ${suffix}`;
  const inCategory = `温度超限 ${suffix}`;
  const plain = `普通通知 ${suffix}`;
  const account = await registeredAccount(page.request);
  await new LoginPage(page).signIn(account.username, account.password);
  const user = await apiUserOf(page);
  const admin = await signInElsewhere(browser, 'admin');
  try {
    const categoryId = await createPlatformCategory(admin, categoryName);
    await sendPlatformMessage(admin, { title: inCategory, content: '3 号机 95℃', categoryId, userIds: [user.id] });
    await notify(admin, [user.id], { title: plain, description: plain, selfType: '02' });
  } finally {
    await admin.close();
  }

  const enterprise = new EnterpriseMessageCenterPage(page);
  await enterprise.open();
  await expect(enterprise.row(inCategory)).toBeVisible();
  await expect(enterprise.row(plain)).toBeVisible();
  const narrowed = page.waitForRequest(
    (r) => r.url().includes('/api-message/message/page/') && (r.postData() ?? '').includes('messageCategory'),
  );
  await enterprise.categoryTab(categoryName).click();
  await narrowed;
  await expect(enterprise.row(inCategory)).toBeVisible();
  await expect(enterprise.row(inCategory)).toContainText(categoryName);
  await expect(enterprise.row(plain)).toHaveCount(0);

  await new ConsolePage(page).switchLocale('en');
  await expect(enterprise.categoryTab('All')).toBeVisible();
  await expect(page.getByTestId('enterprise-messages-filter')).toContainText('Recycle bin');
  await expect(page.getByTestId('enterprise-action-collect')).toHaveText('Collect');
  await expect(new UnreadBadge(page).link()).toHaveAttribute('aria-label', 'Message centre, 2 unread');
});

test('with the WebSocket refused the badge still rises, through the 30 s poll', async ({ page, browser }) => {
  // The page's timers run on Playwright's clock: time flows as usual until the test moves it on past the poll.
  await page.clock.install();
  let attempts = 0;
  await page.routeWebSocket(/sia-equipment-websocket/, (socket) => {
    attempts += 1;
    void socket.close({ code: 1011, reason: 'refused by the test' });
  });
  const account = await registeredAccount(page.request);
  await new LoginPage(page).signIn(account.username, account.password);
  const user = await apiUserOf(page);
  const badge = new UnreadBadge(page);
  await badge.expectCount(0);

  const admin = await signInElsewhere(browser, 'admin');
  try {
    await markWindow(page);
    await notify(admin, [user.id], { title: `轮询 ${uniqueSuffix()}`, description: '-', selfType: '02' });
  } finally {
    await admin.close();
  }
  const polled = page.waitForResponse((r) => r.url().includes('/api-user/unreadCount'));
  // Thirty-five seconds pass in steps, so the reconnects scheduled between them (1 s, 2 s, 4 s … backoff) run too.
  for (let elapsed = 0; elapsed < 35_000; elapsed += 5_000) await page.clock.runFor(5_000);
  await polled;
  await badge.expectCount(1);
  expect(await stillSameWindow(page)).toBe(true);
  // The console kept trying to reconnect meanwhile (1 s, 2 s, 4 s … backoff).
  expect(attempts).toBeGreaterThan(2);
});
