import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import LiveRegion from '@cloudscape-design/components/live-region';
import { useI18n } from '@/i18n/i18n-context.js';
import { consoleScreens, selectionScreens, userMenuScreens } from '@/routing/features.js';
import { useSession } from '@/session/session-context.js';
import { Loading } from './loading.js';
import { activeSection, menuToNavigationItems, menuTrail } from './navigation-items.js';
import { HelpProvider, useHelpTools } from './help.js';
import { documentTitle, screenBreadcrumbs, useScreenHeading } from './page-frame.js';
import { NotificationsFlashbar } from './notifications.js';
import { useFollow } from './router-link.js';
import { TopBar } from './top-bar.js';

/** Where each selection screen's selection is made (`/console/<path>` by the selection screen's address). */
const selectedOn: ReadonlyMap<string, string> = new Map(
  consoleScreens().flatMap((screen) => (screen.selectedOn ? [[screen.path, screen.selectedOn] as const] : [])),
);

/** What the side navigation leaves out: screens reached from another screen, and the user menu's. */
const hiddenFromNavigation: ReadonlySet<string> = new Set([...selectionScreens, ...userMenuScreens]);

/** The console's content, where the screen's heading is. */
const contentRoot = () => document.querySelector('main');

// The menu tree arrives from query-menu after the session loads; its component loads alongside instead of first.
const loadSideNavigation = () => import('@cloudscape-design/components/side-navigation');
const SideNavigation = lazy(loadSideNavigation);

/** Where Cloudscape's AppLayout turns to its phone layout, whose navigation is a drawer that starts closed. */
const PHONE_LAYOUT = '(max-width: 688px)';

/**
 * Cloudscape's mobile toolbar (the AppLayout on a phone) puts `aria-orientation` on a `<nav>`, which ARIA does not
 * allow there (axe: aria-allowed-attr, critical). Drops the attribute wherever it appears until Cloudscape does.
 * Only while the phone layout is on: watching every change of the document costs each render a record per node
 * it adds, for a toolbar the desktop layout does not have.
 */
function useNoOrientationOnNavigation() {
  useEffect(() => {
    const phone = window.matchMedia(PHONE_LAYOUT);
    const strip = () =>
      document.querySelectorAll('nav[aria-orientation]').forEach((nav) => nav.removeAttribute('aria-orientation'));
    const observer = new MutationObserver(strip);
    const follow = () => {
      observer.disconnect();
      if (!phone.matches) return;
      strip();
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-orientation'],
      });
    };
    follow();
    phone.addEventListener('change', follow);
    return () => {
      phone.removeEventListener('change', follow);
      observer.disconnect();
    };
  }, []);
}

/**
 * The signed-in shell: top bar, side navigation built from the query-menu
 * tree of the current enterprise and role, breadcrumbs and the flashbar. A
 * visitor who is not signed in once loading finished goes to /exception/403,
 * carrying the address asked for so that signing in returns there.
 *
 * The page frame comes from the screen's heading (`useScreenHeading`): the document title, the breadcrumb trail
 * ending in the current page, the focus on the heading after a navigation and its announcement. The tools panel is
 * the help panel of a screen that has help (`useHelpTools`), hidden on the others.
 */
export function ConsoleLayout() {
  const session = useSession();
  const { t, locale } = useI18n();
  const follow = useFollow();
  const { pathname, search } = useLocation();
  const menu = session.data?.menu;
  useNoOrientationOnNavigation();
  // On a phone the menu (about 480 elements for an enterprise administrator) renders when its drawer first opens,
  // not hidden with the first view; its code still loads at once, so the drawer opens ready.
  const [navigationRendered, setNavigationRendered] = useState(() => !window.matchMedia(PHONE_LAYOUT).matches);
  useEffect(() => {
    if (!navigationRendered) void loadSideNavigation().catch(() => undefined);
  }, [navigationRendered]);

  // The section of the screen (a selection screen's is the one it is reached from) is the one expanded. The items
  // change only when the section does: a section opened by hand stays open while the visitor stays in the section.
  const sectionId = activeSection(menu ?? [], selectedOn.get(pathname) ?? pathname)?.id;
  const navigationItems = useMemo(
    () => menuToNavigationItems(menu ?? [], locale, hiddenFromNavigation, sectionId),
    [menu, locale, sectionId],
  );
  const heading = useScreenHeading(contentRoot, pathname);
  // The help centre's article the screen's menu names (its `helpPageId`): the help panel offers it.
  const helpArticle = useMemo(() => menuTrail(menu ?? [], pathname).at(-1)?.helpPageId, [menu, pathname]);
  const helpTools = useHelpTools(pathname, helpArticle);
  const breadcrumbs = useMemo(
    () =>
      screenBreadcrumbs({
        menu: menu ?? [],
        pathname,
        address: `${pathname}${search}`,
        heading,
        locale,
        home: t('nav.console'),
        selectedOn,
      }),
    [menu, pathname, search, heading, locale, t],
  );
  useEffect(() => {
    document.title = documentTitle(heading, t('app.name'));
  }, [heading, t]);

  // Until the session has loaded, the frame index.html first showed (the product's name, plain HTML): the shell then
  // mounts once, with its menu and first screen, instead of a first time around a spinner and again for the session
  // (on a 4×-slowed phone CPU its mount alone is a 200 ms task, half of it Cloudscape measuring the layout).
  if (session.status === 'loading') {
    return (
      <div className="app-shell" aria-busy="true">
        <p>{t('app.name')}</p>
      </div>
    );
  }
  if (session.status === 'anonymous') {
    return <Navigate to="/exception/403" replace state={{ from: `${pathname}${search}` }} />;
  }

  return (
    <HelpProvider help={helpTools.help}>
      <div id="top-bar" style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <TopBar />
      </div>
      <AppLayout
        headerSelector="#top-bar"
        {...helpTools.appLayout}
        onNavigationChange={({ detail }) => {
          if (detail.open) setNavigationRendered(true);
        }}
        navigation={
          navigationRendered && (
            <Suspense fallback={null}>
              <SideNavigation
                key={`${session.data?.currentEnterprise?.id}:${session.data?.currentRole?.id}:${locale}`}
                header={{ text: t('nav.menu'), href: '/console' }}
                activeHref={pathname}
                items={
                  navigationItems.length > 0
                    ? navigationItems
                    : [{ type: 'link', text: t('nav.emptyMenu'), href: '/console' }]
                }
                onFollow={follow}
              />
            </Suspense>
          )
        }
        breadcrumbs={<BreadcrumbGroup items={breadcrumbs} ariaLabel={t('nav.breadcrumbs')} onFollow={follow} />}
        notifications={
          <>
            <NotificationsFlashbar />
            <LiveRegion hidden>{heading}</LiveRegion>
          </>
        }
        ariaLabels={{
          navigation: t('nav.menu'),
          navigationToggle: t('nav.openNavigation'),
          navigationClose: t('nav.closeNavigation'),
          notifications: t('notify.region'),
          tools: t('help.panel'),
          toolsToggle: t('help.openPanel'),
          toolsClose: t('help.closePanel'),
        }}
        content={
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        }
      />
    </HelpProvider>
  );
}
