import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@shared/constants/ids.js';
import type { MenuNode } from '@shared/schemas/session.js';
import { menuLabel, menuTrail } from './navigation-items.js';

/** The document title of a screen: `<screen> – <product>` (the product alone before a screen has a title). */
export function documentTitle(screen: string | undefined, product: string): string {
  return screen ? `${screen} – ${product}` : product;
}

/** One breadcrumb: its text and the address it links to. */
export interface Crumb {
  readonly text: string;
  readonly href: string;
}

/**
 * The breadcrumb trail of a console screen: the console home, the menu entries above the screen that open a
 * screen themselves, then the screen, last. A screen the menu does not open (one that shows a selection made on
 * another screen, `selectedOn`) sits below the screen where the selection is made; a screen outside the caller's
 * menu, below the home. The current page is always last, named by its heading.
 */
export function screenBreadcrumbs(options: {
  readonly menu: readonly MenuNode[];
  readonly pathname: string;
  /** The address with its query, which the current page's crumb links to. */
  readonly address: string;
  readonly heading: string | undefined;
  readonly locale: Locale;
  readonly home: string;
  /** The screen where a selection screen's selection is made (`/console/<path>`), by the selection screen's address. */
  readonly selectedOn: ReadonlyMap<string, string>;
}): Crumb[] {
  const { menu, pathname, locale } = options;
  const crumbsOf = (address: string) =>
    menuTrail(menu, address)
      .filter((node) => node.url && node.url !== '/console')
      .map((node) => ({ text: menuLabel(node, locale), href: node.url as string }));
  const home = { text: options.home, href: '/console' };
  // The console home is the trail's first crumb and, there, also its current page: named by its heading.
  if (pathname === '/console') return [{ ...home, text: options.heading ?? options.home }];
  const own = crumbsOf(pathname);
  if (own.at(-1)?.href === pathname) return [home, ...own.slice(0, -1), { ...own.at(-1)!, href: options.address }];
  const entry = options.selectedOn.get(pathname);
  const parents = entry ? crumbsOf(entry) : [];
  return options.heading ? [home, ...parents, { text: options.heading, href: options.address }] : [home, ...parents];
}

/**
 * Follows the screen's one heading (its h1) under `root`: answers its text, and after each navigation (a new
 * `pathname`, not the first page the console opened) moves the focus to it once the new screen's heading is in
 * place, so keyboard and screen-reader users start at the top of the new screen. The heading is read from the
 * page, so every screen that has one gets this without doing anything.
 */
export function useScreenHeading(root: () => HTMLElement | null, pathname: string): string | undefined {
  const [heading, setHeading] = useState<string>();
  const navigation = useRef<{ pathname: string; from?: Element; focused?: Element | true }>({
    pathname,
    focused: true,
  });
  if (navigation.current.pathname !== pathname) {
    // A new address, seen while rendering: the page still shows the previous screen (a navigation keeps it until
    // the next one is ready), whose heading is not the one to focus. The next heading that differs is.
    navigation.current = { pathname, from: root()?.querySelector('h1') ?? undefined };
  }
  useEffect(() => {
    let frame = 0;
    const look = () => {
      frame = 0;
      const element = root()?.querySelector('h1') as HTMLElement | null;
      setHeading(element?.textContent?.trim() || undefined);
      const state = navigation.current;
      if (!element || element === state.from || state.focused === true) return;
      // Focus once per navigation; again only when the screen replaced the focused heading (a loading screen's
      // heading gave way to the loaded one's) and the focus fell back to the page.
      if (state.focused && (state.focused.isConnected || document.activeElement !== document.body)) return;
      state.focused = element;
      element.tabIndex = -1;
      element.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(look);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root]);
  return heading;
}
