import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import type { BenchRow } from './bench-table.js';

const PERFORMANCE_TARGET = 85;
const CLS_TARGET = 0.1;

/** The pages the console's performance budget names, and whether Lighthouse must find the user signed in. */
const pages = [
  { path: '/common/login', signedIn: false },
  { path: '/', signedIn: false },
  { path: '/console', signedIn: true },
] as const;

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on a throttled network, simulated)
 * of the login page, the landing page and the signed-in console home, served by the local gateway as
 * CloudFront serves them. One Chromium (Debian's, or CHROMIUM_PATH): the console is signed in through its
 * own login form first, and Lighthouse keeps that browser's storage for the console page.
 */
export async function measureLighthouse(consoleUrl: string, username: string, password: string): Promise<BenchRow[]> {
  const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  const rows: BenchRow[] = [];
  try {
    for (const { path, signedIn } of pages) {
      if (signedIn) await signIn(chrome.port, consoleUrl, username, password);
      const result = await lighthouse(
        `${consoleUrl}${path}`,
        { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: signedIn },
        undefined,
      );
      const lhr = result!.lhr;
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const cls = Number(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
      const lcp = Number(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
      const bytes = Number(lhr.audits['total-byte-weight'].numericValue ?? 0);
      rows.push(
        {
          name: `Lighthouse mobile performance ${path}`,
          value: `${score} (LCP ${(lcp / 1000).toFixed(1)} s, ${Math.round(bytes / 1024)} KiB)`,
          target: `>= ${PERFORMANCE_TARGET}`,
          ok: score >= PERFORMANCE_TARGET,
        },
        {
          name: `Lighthouse CLS ${path}`,
          value: cls.toFixed(3),
          target: `< ${CLS_TARGET}`,
          ok: cls < CLS_TARGET,
        },
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** Signs in through the console's login form in the Chromium Lighthouse drives, so its storage holds the session. */
async function signIn(port: number, consoleUrl: string, username: string, password: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${consoleUrl}/common/login`);
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL('**/console');
    await page.close();
  } finally {
    // Only the CDP connection closes; the browser and its signed-in storage stay for Lighthouse.
    await browser.close();
  }
}
