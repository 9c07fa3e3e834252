import { expect, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/** `/console/login-statistics`: today's figures, the daily and hourly charts with their tables. */
export class LoginStatisticsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/login-statistics');
    await expect(this.page.getByRole('heading', { level: 1, name: '登录统计' })).toBeVisible();
  }

  /** The line with today's successes and failures. */
  today(): Locator {
    return this.page.getByTestId('login-statistics-today');
  }

  /** The daily chart's figures as a table (behind its disclosure). */
  async dailyTable(): Promise<Locator> {
    await this.page.getByTestId('login-statistics-daily-table-toggle').getByRole('button').click();
    return this.page.getByTestId('login-statistics-daily-table');
  }
}

/** `/console/current-users`: the sessions signed in now. */
export class CurrentUsersPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/current-users');
    await expect(this.page.getByRole('heading', { level: 1, name: '在线用户' })).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('current-users-table');
  }
}
