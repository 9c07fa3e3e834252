import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** What the page gets to run axe: its source, injected once per document. */
declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The serious and critical WCAG 2 A/AA violations axe finds on the page as it is now, one line each
 * (`<where>: <rule> (<impact>, <count>) <first elements>`), so a failing test names what to fix.
 * `contentOnly` checks the screen's `<main>` alone: the console shell around it is the same on every
 * screen and is checked once, on the console home.
 *
 * axe runs in the page itself, injected once per document: the console moves between screens without a reload,
 * so a walk over many screens pays for axe's 500 KB script once rather than per screen (what `@axe-core/playwright`
 * does), and asks for violations only, not the passes axe would otherwise describe node by node.
 */
export async function seriousViolations(page: Page, where: string, contentOnly = false): Promise<string[]> {
  // One round trip while axe is in the document (answers null where it is not yet: inject it, then run again).
  const run = () =>
    page.evaluate(async (content) => {
      if (!window.axe) return null;
      const results = await window.axe.run(content ? { include: ['main'] } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
    }, contentOnly);
  let violations = await run();
  if (violations === null) {
    await page.evaluate(axe.source);
    violations = (await run()) ?? [];
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}, ${violation.targets.length}) ${violation.targets.slice(0, 3).join(' | ')}`,
    );
}
