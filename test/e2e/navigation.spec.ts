import { demoPassword, demoUsernames } from '../../infra/local/seed/demo-ids.js';
import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from './fixtures/own-users.js';
import { seriousViolations } from './pages/accessibility.js';
import { LoginPage } from './pages/login-page.js';
import {
  catalogueHrefs,
  ConsoleWalk,
  expectedMenuHrefs,
  selectionScreens,
  walkParts,
  WALK_VIEWPORT,
  type ScreenState,
} from './pages/navigation-pages.js';

/** The product's name, which ends every document title (Chinese: the suite's locale). */
const PRODUCT_NAME = 'SIA 工业互联网云平台';

/** Most layout shift a screen may cause (CLS "good" is below 0.1). */
const MAX_LAYOUT_SHIFT = 0.1;

// The tests only read (each opens its own page), so they may spread over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * The user whose walk runs axe: the platform administrator's menu holds every screen of the catalogue, so the
 * administrator's walk opens each screen once and axe checks it there.
 */
const axeUser = 'admin';

// The administrator's menu in parts (by menu directory, large ones cut in parts), one test each: the parts run
// side by side and none walks long. In-app navigation from screen to screen: the walk only reads. Checking axe
// in the same walk loads each screen once for both checks.
const adminParts = walkParts(axeUser);
const adminNamed = new Set(adminParts.flatMap((part) => [...part.hrefs]));
for (const [index, part] of adminParts.entries()) {
  const first = index === 0;
  test(`every menu link ${axeUser} sees in ${part.name} opens a real screen in the console shell, titled as the menu names it in its heading, document title and last breadcrumb, focused on its heading, at 1,280 px with no table wider than its container, no layout shift of 0.1 or more, and no console error, with no 403 or load failure and no serious or critical WCAG 2 A/AA violation`, async ({
    page,
  }) => {
    const walk = new ConsoleWalk(page);
    await page.setViewportSize(WALK_VIEWPORT);
    await openAsDemo(page, axeUser);
    const menu = await walk.menuHrefs();
    const hrefs = menu.filter((href) => part.hrefs.has(href) || (first && !adminNamed.has(href)));
    expect(hrefs.length).toBeGreaterThan(0);
    // The shell is the same around every screen: axe checks it once, on the administrator's console home.
    const violations = first ? await seriousViolations(page, '/console (the shell)') : [];
    const problems = await walkLinks(walk, menu, hrefs, violations);
    expect(problems.deadEnds).toEqual([]);
    expect(problems.titleMismatches).toEqual([]);
    expect(problems.frameProblems).toEqual([]);
    expect(violations).toEqual([]);
  });
}

// Every other demo user: the menu renders and holds exactly the links the seed's roles grant (each a screen of the
// catalogue, which the administrator's walk above opens and axe-checks once, the same component whoever opens
// it); only a link outside the catalogue, which the administrator's walk cannot have, is opened and checked here.
// Re-rendering the same screens for every user proved nothing the administrator's walk does not. The console home,
// whose card differs from user to user, is checked for each: its frame at 1,280 px, the layout shift of its first
// load and no console error.
for (const username of demoUsernames.filter((name) => name !== axeUser)) {
  test(`the menu ${username} sees holds the links the seed's roles grant, each a screen of the catalogue, below a console home framed like every screen`, async ({
    page,
  }) => {
    const walk = new ConsoleWalk(page);
    await page.setViewportSize(WALK_VIEWPORT);
    await openAsDemo(page, username);
    await walk.settled();
    const home = frameProblems('/console', await walk.screenState([], { navigated: false }), walk.consoleErrors());
    const menu = await walk.menuHrefs();
    const expected = expectedMenuHrefs(username);
    expect([...menu].sort()).toEqual([...expected].sort());
    const outside = menu.filter((href) => !catalogueHrefs.has(href));
    const violations: string[] = [];
    const problems = await walkLinks(walk, menu, outside, violations);
    expect(problems.deadEnds).toEqual([]);
    expect(problems.titleMismatches).toEqual([]);
    expect([...home, ...problems.frameProblems]).toEqual([]);
    expect(violations).toEqual([]);
  });
}

/**
 * What is wrong with the frame of the screen at `href` (`navigated`: it was reached by a navigation, which moves the
 * focus): the document title and the last breadcrumb name the screen, the focus is on its heading, no table needs a
 * horizontal scroll at 1,280 px, nothing moves as the screen loads, the browser's console logged no error.
 */
function frameProblems(href: string, screen: ScreenState, errors: readonly string[], navigated = false): string[] {
  const problems: string[] = [];
  if (screen.documentTitle !== `${screen.title} – ${PRODUCT_NAME}`) {
    problems.push(`${href}: document title "${screen.documentTitle}", heading "${screen.title}"`);
  }
  if (screen.breadcrumb !== screen.title) {
    problems.push(`${href}: last breadcrumb "${screen.breadcrumb}", heading "${screen.title}"`);
  }
  if (navigated && !screen.headingFocused) problems.push(`${href}: the focus is not on the heading`);
  for (const table of screen.wideTables) problems.push(`${href}: table "${table}" wider than its container`);
  if (screen.layoutShift >= MAX_LAYOUT_SHIFT) problems.push(`${href}: layout shift ${screen.layoutShift.toFixed(3)}`);
  for (const error of errors) problems.push(`${href}: console error "${error}"`);
  return problems;
}

