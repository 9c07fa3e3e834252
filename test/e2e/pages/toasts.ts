import { expect, type Locator, type Page } from '@playwright/test';

declare global {
  interface Window {
    __shownToasts?: string[];
    /** Each set of two or more toasts that were on screen at one moment, joined by a newline. */
    __toastsTogether?: string[];
  }
}

/**
 * Records the text of every toast the page shows. Success toasts last 5 s,
 * which a busy CI machine may still take between the click and the
 * assertion, so journeys assert that a toast was shown rather than that it is
 * still on screen. Call before the first navigation.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shownToasts = [];
    window.__toastsTogether = [];
    new MutationObserver(() => {
      const onScreen = [...document.querySelectorAll('[class*="awsui_flash-message"]')]
        .map((flash) => flash.textContent ?? '')
        .filter(Boolean);
      for (const text of onScreen) {
        if (!window.__shownToasts!.includes(text)) window.__shownToasts!.push(text);
      }
      if (onScreen.length > 1) window.__toastsTogether!.push(onScreen.join('\n'));
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

/** Whether a toast containing `text` has been shown since the page loaded (for asserting one never was). */
export async function toastWasShown(page: Page, text: string): Promise<boolean> {
  return (await page.evaluate(() => window.__shownToasts ?? [])).some((shown) => shown.includes(text));
}

/** Whether toasts containing `first` and `second` were ever on screen at the same moment. */
export async function toastsWereTogether(page: Page, first: string, second: string): Promise<boolean> {
  return (await page.evaluate(() => window.__toastsTogether ?? [])).some(
    (together) => together.includes(first) && together.includes(second),
  );
}

/** The next-step button of the toast on screen that contains `text` (a toast with a step stays until followed). */
export function toastAction(page: Page, text: string, button: string): Locator {
  // A flash's root carries its item id; the button sits beside its message, not inside it.
  return page.locator('[data-itemid]').filter({ hasText: text }).getByRole('button', { name: button, exact: true });
}
