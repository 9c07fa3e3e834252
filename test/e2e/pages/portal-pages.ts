import { expect, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/** The public portal: the landing page, a content list and an item. */
export class PortalPage {
  constructor(readonly page: Page) {}

  async openLanding(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1, name: '工业互联网云平台' })).toBeVisible();
  }

  /** A landing section (`news`, `solution`, `market`, `services`). */
  section(name: string): Locator {
    return this.page.getByTestId(`portal-section-${name}`);
  }

  /** Follows a landing section's "view all" to its list, whose heading is `heading`. */
  async viewAll(section: string, heading: string): Promise<void> {
    await this.section(section).getByRole('link', { name: '查看全部' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  async openList(path: string, heading: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  /** The list's card of the item titled `title`. */
  card(title: string): Locator {
    return this.page.getByTestId('content-list').getByRole('link', { name: title, exact: true });
  }

  /** Opens the listed item titled `title`; its heading shows. */
  async read(title: string): Promise<void> {
    await this.card(title).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  body(): Locator {
    return this.page.getByTestId('rich-text');
  }

  description(): Locator {
    return this.page.locator('meta[name="description"]');
  }
}

/** `/console/content-management`: the platform administrators' content. */
export class ContentManagementPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/content-management');
    await expect(this.page.getByRole('heading', { level: 1, name: '内容管理' })).toBeVisible();
  }

  /** Creates a news item (a draft) with both languages' texts and, when given, an uploaded cover (a PNG's bytes). */
  async createNews(item: { title: string; slug: string; body: string; cover?: Buffer }): Promise<void> {
    await this.page.getByTestId('content-add').click();
    const form = this.page.getByTestId('content-form');
    const fill = (field: string, value: string, kind = 'input') =>
      form.getByTestId(`content-${field}`).locator(kind).fill(value);
    await fill('title', item.title);
    await fill('titleEn', `${item.title} (en)`);
    await fill('body', item.body, 'textarea');
    await fill('bodyEn', item.body, 'textarea');
    await fill('slug', item.slug);
    if (item.cover) {
      const file = { name: 'cover.png', mimeType: 'image/png', buffer: item.cover };
      await form.getByTestId('content-coverImage-upload').locator('input[type=file]').setInputFiles(file);
      await expect(form.getByTestId('content-coverImage-preview')).toBeVisible();
    }
    await this.page.getByTestId('content-save').click();
    await expect(form).toHaveCount(0);
  }

  row(title: string): Locator {
    return this.page.getByTestId('content-table').locator('tbody tr').filter({ hasText: title });
  }
}
