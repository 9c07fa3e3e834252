import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { e2eBaseUrl } from './e2e-env.js';

/**
 * End-to-end tests of the console against the real local stack (started by
 * the global setup on its own ports). Debian's Chromium, headless; no browser
 * download here: its headless shell (`chromium-headless-shell`, the lighter
 * browser Playwright itself uses headless: the suite took 225 s in it against
 * 253 s in the full browser) where installed, else `chromium`. Where neither
 * is (GitHub's runners) the browser `npx playwright install chromium` put in
 * place is used.
 *
 * Spec files run side by side, one worker per core; the tests of one file run
 * in order in one worker. No file changes what another reads: a test that
 * signs a user out, revokes a session or switches a user's enterprise or role
 * does it on a user of its own (`fixtures/own-users.ts`), and records a test
 * creates carry unique names.
 */
const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // No test may take longer (the suite's rule): a test is not given more time, it is made shorter or split.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]] : 'list',
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: e2eBaseUrl(),
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // Cloudscape drops its transitions: less rendering for the 2 cores, and nothing waits on an animation.
    reducedMotion: 'reduce',
    // Recording a trace snapshots the page at every action, CPU the 2 cores need for the tests; a failed test
    // is retried in CI with the trace on (`--trace on` records one locally).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No optimising compiler (TurboFan): a test's page lives seconds, too short to repay compiling its hot code
        // again. The renderers used 9–11 % less CPU over the navigation, users and applications specs (73–75 → 65–68
        // CPU-s, V8's background threads 19 → 13 s), the specs 4 s less wall time; Maglev, the mid-tier compiler, stays.
        '--js-flags=--no-opt',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
