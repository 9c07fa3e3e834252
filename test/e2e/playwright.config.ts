import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eBaseUrl } from './e2e-env.js';

/**
 * End-to-end tests of the console against the real local stack (started by
 * the global setup on its own ports). Debian's Chromium, headless; no browser
 * download here. Where `/usr/bin/chromium` is absent (GitHub's runners) the
 * browser `npx playwright install chromium` put in place is used.
 */
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]] : 'list',
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: e2eBaseUrl(),
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
