/**
 * `npx tsx test/e2e/tools/screenshots.ts <console url> <directory>`: photographs five console screens as the demo
 * users see them at 1,280 × 800, in English, for the before/after set in docs/screenshots/ (docs/console-conventions.md). Run it
 * against a running local stack (`npm start`); an older commit's stack gives the "before" pictures. Not a test: it
 * asserts nothing and `npm test` does not run it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { demoPassword } from '../../../infra/local/seed/demo-ids.js';
import { wrapper } from '../pages/cloudscape.js';

/** The screens of the set: file name, demo user, address, and what to do once it has loaded. */
const screens: readonly {
  readonly file: string;
  readonly user: string;
  readonly path: string;
  readonly prepare?: (page: Page) => Promise<void>;
  /** The whole page, not only the first 800 px (a detail below its list). */
  readonly fullPage?: boolean;
}[] = [
  { file: '1-console-home.png', user: 'ent-admin', path: '/console' },
  { file: '2-gateway-list.png', user: 'ent-admin', path: '/console/equipment-management-list' },
  { file: '3-role-list.png', user: 'ent-admin', path: '/console/role-list' },
  { file: '4-message-centre.png', user: 'ent-staff', path: '/console/message-center' },
  {
    file: '5-application-review.png',
    user: 'auditor',
    path: '/console/application-verify-platform',
    fullPage: true,
    // The first application of the queue, chosen: the reviewer's view of it.
    prepare: async (page) => {
      const first = page.locator(wrapper.findTable().findRowSelectionArea(1).toSelector());
      if (await first.count()) await first.click();
      await page.waitForLoadState('networkidle');
    },
  },
];

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function signIn(page: Page, consoleUrl: string, username: string): Promise<void> {
  await page.goto(`${consoleUrl}/common/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(demoPassword);
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL('**/console');
}

async function main(): Promise<void> {
  const [consoleUrl, directory] = process.argv.slice(2);
  if (!consoleUrl || !directory) throw new Error('Usage: screenshots.ts <console url> <directory>');
  mkdirSync(directory, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const user of new Set(screens.map((screen) => screen.user))) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
      // In English: the machines that take them have no CJK fonts, which would draw the Chinese texts as boxes.
      await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
      const page = await context.newPage();
      await signIn(page, consoleUrl, user);
      for (const screen of screens.filter((candidate) => candidate.user === user)) {
        await page.goto(`${consoleUrl}${screen.path}`);
        await page.waitForLoadState('networkidle');
        await screen.prepare?.(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(directory, screen.file), fullPage: screen.fullPage ?? false });
        console.log(`${screen.file}: ${screen.path} as ${user}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
