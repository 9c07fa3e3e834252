import { expect, test } from '@playwright/test';
import { openAsDemo } from './fixtures/demo-sessions.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { ContentManagementPage, PortalPage } from './pages/portal-pages.js';
import { expectToastShown, recordToasts, toastAction } from './pages/toasts.js';

test('an anonymous visitor reads the news from the landing page; a platform administrator publishes a news item and visitors find it', async ({
  page,
  browser,
}) => {
  const portal = new PortalPage(page);
  await portal.openLanding();
  await expect(portal.section('news')).toContainText('网关证书轮换功能上线');
  await portal.viewAll('news', '新闻动态');
  await portal.read('网关证书轮换功能上线');
  // The body is the item's markup rendered, and the page describes itself by the item's summary.
  await expect(portal.body().getByRole('heading', { name: '新功能' })).toBeVisible();
  await expect(portal.description()).toHaveAttribute('content', /一键轮换网关证书/);

  const title = `平台新闻 ${uniqueSuffix()}`;
  const cover = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const context = await browser.newContext();
  try {
    const adminPage = await context.newPage();
    await recordToasts(adminPage);
    await openAsDemo(adminPage, 'admin');
    const management = new ContentManagementPage(adminPage);
    await management.open();
    await management.createNews({
      title,
      slug: `e2e-${uniqueSuffix()}`.toLowerCase(),
      body: '## 要点\n\n- 第一条',
      cover,
    });
    const created = `内容 ${title} 已保存为草稿，下一步可发布`;
    await expectToastShown(adminPage, created);
    await expect(management.row(title)).toContainText('草稿');
    await toastAction(adminPage, created, '发布').click();
    await expectToastShown(adminPage, `内容 ${title} 已发布`);
    await expect(management.row(title)).toContainText('已发布');
  } finally {
    await context.close();
  }

  await portal.openList('/common/news', '新闻动态');
  await portal.read(title);
  await expect(portal.body().getByRole('heading', { name: '要点' })).toBeVisible();
  // The uploaded cover reaches the anonymous visitor through the public image route.
  const image = page.getByTestId('content-body').locator('img').first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
