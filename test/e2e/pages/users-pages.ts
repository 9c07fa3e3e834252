import { openAsDemo } from '../fixtures/demo-sessions.js';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { ConsolePage, openConsolePath } from './console-page.js';
import { freshAccount, type NewAccount } from './register-page.js';

/**
 * Adds a platform user through `POST /api-user/platformUsers` as the demo
 * platform administrator, signed in in a context of its own.
 */
export async function createPlatformUserByApi(browser: Browser): Promise<NewAccount> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openAsDemo(page, 'admin');
    const token = await new ConsolePage(page).accessToken();
    const account = freshAccount();
    const response = await page.request.post('/api-user/platformUsers', {
      headers: { authorization: `Bearer ${token}` },
      data: account,
    });
    expect(response.status()).toBe(200);
    return account;
  } finally {
    await context.close();
  }
}

/** The toasts of the flashbar. */
export function toasts(page: Page): Locator {
  return page.locator(wrapper.findFlashbar().toSelector());
}

/** `/console/user-details`: the own profile with edit, password and deregistration actions. */
export class UserDetailsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/user-details');
    await expect(this.page.getByTestId('user-profile')).toBeVisible();
  }

  profile(): Locator {
    return this.page.getByTestId('user-profile');
  }

  deregisterButton(): Locator {
    return this.page.getByTestId('deregister');
  }

  confirmDialog(): Locator {
    return this.page.getByTestId('deregister-confirm');
  }

  confirmButton(): Locator {
    return this.page.getByTestId('deregister-ok');
  }
}

/** `/console/modify-user-password` and `/console/admin-edit-user`: the password form. */
export class PasswordFormPage {
  constructor(readonly page: Page) {}

  input(name: 'currentPassword' | 'newPassword' | 'confirmPassword'): Locator {
    return this.page.getByTestId(`password-${name}`).locator('input');
  }

  field(name: 'currentPassword' | 'newPassword' | 'confirmPassword'): Locator {
    return this.page.locator(wrapper.findFormField().toSelector()).filter({ has: this.input(name) });
  }

  submitButton(): Locator {
    return this.page.getByTestId('password-submit');
  }

  async fill(values: { currentPassword?: string; newPassword: string; confirmPassword?: string }): Promise<void> {
    if (values.currentPassword !== undefined) await this.input('currentPassword').fill(values.currentPassword);
    await this.input('newPassword').fill(values.newPassword);
    await this.input('confirmPassword').fill(values.confirmPassword ?? values.newPassword);
  }
}

/** `/console/user-list-management`: the platform user table with add and reset. */
export class UserListPage {
  constructor(readonly page: Page) {}

  private table = wrapper.findTable('[data-testid="user-table"]');

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/user-list-management');
    await expect(this.page.getByTestId('user-table')).toBeVisible();
  }

  async search(username: string): Promise<void> {
    await this.page.locator(this.table.findTextFilter().findInput().findNativeInput().toSelector()).fill(username);
  }

  rows(): Locator {
    return this.page.locator(this.table.findRows().toSelector());
  }

  async selectRow(index: number): Promise<void> {
    await this.page.locator(this.table.findRowSelectionArea(index).toSelector()).click();
  }

  async addUser(account: NewAccount): Promise<void> {
    await this.page.getByTestId('add-platform-user-open').click();
    const dialog = this.page.getByTestId('add-platform-user');
    await expect(dialog).toBeVisible();
    for (const [name, value] of [
      ['username', account.username],
      ['email', account.email],
      ['phone', account.phone],
      ['password', account.password],
      ['confirm', account.password],
    ] as const) {
      await this.page.getByTestId(`add-user-${name}`).locator('input').fill(value);
    }
    await this.page.getByTestId('add-user-submit').click();
    await expect(dialog).toBeHidden();
  }
}

/**
 * Starts recording whether `text` appears anywhere on the page, and returns a
 * check of it. For 1-second success toasts that may come and go while the
 * page navigates, faster than a locator poll could see them.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  const key = `seen:${text}`;
  await page.evaluate(
    ({ key, text }) => {
      const seen = window as unknown as Record<string, boolean>;
      seen[key] = false;
      const observer = new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) {
          seen[key] = true;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { key, text },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key);
}

/** `/console/edit-user-details`: inputs found by their labels. */
export class EditDetailsPage {
  constructor(readonly page: Page) {}

  input(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  field(label: string): Locator {
    return this.page.locator(wrapper.findFormField().toSelector()).filter({ has: this.input(label) });
  }
}

/** A list table of the users area (by its test id) with its text filter. */
export class ListTable {
  constructor(
    readonly page: Page,
    readonly testId: string,
  ) {}

  private wrapper() {
    return wrapper.findTable(`[data-testid="${this.testId}"]`);
  }

  table(): Locator {
    return this.page.getByTestId(this.testId);
  }

  rows(): Locator {
    return this.page.locator(this.wrapper().findRows().toSelector());
  }

  async search(text: string): Promise<void> {
    await this.page.locator(this.wrapper().findTextFilter().findInput().findNativeInput().toSelector()).fill(text);
  }
}
