import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from './pages/console-page.js';
import { EnterpriseMessageCenterPage, MessageCenterPage, UnreadBadge } from './pages/inbox-pages.js';
import {
  MessageCategoryPage,
  MessageGroupPage,
  MessageSentPage,
  MessageTypePage,
  readOutboxMail,
} from './pages/messaging-pages.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { expectToastShown, recordToasts, toastsWereTogether, toastWasShown } from './pages/toasts.js';

const ENT_STAFF_EMAIL = 'ent-staff@demo.sia.example.com';

/** Marks the window so a later check proves the page was never reloaded. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, boolean>).__messagingNoReload = true;
  });
}

async function stillSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as Record<string, boolean>).__messagingNoReload === true);
}

test('admin defines a category, a type and a group of ent-staff and a role, sends to the group with an e-mail copy; ent-staff sees the badge rise, reads it by its type tab and manages it in the enterprise centre', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const category = `设备通知 ${suffix}`;
  const type = `停机计划 ${suffix}`;
  const group = `维护组 ${suffix}`;
  const title = `周六停机检修 ${suffix}`;

  // ent-staff waits on the console home in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await openAsDemo(staff, 'ent-staff');
    const badge = new UnreadBadge(staff);
    await expect(badge.link()).toBeVisible();
    const unreadBefore = await badge.count();
    await markWindow(staff);

    // admin: category, then a type of it (the type list filters by category).
    await openAsDemo(page, 'admin');
    const categories = new MessageCategoryPage(page);
    await categories.open();
    await categories.add(category, '设备与产线的通知');

    const types = new MessageTypePage(page);
    await types.open();
    await types.add({ name: type, category, code: `stop-${suffix}` });
    await types.filterByCategory(category);
    await expect(types.row(type)).toBeVisible();
    await expect(page.getByTestId('message-type-table').locator('tbody tr')).toHaveCount(1);

    // admin: a group with ent-staff and the holders of the platform auditor role.
    const groups = new MessageGroupPage(page);
    await groups.open();
    await groups.add(group, '周末值班');
    await groups.choose(group);
    await groups.addMember('ent-staff');
    await expect(groups.memberRow('ent-staff')).toBeVisible();
    const holders = await groups.addRoleHolders('平台审核员');
    expect(holders).toContain('auditor');
    for (const username of ['ent-staff', ...holders]) await expect(groups.memberRow(username)).toBeVisible();
    // A reload keeps the current group: its members are still shown.
    await page.getByTestId('message-group-refresh').click();
    await expect(page.getByText(/^消息组已刷新，共 \d+ 项$/)).toBeVisible();
    await expect(groups.memberRow('ent-staff')).toBeVisible();

    // admin: send to the group, with the e-mail copy; the sent list shows it with its recipients.
    const sent = new MessageSentPage(page);
    await sent.open();
    expect(
      await sent.send({
        title,
        content: '本周六 8:00 至 12:00 产线停机检修，请提前安排。',
        category,
        type,
        groups: [group],
        email: true,
      }),
    ).toBe(200);
    await sent.queryByTitle(suffix);
    await expect(sent.row(title)).toBeVisible();
    await expect(sent.row(title)).toContainText(String(1 + holders.length));

    // ent-staff: the badge rises on the open page, without a reload.
    await badge.expectCount(unreadBefore + 1);
    expect(await stillSameWindow(staff)).toBe(true);

    // ent-staff: the centre, the type's tab, then the detail (which reads it).
    await badge.link().click();
    await staff.waitForURL('**/console/message-center');
    const centre = new MessageCenterPage(staff);
    await expect(centre.row(title)).toBeVisible();
    // The tab counts the unread and says so; the table header counts every message of the tab and says so.
    await expect(centre.tab(`全部消息（未读 ${unreadBefore + 1}）`)).toBeVisible();
    await expect(centre.table().getByRole('heading')).toContainText(/（共 \d+ 条）/);
    // The type's tab: the message was sent with the type, so the centre lists the type as a tab holding only it.
    await expect(centre.tab(new RegExp(`^${type}`))).toBeVisible();
    await centre.chooseTab(new RegExp(`^${type}`));
    await expect(centre.row(title)).toBeVisible();
    await expect(staff.getByTestId('message-center-table').locator('tbody tr')).toHaveCount(1);
    await expect(centre.unreadMark(title)).toBeVisible();
    const detail = await centre.openMessage(title);
    await expect(detail.title()).toHaveText(title);
    await expect(detail.description()).toContainText('产线停机检修');
    await badge.expectCount(unreadBefore);

    // ent-staff: collect, delete, restore and permanently delete in the enterprise centre.
    const enterprise = new EnterpriseMessageCenterPage(staff);
    await enterprise.open();
    await expect(enterprise.row(title)).toBeVisible();
    await enterprise.select(title);
    expect(await enterprise.act('collect')).toBe(200);
    await expect(enterprise.collectedMark(title)).toBeVisible();
    // The collected view lists it, and only collected messages.
    await enterprise.view('collected');
    await expect(enterprise.row(title)).toBeVisible();
    await expect(
      enterprise
        .table()
        .locator('tbody tr')
        .filter({ hasNot: staff.getByTestId('message-collected') }),
    ).toHaveCount(0);
    await enterprise.view('all');
    await enterprise.select(title);
    expect(await enterprise.act('delete')).toBe(200);
    await expect(enterprise.row(title)).toHaveCount(0);
    await enterprise.view('recycle');
    await expect(enterprise.row(title)).toBeVisible();
    await enterprise.select(title);
    expect(await enterprise.act('undelete')).toBe(200);
    await expect(enterprise.row(title)).toHaveCount(0);
    await enterprise.view('all');
    await expect(enterprise.row(title)).toBeVisible();
    await enterprise.select(title);
    expect(await enterprise.act('delete')).toBe(200);
    await enterprise.view('recycle');
    await enterprise.select(title);
    expect(await enterprise.act('cleanup')).toBe(200);
    await expect(enterprise.row(title)).toHaveCount(0);
    await enterprise.view('all');
    await expect(enterprise.row(title)).toHaveCount(0);
    // The user's own centre no longer lists the permanently deleted message.
    await centre.open();
    await expect(centre.row(title)).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The e-mail copy is in the local outbox.
  const mail = await readOutboxMail(page.request, ENT_STAFF_EMAIL, title);
  expect(mail.text ?? mail.html ?? '').toContain('产线停机检修');
});

