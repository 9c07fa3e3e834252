import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __shownToasts?: string[];
  }
}

/**
 * Records the text of every toast the page shows. Success toasts last 1 s
 * (spec doc 1 §1), shorter than a busy CI machine may take between the click
 * and the assertion, so journeys assert that a toast was shown rather than
 * that it is still on screen. Call before the first navigation.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shownToasts = [];
    new MutationObserver(() => {
      for (const flash of document.querySelectorAll('[class*="awsui_flash-message"]')) {
        const text = flash.textContent ?? '';
        if (text && !window.__shownToasts!.includes(text)) window.__shownToasts!.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast containing `text` has been shown since the page loaded. */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.evaluate(() => window.__shownToasts ?? [])).some((shown) => shown.includes(text)), {
      message: `a toast containing ${text}`,
      timeout: 15_000,
    })
    .toBe(true);
}
