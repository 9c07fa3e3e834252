import { expect, test } from '@playwright/test';
import { openAsDemo } from './fixtures/demo-sessions.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { openConsolePath } from './pages/console-page.js';
import { FeedbackManagementPage, FeedbackPage, HelpCentrePage, HelpManagementPage } from './pages/help-pages.js';
import { expectToastShown, recordToasts } from './pages/toasts.js';

test('an anonymous visitor finds a help article by search, reads it and sends feedback; a platform administrator reads the feedback and closes it, edits that article, which the visitor then reads, and a screen offers its menu’s article in the help panel', async ({
  page,
  browser,
}) => {
  await recordToasts(page);
  const help = new HelpCentrePage(page);
  await help.open();
  await help.search('网关');
  await help.openResult('接入网关');
  // The body is the article's markup rendered: a heading and an ordered list.
  await expect(help.body().getByRole('heading', { name: '新增网关' })).toBeVisible();
  await expect(help.body().locator('ol li').first()).toContainText('网关类型');

  const content = `网关列表加载很慢 ${uniqueSuffix()}`;
  const feedback = new FeedbackPage(page);
  await feedback.open();
  await feedback.send({ username: '访客', email: 'visitor@example.com', phone: '13800138000', content });
  await expectToastShown(page, '您的反馈已提交。');

  const context = await browser.newContext();
  try {
    const adminPage = await context.newPage();
    await recordToasts(adminPage);
    await openAsDemo(adminPage, 'admin');
    const list = new FeedbackManagementPage(adminPage);
    await list.open();
    await expect(list.row(content)).toContainText('visitor@example.com');
    await list.close(content);
    await expectToastShown(adminPage, '访客 的反馈已关闭');
    await expect(list.row(content)).toHaveCount(0);
    await list.showClosed();
    await expect(list.row(content)).toBeVisible();

    // The administrator edits the article the visitor read; the visitor's next read shows the edit.
    const addition = `列表加载慢时请先缩小时间范围 ${uniqueSuffix()}`;
    const management = new HelpManagementPage(adminPage);
    await management.open();
    await management.appendToArticle('设备与网关', '接入网关', addition);
    await help.open();
    await help.search('网关');
    await help.openResult('接入网关');
    await expect(help.body()).toContainText(addition);

    // A screen whose menu names an article (算法列表 → 算法库) and that has no help topic shows the article in its panel.
    await openConsolePath(adminPage, '/console/algorithm-list');
    await adminPage.getByRole('button', { name: '打开帮助面板' }).click();
    await expect(adminPage.getByTestId('help-panel-title')).toHaveText('算法库');
    await expect(adminPage.getByTestId('help-panel').getByRole('heading', { name: '发布自己的算法' })).toBeVisible();
  } finally {
    await context.close();
  }
});
