import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { demoRoles, demoUsers } from '../../../infra/local/seed/demo-accounts.js';
import { menuDirectories, publicRoutes } from '../../../infra/local/seed/menu-tree.js';
import type { DemoUsername } from '../fixtures/demo-sessions.js';
import { wrapper } from './cloudscape.js';

/** Console screens that need a selection made elsewhere: never menu links (the console hides them). */
export const selectionScreens = [
  '/console/user-role-config',
  '/console/user-role-add',
  '/console/privilege-role-config',
  '/console/platform-user-role-config',
  '/console/platform-user-role-add',
  '/console/platform-privilege-role-config',
  '/console/message-detail',
  '/console/verify-enterprise-detail',
  '/console/verify-user-detail',
  '/console/edit-user-details',
  '/console/edit-user-certify',
];

/** The top bar's user menu (the fourth utility when signed in: enterprise, role, language, user). */
const userMenu = wrapper.findTopNavigation().findUtility(4).findMenuDropdownType();

/** A part of one user's menu walk: a run of its links in menu order. */
export interface WalkPart {
  /** Which part of how many, and the menu directories its links are in. */
  readonly name: string;
  /** The links of the part, as the seed's catalogue and the user's roles give them. */
  readonly hrefs: ReadonlySet<string>;
}

/**
 * Most links per part: a part's walk, axe included, takes about 30 s on 2 busy cores (14 links took 58 s at a load
 * average of 20, too near the 60 s limit). Parts are filled evenly up to it: each part pays a console start, so
 * fewer, fuller parts spare them.
 */
const PART_SIZE = 12;

const featuresDirectory = join(dirname(fileURLToPath(import.meta.url)), '../../../web/src/features');

const consoleHref = (route: string) => (route ? `/console/${route}` : '/console');

/**
 * The demo user's menu walk in parts, from the seed: the routes the roles of the user's first (current)
 * enterprise grant, in menu order, selection screens left out, cut into as few parts of at most `PART_SIZE` links
 * as hold them, of even length. Tests run one part each, so no test walks a whole large menu; the first part (with
 * the console home, which every user has) also walks any menu link no part names, so a link the seed's catalogue
 * does not predict is still walked.
 */
export function walkParts(username: DemoUsername): WalkPart[] {
  const user = demoUsers.find((candidate) => candidate.username === username)!;
  const roleIds = new Set(user.memberships[0]?.roleIds ?? []);
  const granted = new Set(
    demoRoles
      .filter((role) => roleIds.has(role.id))
      .flatMap((role) => role.grants.map((grant) => (typeof grant === 'string' ? grant : grant[0]))),
  );
  for (const route of publicRoutes) granted.add(route); // Everyone signed in has the public pages.
  const links = menuDirectories.flatMap((directory) =>
    directory.pages
      .map(([route]) => route)
      .filter((route) => granted.has(route))
      .map(consoleHref)
      .filter((href) => !selectionScreens.includes(href))
      .map((href) => ({ href, directory: directory.nameEn })),
  );
  const count = Math.ceil(links.length / PART_SIZE);
  const size = Math.ceil(links.length / count);
  return Array.from({ length: count }, (_, index) => {
    const part = links.slice(index * size, (index + 1) * size);
    const directories = [...new Set(part.map((link) => link.directory))].join(', ');
    return { name: `${index + 1}/${count} (${directories})`, hrefs: new Set(part.map((link) => link.href)) };
  });
}

/** Every screen of the seed's menu catalogue (the platform administrator's menu holds them all). */
export const catalogueHrefs: ReadonlySet<string> = new Set(
  menuDirectories.flatMap((directory) => directory.pages.map(([route]) => consoleHref(route))),
);

/** What a screen of the walk shows (`ConsoleWalk.screenState`). */
export interface ScreenState {
  /** Where the console arrived (path and query). */
  address: string;
  /** The menu's name for that address, when the menu links it. */
  name?: string;
  /** The screen's title (its h1), empty without one. */
  title: string;
  /** The console's 404 screen shows. */
  notFound: boolean;
  /** The console shell (its side navigation) is there. */
  shell: boolean;
  /** A load-failure text on the screen, if any. */
  loadFailure?: string;
  /** The document's title. */
  documentTitle: string;
  /** The last breadcrumb's text (the current page). */
  breadcrumb?: string;
  /** The focus is on the screen's heading (it moves there after a navigation). */
  headingFocused: boolean;
  /** The tables of the screen wider than their container (each needs a horizontal scroll), by header text. */
  wideTables: string[];
  /** The layout shift since the screen was followed (every shift, summed). */
  layoutShift: number;
}

