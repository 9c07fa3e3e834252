import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { wrapper } from './cloudscape.js';

/**
 * The console as a visitor walks it through the side navigation: the links the menu offers, following one
 * in the app (no reload) and waiting until the screen has loaded, and what the screen ended with (the 404,
 * 403 answers, load failures).
 */
export class ConsoleWalk {
  private inFlight = new Set<Request>();
  private lastActivity = Date.now();
  private refusals: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (response.status() === 403 || response.status() >= 500) {
        this.refusals.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
      }
    });
  }

  /** The console links of the side navigation (external links left out), in menu order. */
  async menuHrefs(): Promise<string[]> {
    const navigation = this.page.locator(wrapper.findSideNavigation().toSelector());
    await expect(navigation.locator('a[href^="/console"]').first()).toBeVisible();
    const hrefs = await navigation
      .locator('a[href^="/console"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return [...new Set(hrefs)];
  }

  /** Clicks the side-navigation link to `href` and waits until the screen has loaded. */
  async follow(href: string): Promise<void> {
    this.refusals = [];
    await this.page.locator(wrapper.findSideNavigation().findLinkByHref(href).toSelector()).click();
    await this.page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await this.settled();
  }

  /** Opens `path` in the app without a reload (the router follows history changes) and waits until it loaded. */
  async open(path: string): Promise<void> {
    this.refusals = [];
    await this.page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await this.settled();
  }

  /** Waits until no request has been open for a moment and no loading indicator shows. */
  async settled(): Promise<void> {
    await expect
      .poll(() => this.inFlight.size === 0 && Date.now() - this.lastActivity > 150, { intervals: [50] })
      .toBe(true);
    await expect(this.page.locator(wrapper.findSpinner().toSelector())).toHaveCount(0);
  }

  /** The text of the side-navigation link to `href` (the menu item's name). */
  async menuText(href: string): Promise<string> {
    return (await this.page.locator(wrapper.findSideNavigation().findLinkByHref(href).toSelector()).innerText()).trim();
  }

  /** The address the console shows now (path and query). */
  address(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  /** The screen's title: its one h1. */
  async title(): Promise<string> {
    return (await this.page.getByRole('heading', { level: 1 }).first().innerText()).trim();
  }

  /** The 403 and 5xx answers the screen got since it was opened. */
  refusedRequests(): string[] {
    return [...this.refusals];
  }

  /** The side navigation: present while the console shell is. */
  shell(): Locator {
    return this.page.locator(wrapper.findSideNavigation().toSelector());
  }

  notFound(): Locator {
    return this.page.getByTestId('exception-404');
  }

  /** Any load-failure text on the screen (Chinese or English). */
  loadFailures(): Locator {
    return this.page.getByText(/加载失败|failed to load/i);
  }
}
