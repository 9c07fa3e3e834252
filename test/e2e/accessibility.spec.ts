import { expect, test } from './fixtures/own-users.js';
import { seriousViolations } from './pages/accessibility.js';
import { openAsDemo } from './fixtures/demo-sessions.js';
import { ConsoleWalk } from './pages/navigation-pages.js';
import { wrapper } from './pages/cloudscape.js';

// The tests only read (each signs in on its own page), so they may spread over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * The public screens (the identity and portal features' public routes), one per component: the exception screens
 * are one component (ExceptionPage with its code), checked once on /exception/415.
 */
const publicScreens = [
  '/',
  '/common/login',
  '/common/register',
  '/common/register-success',
  '/common/reset-password',
  '/common/find-back-username',
  '/common/phone-validation',
  '/common/register-private',
  '/common/register-verify',
  '/common/verify-success',
  '/common/verify-fail',
  '/common/register-with-invitation-code',
  '/exception/415',
  // The portal's content screens: a list, an item, a single page, the application frame refused.
  '/common/news',
  '/common/news/certificate-rotation-released',
  '/common/about-page',
  '/common/application-iframe?deploymentId=unknown',
];

test('the public screens have no serious or critical WCAG 2 A/AA violation', async ({ page }) => {
  const walk = new ConsoleWalk(page);
  await page.goto('/');
  const found: string[] = [];
  for (const path of publicScreens) {
    await walk.open(path);
    found.push(...(await seriousViolations(page, path)));
  }
  expect(found).toEqual([]);
});

// Every console screen reachable from admin's and ent-admin's menus, and the selection screens, is checked in the
// menu walk (navigation.spec.ts), which loads each screen once for both checks.

test('the console on a phone, its menu open, has no serious or critical WCAG 2 A/AA violation', async ({ page }) => {
  // Signed in on the desktop layout (the session helpers wait for its side navigation), then narrowed to a phone.
  await openAsDemo(page, 'ent-staff');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator(wrapper.findAppLayout().findNavigationToggle().toSelector()).click();
  await expect(page.locator(wrapper.findSideNavigation().toSelector())).toBeVisible();
  const found = await seriousViolations(page, '/console (navigation open)');
  const overflow = page.locator(wrapper.findTopNavigation().findOverflowMenuButton().toSelector());
  if ((await overflow.count()) > 0) {
    await page.locator(wrapper.findAppLayout().findNavigationClose().toSelector()).click();
    await overflow.click();
    found.push(...(await seriousViolations(page, '/console (top-bar menu open)')));
  }
  expect(found).toEqual([]);
});