/** The viewport the walk checks the screens at: the narrowest desktop the console is laid out for. */
export const WALK_VIEWPORT = { width: 1280, height: 800 };

/**
 * The console as a visitor walks it through the side navigation: the links the menu offers, following one
 * in the app (no reload) and waiting until the screen has loaded, and what the screen ended with (the 404,
 * 403 answers, load failures).
 */
export class ConsoleWalk {
  private inFlight = new Set<Request>();
  private lastActivity = Date.now();
  private refusals: string[] = [];
  /** The user menu's personal screens by address, with their names (`menuHrefs` reads them). */
  private readonly personal = new Map<string, string>();
  private errors: string[] = [];

  constructor(readonly page: Page) {
    // The layout shifts of the page, from its first load. Every shift counts, also those within 0.5 s of the click
    // that CLS would forgive: a screen that loads in the walk's few milliseconds would otherwise never be measured.
    void page.addInitScript(() => {
      const counter = window as unknown as { siaLayoutShift: number };
      counter.siaLayoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          counter.siaLayoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(error.message));
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

  /**
   * The console links of the menu (external links left out): the side navigation's in menu order (in collapsed
   * sections too), then the personal screens of the top bar's user menu.
   */
  async menuHrefs(): Promise<string[]> {
    const navigation = this.page.locator(wrapper.findSideNavigation().toSelector());
    await expect(navigation.locator('a[href^="/console"]').first()).toBeAttached();
    const hrefs = await navigation
      .locator('a[href^="/console"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await this.page.locator(userMenu.findNativeButton().toSelector()).click();
    const dropdown = this.page.locator(userMenu.findOpenDropdown().toSelector());
    const personal = await dropdown
      .locator('a[href^="/console"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href') ?? '', (link as HTMLElement).innerText]));
    await this.page.keyboard.press('Escape');
    for (const [href, name] of personal) this.personal.set(href, name.trim());
    return [...new Set([...hrefs, ...this.personal.keys()])];
  }

