import { expect, test } from '@playwright/test';
import { seriousViolations } from './pages/accessibility.js';

// Signed out, over the demo seed (only read): the market's three public screens, each checked with axe.
test('an anonymous visitor searches the market and opens an application with its price table', async ({ page }) => {
  const found: string[] = [];
  await page.goto('/common/application-market-portal');
  await expect(page.getByRole('heading', { level: 1, name: '应用市场' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '推荐应用' })).toBeVisible();
  await expect(page.getByRole('link', { name: '预测性维护' }).first()).toBeVisible();
  found.push(...(await seriousViolations(page, 'portal')));

  await page.getByRole('searchbox', { name: '搜索应用' }).fill('预测');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.waitForURL('**/common/application-market-list?name=*');
  await expect(page.getByRole('heading', { level: 2, name: '共 1 个应用' })).toBeVisible();
  found.push(...(await seriousViolations(page, 'list')));

  await page.getByRole('link', { name: '预测性维护' }).click();
  await page.waitForURL('**/common/application-market-view?id=app-demo-maintenance');
  await expect(page.getByRole('heading', { level: 1, name: '预测性维护' })).toBeVisible();
  const prices = page.getByRole('table', { name: '价格表' });
  // The professional plan bought for a year: 1,999 a month × 12 × 0.85.
  await expect(prices.getByRole('row').filter({ hasText: '专业版' }).filter({ hasText: '1 年' })).toContainText(
    '20,389.80 元',
  );
  await expect(page.getByRole('link', { name: '登录后订阅' })).toBeVisible();
  found.push(...(await seriousViolations(page, 'view')));
  expect(found).toEqual([]);
});