test('a category with types cannot be deleted: the confirmation, then 删除失败！ with the server reason, and the category stays (the screen also reads in English)', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const category = `在用类别 ${suffix}`;
  await openAsDemo(page, 'ent-admin');
  const categories = new MessageCategoryPage(page, 'enterprise');
  await categories.open();
  await categories.add(category);
  const types = new MessageTypePage(page, 'enterprise');
  await types.open();
  await types.add({ name: `在用类型 ${suffix}`, category });

  await categories.open();
  await categories.row(category).locator('input[type="checkbox"]').check();
  await page.getByTestId('message-category-delete').click();
  await expect(page.getByTestId('messaging-delete-names')).toHaveText(category);
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByTestId('confirm-ok').click();
  expect((await deleted).status()).toBe(409);
  await expect(page.getByText(/^删除失败！/)).toBeVisible();
  await expect(categories.row(category)).toBeVisible();

  // The same screen in English.
  await new ConsolePage(page).switchLocale('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise message categories' })).toBeVisible();
  await expect(page.getByTestId('message-category-add')).toHaveText('Add');
});

test('an enterprise administrator manages a group of the enterprise (add, remove after confirmation, add by role), sends to a member, views, re-opens and deletes the sent message', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const category = `企业通知 ${suffix}`;
  const group = `班组 ${suffix}`;
  const title = `交接班提醒 ${suffix}`;
  await recordToasts(page);
  await openAsDemo(page, 'ent-admin');
  const categories = new MessageCategoryPage(page, 'enterprise');
  await categories.open();
  await categories.add(category);

  const groups = new MessageGroupPage(page, 'enterprise');
  await groups.open();
  await groups.add(group);
  await groups.choose(group);
  await groups.addMember('ent-staff');
  await expect(groups.memberRow('ent-staff')).toBeVisible();

  // Removing a member asks first, names the group, then the member is gone and the group stays current.
  await groups.memberRow('ent-staff').locator('input[type="checkbox"]').check();
  await page.getByTestId('message-member-remove').click();
  await expect(page.getByTestId('confirm-modal')).toContainText(group);
  const removed = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api-message/messageMember'),
  );
  await page.getByTestId('confirm-ok').click();
  expect((await removed).status()).toBe(200);
  await expect(groups.memberRow('ent-staff')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `组成员：${group}` })).toBeVisible();

  // By role: the enterprise's administrator role brings its holders, ent-admin among them.
  const holders = await groups.addRoleHolders('企业管理员');
  expect(holders).toContain('ent-admin');
  await expect(groups.memberRow('ent-admin')).toBeVisible();

  // Send to one member of the enterprise, then find, view, re-open (edit) and delete it.
  const sent = new MessageSentPage(page, 'enterprise');
  await sent.open();
  // A query that finds nothing says so in the table only, not again in a warning toast.
  await sent.queryByTitle(`无此消息 ${suffix}`);
  await expect(page.getByTestId('message-sent-table')).toContainText('未查询到消息');
  expect(await toastWasShown(page, '未查询到消息')).toBe(false);
  expect(await sent.send({ title, content: '请在 18:00 前完成交接。', category, users: ['ent-staff'] })).toBe(200);
  // The result replaces the progress toast: 发送中…… never stands beside the result, which names the message.
  await expectToastShown(page, `消息 ${title} 已发送给 1 位接收人`);
  expect(await toastsWereTogether(page, '发送中', '已发送给')).toBe(false);
  await sent.queryByTitle(suffix);
  await expect(sent.row(title)).toContainText(category);
  await sent.row(title).locator('input[type="radio"]').check();
  await page.getByTestId('message-sent-view').click();
  await expect(page.getByTestId('messaging-message-modal')).toContainText('请在 18:00 前完成交接。');
  await page.getByTestId('messaging-message-modal').getByRole('button', { name: '关闭', exact: true }).click();
  await page.getByTestId('message-sent-edit').click();
  const form = page.getByTestId('messaging-send-modal');
  await expect(form.locator('input[name="message-title"]')).toHaveValue(title);
  await form.getByRole('button', { name: '取消', exact: true }).click();
  await page.getByTestId('message-sent-delete').click();
  await expect(page.getByTestId('messaging-delete-names')).toHaveText(title);
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/message/'));
  await page.getByTestId('confirm-ok').click();
  expect((await deleted).status()).toBe(200);
  await expect(sent.row(title)).toHaveCount(0);

  // Deleting the group asks first; then it is gone.
  await groups.open();
  await groups.choose(group);
  await page.getByTestId('message-group-delete').click();
  await expect(page.getByTestId('messaging-delete-names')).toHaveText(group);
  await page.getByTestId('confirm-ok').click();
  await expect(groups.row(group)).toHaveCount(0);
});