  /**
   * Follows the menu's link to `href` as a visitor does (opening its collapsed section first, or the user menu for
   * a personal screen) and waits until the screen has loaded.
   */
  async follow(href: string): Promise<void> {
    this.refusals = [];
    this.errors = [];
    await this.page.evaluate(() => ((window as unknown as { siaLayoutShift: number }).siaLayoutShift = 0));
    const arrived = (url: URL) => `${url.pathname}${url.search}` === href;
    // A click that lands while the shell re-renders (a busy machine) can be lost: the visitor clicks again.
    await expect(async () => {
      if (arrived(new URL(this.page.url()))) return;
      if (this.personal.has(href)) {
        await this.page.locator(userMenu.findNativeButton().toSelector()).click({ timeout: 10_000 });
        await this.page.locator(userMenu.findItemById(`screen:${href}`).toSelector()).click({ timeout: 10_000 });
      } else {
        const link = this.page.locator(wrapper.findSideNavigation().findLinkByHref(href).toSelector());
        if (!(await link.isVisible())) {
          const section = await link.evaluate((element) => element.closest('[role="group"]')?.id ?? '');
          await this.page.locator(`[aria-controls="${section}"]`).first().click({ timeout: 10_000 });
        }
        await link.click({ timeout: 10_000 });
      }
      await this.page.waitForURL(arrived, { timeout: 10_000 });
    }).toPass({ timeout: 40_000 });
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

  /**
   * What the screen shows once it has settled, read in the page in one go (each separate look is a round trip to
   * the browser, which a walk over every screen pays many times): where it arrived, the menu's name for that
   * address (when the menu has it), its title (its one h1), and the signs of a dead end. The title gets up to
   * `titleWait` ms to become the menu's name: a screen's code loads on demand and may send the visitor on
   * (create-user-certify to edit-user-certify once one exists); the document title and, after a navigation
   * (`navigated`), the focus on the heading follow it within that time.
   */
  async screenState(
    menu: readonly string[],
    options: { navigated: boolean; titleWait?: number },
  ): Promise<ScreenState> {
    const titleWait = options.titleWait ?? 5_000;
    const state = await this.page.evaluate(
      async ({ links, navigation, breadcrumbs, titleWait, navigated }) => {
        const read = () => {
          const address = `${window.location.pathname}${window.location.search}`;
          const link = address in links ? (document.querySelector(links[address]!) as HTMLElement | null) : null;
          const heading = document.querySelector('h1, [role="heading"][aria-level="1"]') as HTMLElement | null;
          return {
            address,
            name: link ? link.innerText.trim() : undefined,
            title: heading ? heading.innerText.trim() : '',
          };
        };
        // The frame follows the heading a frame later: wait for the document title, the breadcrumb and the focus.
        const frameOf = (title: string) => ({
          documentTitle: document.title,
          breadcrumb: (
            [...document.querySelectorAll(`${breadcrumbs} li`)].at(-1) as HTMLElement | undefined
          )?.innerText.trim(),
          headingFocused: document.activeElement?.closest('h1') != null,
          settled:
            document.title.startsWith(`${title} – `) && (!navigated || document.activeElement?.closest('h1') != null),
        });
        const deadline = Date.now() + titleWait;
        let state = read();
        let frame = frameOf(state.title);
        while ((state.name !== undefined && state.title !== state.name) || state.title === '' || !frame.settled) {
          if (Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
          state = read();
          frame = frameOf(state.title);
        }
        const failure = document.body.innerText.split('\n').find((line) => /加载失败|failed to load/i.test(line));
        // A table is wider than its container when its scrolling wrapper (the nearest ancestor that clips or
        // scrolls it) is narrower than the table.
        const wideTables = [...document.querySelectorAll('main table')].flatMap((table) => {
          let wrapper = table.parentElement;
          while (wrapper && getComputedStyle(wrapper).overflowX === 'visible') wrapper = wrapper.parentElement;
          if (!wrapper || table.scrollWidth <= wrapper.clientWidth + 1) return [];
          // Named by the heading of its container (the table's own header is outside the <table>).
          let named: Element | null = wrapper;
          while (named && !named.querySelector('h2')) named = named.parentElement;
          return [(named?.querySelector('h2') as HTMLElement | null)?.innerText.trim() ?? 'a table'];
        });
        return {
          ...state,
          notFound: document.querySelector('[data-testid="exception-404"]') !== null,
          shell: document.querySelector(navigation) !== null,
          loadFailure: failure?.trim(),
          documentTitle: frame.documentTitle,
          breadcrumb: frame.breadcrumb,
          headingFocused: frame.headingFocused,
          wideTables: [...new Set(wideTables)],
          layoutShift: (window as unknown as { siaLayoutShift: number }).siaLayoutShift,
        };
      },
      {
        // The menu's own link items (the navigation's header links the console home too).
        links: Object.fromEntries(
          menu.map((href) => [href, wrapper.findSideNavigation().findLinkByHref(href).toSelector()]),
        ),
        navigation: wrapper.findSideNavigation().toSelector(),
        breadcrumbs: wrapper.findBreadcrumbGroup().toSelector(),
        titleWait,
        navigated: options.navigated,
      },
    );
    // A personal screen is named by its entry in the user menu, which closed when it was chosen.
    return { ...state, name: state.name ?? this.personal.get(state.address) };
  }

  /** The 403 and 5xx answers the screen got since it was opened. */
  refusedRequests(): string[] {
    return [...this.refusals];
  }

  /** The errors the browser's console and uncaught exceptions reported since the screen was followed. */
  consoleErrors(): string[] {
    return [...this.errors];
  }

  /** The side navigation: present while the console shell is. */
  shell(): Locator {
    return this.page.locator(wrapper.findSideNavigation().toSelector());
  }

  notFound(): Locator {
    return this.page.getByTestId('exception-404');
  }
}

/**
 * The console screens the side navigation leaves out: those with a `selectedOn` in their feature's `routes.tsx`
 * (reached from the screen where the selection is made), read from the route tables' source so the test needs no
 * console code.
 */
export const selectedOnHrefs: ReadonlySet<string> = new Set(
  readdirSync(featuresDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(featuresDirectory, entry.name, 'routes.tsx')))
    .flatMap((entry) =>
      [
        ...readFileSync(join(featuresDirectory, entry.name, 'routes.tsx'), 'utf8').matchAll(
          /\{\s*path:\s*'([^']*)'[^{}]*(?:\{[^{}]*\}[^{}]*)*selectedOn:/g,
        ),
      ].map((match) => consoleHref(match[1]!.replace(/\/:.*$/, ''))),
    ),
);

/** The links the seed's roles give the demo user's menu: the screens of the catalogue granted, selection screens left out. */
export function expectedMenuHrefs(username: DemoUsername): string[] {
  return walkParts(username)
    .flatMap((part) => [...part.hrefs])
    .filter((href) => !selectedOnHrefs.has(href));
}
