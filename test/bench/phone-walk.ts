import { launchBenchBrowser } from './bench-browser.js';
import { catalogueHrefs, ConsoleWalk, selectionScreens } from '../e2e/pages/navigation-pages.js';
import type { BenchRow } from './bench-table.js';

/** Lighthouse's mobile preset (Moto G Power): its screen, its pixel ratio and its user agent. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

/** CLS "good" is below 0.1: the console's convention for every menu screen, on desktop and on a phone. */
const MAX_LAYOUT_SHIFT = 0.1;

/**
 * Waits as the e2e walk does, with the e2e suite's patience: its waits give up after 5 s outside the test runner,
 * which a shared machine's slow screen can take.
 */
async function settled(walk: ConsoleWalk): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await walk.settled();
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/**
 * The menu walk on a phone (the e2e walk checks the desktop; a phone pass there doubled its time): signed in as
 * `username` (the platform administrator, whose menu holds every screen of the catalogue), opens each catalogue
 * screen in the app as the walk does and sums its layout shift until it settled.
 */
export async function measurePhoneWalk(options: {
  consoleUrl: string;
  username: string;
  password: string;
}): Promise<BenchRow[]> {
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'zh-CN', baseURL: options.consoleUrl });
    // tsx compiles with esbuild's keepNames, which wraps the walk's in-page functions in a `__name` helper the
    // page lacks: a no-op one lets them run there.
    await context.addInitScript('window.__name = (target) => target;');
    const page = await context.newPage();
    const walk = new ConsoleWalk(page);
    await page.goto('/common/login');
    await page.locator('input[name="username"]').fill(options.username);
    await page.locator('input[name="password"]').fill(options.password);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL('**/console');
    await settled(walk);
    // On a phone the side navigation is a closed drawer: each screen is opened in the app (no reload), as a link does.
    const hrefs = [...catalogueHrefs].filter((href) => !selectionScreens.includes(href));
    const shifts: { href: string; shift: number }[] = [];
    for (const href of hrefs) {
      // Each screen's own shift: `open` (unlike `follow`) keeps the sum of the screens before.
      await page.evaluate('window.siaLayoutShift = 0');
      await walk.open(href).catch(() => settled(walk));
      const screen = await walk.screenState([], { navigated: true });
      shifts.push({ href, shift: screen.layoutShift });
    }
    const worst = shifts.reduce((a, b) => (b.shift > a.shift ? b : a));
    const over = shifts.filter((entry) => entry.shift >= MAX_LAYOUT_SHIFT);
    return [
      {
        name: `phone walk: screens walked (${options.username}, 412 × 823)`,
        value: String(shifts.length),
        target: '-',
        ok: undefined,
      },
      {
        name: `phone walk: worst layout shift (${worst.href})`,
        value: worst.shift.toFixed(3),
        target: '< 0.1',
        ok: worst.shift < MAX_LAYOUT_SHIFT,
      },
      {
        name: `phone walk: screens at or over 0.1${over.length ? ` (${over.map((entry) => `${entry.href} ${entry.shift.toFixed(3)}`).join(', ')})` : ''}`,
        value: String(over.length),
        target: '0',
        ok: over.length === 0,
      },
    ];
  } finally {
    await browser.close();
  }
}
