import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';

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

/** A toast the page showed, by its flash's item id (unique while the document lives). */
interface LoggedToast {
  id: string;
  text: string;
  /** Claimed by a `takeToast`: a later action's toast of the same text must be a new one. */
  taken?: boolean;
}

declare global {
  interface Window {
    __toastLog?: LoggedToast[];
  }
}

/** The pages whose documents log their toasts. */
const loggingPages = new WeakSet<Page>();

/** The flashbar's items (each holds its flash, which carries the item's id in `data-itemid`). */
const flashItems = wrapper.findFlashbar().findItems().toSelector();

/**
 * Starts the toast log of the page's document (the toasts on screen now included) unless it runs already; `items`
 * selects the flashbar's items.
 */
function installToastLog(items: string): void {
  if (window.__toastLog) return;
  const log: LoggedToast[] = (window.__toastLog = []);
  const scan = () => {
    for (const item of document.querySelectorAll(items)) {
      const flash = item.querySelector('[data-itemid]') ?? item.closest('[data-itemid]');
      if (!flash) continue;
      const id = flash.getAttribute('data-itemid') ?? '';
      const text = flash.textContent ?? '';
      const entry = log.find((logged) => logged.id === id);
      if (!entry) {
        if (text) log.push({ id, text });
      } else if (text) entry.text = text;
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  scan();
}

/**
 * Logs every toast the page shows from now on, in this document and each one it loads later. Unlike
 * `recordToasts`, it may start after the first navigation (a page object starts it), and each toast is logged by
 * its own id, so two results of the same text are told apart (`takeToast`).
 */
export async function logToasts(page: Page): Promise<void> {
  if (loggingPages.has(page)) return;
  loggingPages.add(page);
  // A page object starts the log without waiting: a navigation under way (or a closed page) refuses the script on
  // the current document, and the next document starts its log from the init script.
  await page.addInitScript(installToastLog, flashItems).catch(() => undefined);
  await page.evaluate(installToastLog, flashItems).catch(() => undefined);
}

/**
 * Waits for a toast containing `text` that no earlier `takeToast` claimed, claims it and answers its flash (still on
 * screen while it lasts). A success toast lasts 5 s, which a busy machine may take between the click and the check:
 * the log keeps it.
 */
export async function takeToast(page: Page, text: string | RegExp): Promise<Locator> {
  await logToasts(page);
  const wanted: { text?: string; source?: string; flags?: string } =
    typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  let id: string | undefined;
  await expect
    .poll(
      async () =>
        (id = await page.evaluate((match) => {
          const fits = (shown: string) =>
            match.text !== undefined ? shown.includes(match.text) : new RegExp(match.source!, match.flags).test(shown);
          const entry = window.__toastLog?.find((logged) => !logged.taken && fits(logged.text));
          if (entry) entry.taken = true;
          return entry?.id;
        }, wanted)),
      { message: `a toast containing ${String(text)}`, timeout: 15_000 },
    )
    .toBeDefined();
  return page.locator(flashItems).locator(`[data-itemid="${id}"]`);
}

/** The toasts on screen. */
export function toastsOnScreen(page: Page): Locator {
  return page.locator(flashItems);
}

/**
 * Dismisses a toast if it is still on screen: a failure, a warning and a toast with a next step stay until dismissed;
 * a success may already have gone by itself, which is as good.
 */
export async function dismissToast(toast: Locator): Promise<void> {
  await toast
    .getByRole('button', { name: '关闭通知', exact: true })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
}