/**
 * Follows each of `hrefs` through the side navigation and collects what is wrong with the screen it lands on (a 404,
 * no console shell, a load failure, a refused request, a title that is not the menu's name, its frame); axe's
 * serious and critical violations of each screen go to `violations`.
 */
async function walkLinks(walk: ConsoleWalk, menu: string[], hrefs: string[], violations: string[]) {
  const deadEnds: string[] = [];
  const titleMismatches: string[] = [];
  const framing: string[] = [];
  for (const href of hrefs) {
    // Following the link to the screen already shown is no navigation: the focus stays where it is.
    const navigates = new URL(walk.page.url()).pathname !== href;
    await walk.follow(href);
    const screen = await walk.screenState(menu, { navigated: navigates });
    if (screen.name !== undefined && screen.title !== screen.name) {
      titleMismatches.push(`${href}: menu "${screen.name}", title "${screen.title}"`);
    }
    framing.push(...frameProblems(href, screen, walk.consoleErrors(), navigates));
    const problems = [
      ...(screen.notFound ? ['404'] : []),
      ...(screen.shell ? [] : ['no console shell']),
      ...(screen.loadFailure ? [`"${screen.loadFailure}"`] : []),
      ...walk.refusedRequests(),
    ];
    if (problems.length > 0) deadEnds.push(`${href}: ${problems.join(', ')}`);
    violations.push(...(await seriousViolations(walk.page, href, true)));
  }
  return { deadEnds, titleMismatches, frameProblems: framing };
}

test('the screens that need a selection made elsewhere open, as they look before one is made, with no serious or critical WCAG 2 A/AA violation', async ({
  page,
}) => {
  const walk = new ConsoleWalk(page);
  await openAsDemo(page, axeUser);
  const violations: string[] = [];
  // One screen per component: the platform-* role screens render the enterprise ones' components with
  // scope="platform" (RoleUsersView, RoleUsersAddView, RolePrivilegeConfig), which are checked here once.
  for (const path of selectionScreens.filter((screen) => !screen.startsWith('/console/platform-'))) {
    await walk.open(path);
    violations.push(...(await seriousViolations(page, path, true)));
  }
  expect(violations).toEqual([]);
});

test('an applicant whose enterprise waits for review, with no role privileges yet, keeps the message centre, the password change and a view of what was submitted', async ({
  page,
}) => {
  const walk = new ConsoleWalk(page);
  await new LoginPage(page).signIn('applicant', demoPassword);
  expect(await walk.menuHrefs()).toEqual(
    expect.arrayContaining(['/console/message-center', '/console/modify-user-password']),
  );
  await page.getByTestId('view-enterprise-submission').click();
  await page.waitForURL('**/console/edit-enterprise-details?id=*');
  await expect(page.getByTestId('verification-summary')).toContainText('认证中');
  await expect(page.getByTestId('detail-name')).toHaveText('Demo Applicant Co.');
});

test('an unknown console address keeps the console shell and leads back to the console home', async ({ page }) => {
  const walk = new ConsoleWalk(page);
  await openAsDemo(page, 'ent-staff');
  await walk.open('/console/no-such-screen');
  await expect(walk.notFound()).toBeVisible();
  await expect(walk.shell()).toBeVisible();
  await walk.notFound().getByRole('button', { name: '返回控制台首页' }).click();
  await page.waitForURL((url) => url.pathname === '/console');
});

test('an unknown public address shows the public 404, which leads to the landing page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('exception-404')).toBeVisible();
  await expect(page.getByTestId('exception-404')).toContainText('页面不存在');
  await page.getByTestId('exception-404').getByRole('button', { name: '返回首页' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('signing in after opening a console address signed out returns to that address', async ({ page }) => {
  await page.goto('/console/role-list');
  await page.waitForURL('**/exception/403');
  await expect(page.getByTestId('exception-403')).toBeVisible();
  await page.getByTestId('exception-403').getByRole('button', { name: '去登录' }).click();
  const login = new LoginPage(page);
  await expect(login.usernameInput()).toBeVisible();
  await login.submit('ent-admin', demoPassword);
  await page.waitForURL((url) => url.pathname === '/console/role-list');
});

test('the privilege screen without a chosen role leads back to the role list', async ({ page }) => {
  const walk = new ConsoleWalk(page);
  await openAsDemo(page, 'ent-admin');
  await page.evaluate(() => sessionStorage.clear());
  await walk.open('/console/privilege-role-config');
  await expect(page.getByTestId('no-role')).toBeVisible();
  await page.getByTestId('back-to-roles').click();
  await page.waitForURL((url) => url.pathname === '/console/role-list');
});
