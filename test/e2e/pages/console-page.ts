import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';

const topNavigation = wrapper.findTopNavigation();

/** Index (1-based) of each top-bar utility when signed in: enterprise, role, language, user. */
const UTILITY = { enterprise: 1, role: 2, locale: 3, user: 4 } as const;

/** The signed-in console: top bar switchers, side navigation, expired-session modal. */
export class ConsolePage {
  constructor(readonly page: Page) {}

  private utility(name: keyof typeof UTILITY) {
    return topNavigation.findUtility(UTILITY[name]).findMenuDropdownType();
  }

  /** The trigger of a top-bar dropdown (its text is the current value). */
  trigger(name: keyof typeof UTILITY): Locator {
    return this.page.locator(this.utility(name).findNativeButton().toSelector());
  }

  /** Opens a top-bar dropdown and clicks the item with `id`. */
  async choose(name: keyof typeof UTILITY, itemId: string): Promise<void> {
    await this.trigger(name).click();
    await this.page.locator(this.utility(name).findItemById(itemId).toSelector()).click();
  }

  async switchEnterprise(enterpriseId: string, expectedName: string): Promise<void> {
    await this.choose('enterprise', `enterprise:${enterpriseId}`);
    await expect(this.trigger('enterprise')).toContainText(expectedName);
  }

  async switchRole(roleId: string, expectedName: string): Promise<void> {
    await this.choose('role', `role:${roleId}`);
    await expect(this.trigger('role')).toContainText(expectedName);
  }

  async switchLocale(locale: 'cn' | 'en'): Promise<void> {
    await this.choose('locale', `locale:${locale}`);
  }

  async signOut(): Promise<void> {
    await this.choose('user', 'signout');
  }

  /** The side navigation built from the menu of the current enterprise and role. */
  sideNavigation(): Locator {
    return this.page.locator(wrapper.findSideNavigation().toSelector());
  }

  sideNavigationLink(href: string): Locator {
    return this.page.locator(wrapper.findSideNavigation().findLinkByHref(href).toSelector());
  }

  /** The user menu's entry of a personal screen (the menu must be open). */
  userMenuItem(href: string): Locator {
    return this.page.locator(this.utility('user').findItemById(`screen:${href}`).toSelector());
  }

  modal(): Locator {
    return this.page.locator(wrapper.findModal().toSelector());
  }

  modalHeader(): Locator {
    return this.page.locator(wrapper.findModal().findHeader().toSelector());
  }

  /** The (only) button in the modal's footer: OK of the expired-session modal. */
  modalFooterButton(): Locator {
    return this.page.locator(wrapper.findModal().findFooter().findButton().toSelector());
  }

  modalContent(): Locator {
    return this.page.locator(wrapper.findModal().findContent().toSelector());
  }

  /** The 信息/Info link beside the screen's heading, which opens the help panel on the screen's topic. */
  screenInfoLink(): Locator {
    return this.page
      .locator(wrapper.findAppLayout().findContentRegion().toSelector())
      .locator('h1 ~ * [data-testid="info-link"]');
  }

  /** The help panel in the console layout's tools drawer. */
  helpPanel(): Locator {
    return this.page.locator(wrapper.findAppLayout().findTools().findHelpPanel().toSelector());
  }

  helpPanelHeader(): Locator {
    return this.page.locator(wrapper.findAppLayout().findTools().findHelpPanel().findHeader().toSelector());
  }

  /** The tools drawer's close button, where an Info link puts the focus. */
  helpPanelClose(): Locator {
    return this.page.locator(wrapper.findAppLayout().findToolsClose().toSelector());
  }

  personalInfo(): Locator {
    return this.page.getByTestId('personal-info');
  }

  /** The access token Amplify keeps in local storage for the signed-in user. */
  async accessToken(): Promise<string> {
    const token = await this.page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((name) => name.endsWith('.accessToken'));
      return key ? window.localStorage.getItem(key) : null;
    });
    if (!token) throw new Error('No access token in local storage');
    return token;
  }
}

/**
 * Opens a console screen as its side-navigation link does: a client-side navigation when the console is
 * already loaded in this page, so the screen mounts and loads its data without the whole console booting
 * again (on 2 cores a page load costs seconds of CPU). Anywhere else, or for the screen already shown, a
 * page load: `open()` always shows freshly loaded data. Tests about reloads call `page.reload()` themselves.
 */
export async function openConsolePath(page: Page, path: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  const inConsole =
    current?.pathname.startsWith('/console') &&
    `${current.pathname}${current.search}` !== path &&
    (await page.locator(wrapper.findSideNavigation().toSelector()).count()) > 0;
  if (!inConsole) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
