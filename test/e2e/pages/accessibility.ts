import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2 A/AA violations axe finds on the page as it is now, one line each
 * (`<where>: <rule> (<impact>, <count>) <first elements>`), so a failing test names what to fix.
 * `contentOnly` checks the screen's `<main>` alone: the console shell around it is the same on every
 * screen and is checked once, on the console home.
 */
export async function seriousViolations(page: Page, where: string, contentOnly = false): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the console has no cross-origin frames, and the default mode
  // opens a blank page for every analysis, which costs seconds per screen on a busy machine.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode();
  const { violations } = await (contentOnly ? builder.include('main') : builder).analyze();
  const found = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  return found;
}
