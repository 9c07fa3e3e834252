import { expect, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/** The public help centre: search from the home, the results, an article. */
export class HelpCentrePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/common/help-home');
    await expect(this.page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  }

  /** Types `words` into the search box and sends them; the results screen opens. */
  async search(words: string): Promise<void> {
    await this.page.getByTestId('help-search-input').locator('input').fill(words);
    await this.page.getByTestId('help-search-submit').click();
    await expect(this.page.getByRole('heading', { level: 1, name: '搜索结果' })).toBeVisible();
  }

  /** Opens the result titled `title`; its article's heading shows. */
  async openResult(title: string): Promise<void> {
    await this.page.getByTestId('help-results').getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  /** The article's body, rendered from its markup. */
  body(): Locator {
    return this.page.getByTestId('rich-text');
  }
}

/** `/common/feedback`: the feedback card. */
export class FeedbackPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/common/feedback');
    await expect(this.page.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  }

  async send(card: { username: string; email: string; phone: string; content: string }): Promise<void> {
    for (const field of ['username', 'email', 'phone'] as const)
      await this.page.getByTestId(`feedback-${field}`).locator('input').fill(card[field]);
    await this.page.getByTestId('feedback-content').locator('textarea').fill(card.content);
    await this.page.getByTestId('feedback-submit').click();
  }
}

/** `/console/feedback-management`: the feedback, open or closed. */
export class FeedbackManagementPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/feedback-management');
    await expect(this.page.getByRole('heading', { level: 1, name: '反馈管理' })).toBeVisible();
  }

  row(text: string): Locator {
    return this.page.getByTestId('feedback-table').locator('tbody tr').filter({ hasText: text });
  }

  /** Closes the feedback whose row shows `text`, confirming. */
  async close(text: string): Promise<void> {
    await this.row(text).getByRole('button', { name: /^关闭/ }).click();
    await this.page.getByTestId('confirm-ok').click();
  }

  async showClosed(): Promise<void> {
    await this.page.getByTestId('feedback-status').getByRole('button', { name: '已关闭', exact: true }).click();
  }
}

/** `/console/help-management`: categories, their articles, the article form. */
export class HelpManagementPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/help-management');
    await expect(this.page.getByTestId('help-categories')).toBeVisible();
  }

  /** Opens the article form of `title` in `category` and appends `line` to its Chinese body, then saves. */
  async appendToArticle(category: string, title: string, line: string): Promise<void> {
    await this.page.getByTestId('help-categories').getByRole('radio', { name: category }).check();
    await this.page
      .getByTestId('help-articles')
      .getByRole('button', { name: `${title} 的操作` })
      .click();
    // RowActions' item ids are their test ids.
    await this.page.getByTestId('help-article-edit').click();
    const body = this.page.getByTestId('help-article-body').locator('textarea');
    await expect(body).not.toHaveValue('');
    await body.fill(`${await body.inputValue()}\n\n${line}`);
    await this.page.getByTestId('help-article-save').click();
    await expect(this.page.getByTestId('help-article-form')).toHaveCount(0);
  }
}
