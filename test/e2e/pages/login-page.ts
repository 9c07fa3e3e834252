import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { ConsolePage } from './console-page.js';

/** `/common/login`: the username and password form. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/common/login');
    await expect(this.usernameInput()).toBeVisible();
  }

  usernameInput(): Locator {
    return this.page.locator('input[name="username"]');
  }

  passwordInput(): Locator {
    return this.page.locator('input[name="password"]');
  }

  /** The form-level error (wrong password, failed context load). */
  formError(): Locator {
    return this.page.locator(wrapper.findForm().findError().toSelector());
  }

  /** Types the credentials and presses Enter (the form submits on Enter). */
  async submit(username: string, password: string): Promise<void> {
    await this.usernameInput().fill(username);
    await this.passwordInput().fill(password);
    await this.passwordInput().press('Enter');
  }

  /** Signs in and waits for the console home with its menu. */
  async signIn(username: string, password: string): Promise<ConsolePage> {
    await this.open();
    await this.submit(username, password);
    await this.page.waitForURL('**/console');
    const console = new ConsolePage(this.page);
    await expect(console.sideNavigation()).toBeVisible();
    return console;
  }
}
