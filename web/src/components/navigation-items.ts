import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { MenuNode } from '@shared/schemas/session.js';
import type { Locale } from '@shared/constants/ids.js';

/** The menu node's label in the locale; English falls back to the Chinese name. */
export function menuLabel(node: Pick<MenuNode, 'name' | 'nameEn'>, locale: Locale): string {
  return locale === 'en' && node.nameEn ? node.nameEn : node.name;
}

function bySort(a: MenuNode, b: MenuNode): number {
  return a.sort - b.sort || a.name.localeCompare(b.name);
}

/** Urls with a path parameter (`/console/equipment-detail/{id}`) are reached from their list, not the menu. */
function needsParameter(url: string): boolean {
  // The scheme and host (with its port) are no parameter.
  return /[{:]/.test(url.replace(/^https?:\/\/[^/]*/i, ''));
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The console screen that shows a deployed app in a frame (the deployments feature's `deployed-app/:id`). */
export const deployedAppPath = (deploymentId: string) => `/console/deployed-app/${encodeURIComponent(deploymentId)}`;

/** A deployed app's visit address on the console's origin: `/apps/…`, absolute or not. */
const APP_VISIT_PATH = /^(https?:\/\/[^/]+)?\/apps\//i;

/**
 * Where a menu node leads: a deployed app served under `/apps/` (its deployment named) opens in the console's frame
 * screen, so it keeps the side navigation; any other url as it is (an external app's opens in a new tab).
 */
function hrefOf(node: Pick<MenuNode, 'deploymentId'>, url: string): string {
  return node.deploymentId && APP_VISIT_PATH.test(url) ? deployedAppPath(node.deploymentId) : url;
}

/** Whether the node opens `href` (its url, or the frame screen of its deployed app). */
function opens(node: MenuNode, href: string): boolean {
  return node.url !== undefined && hrefOf(node, node.url) === href;
}

/** Whether `href` is the address of the node or of a node below it. */
function holds(node: MenuNode, href: string | undefined): boolean {
  return href !== undefined && (opens(node, href) || node.children.some((child) => holds(child, href)));
}

function toItem(
  node: MenuNode,
  locale: Locale,
  hidden: ReadonlySet<string>,
  expandOnly: string | undefined,
): SideNavigationProps.Item | null {
  const text = menuLabel(node, locale);
  const children = [...node.children].sort(bySort).map((child) => toItem(child, locale, hidden, expandOnly));
  const items = children.filter((item): item is SideNavigationProps.Item => item !== null);
  if (node.type === 'directory' || items.length > 0) {
    if (items.length === 0) return null;
    return node.url
      ? { type: 'expandable-link-group', text, href: node.url, items }
      : { type: 'section', text, items, defaultExpanded: expandOnly === undefined || node.id === expandOnly };
  }
  if (!node.url) return null;
  const href = hrefOf(node, node.url);
  if (needsParameter(href) || hidden.has(href)) return null;
  return isExternal(href) ? { type: 'link', text, href, external: true } : { type: 'link', text, href };
}

/**
 * Turns the query-menu tree into SideNavigation items: directories become
 * sections (expandable groups when they have a url), pages and links become
 * links, siblings ordered by `sort`. Nodes with nothing to open (no url, no
 * children), pages needing a path parameter and the screens in `hidden` (those that need a selection made on
 * another screen, `selectionScreens`, and the personal ones of the user menu) are left out. With `expandOnly` (the
 * id of the active section, `activeSection`) only that section starts expanded, so a long menu reads as a short
 * list of groups; without it every section does.
 */
export function menuToNavigationItems(
  menu: readonly MenuNode[],
  locale: Locale,
  hidden: ReadonlySet<string> = new Set(),
  expandOnly?: string,
): SideNavigationProps.Item[] {
  return [...menu]
    .sort(bySort)
    .map((node) => toItem(node, locale, hidden, expandOnly))
    .filter((item): item is SideNavigationProps.Item => item !== null);
}

/** The top-level menu node whose subtree holds `href` (the side navigation's active section), if any. */
export function activeSection(menu: readonly MenuNode[], href: string): MenuNode | undefined {
  return menu.find((node) => holds(node, href));
}

/** A personal screen's entry in the top bar's user menu. */
export interface UserMenuEntry {
  readonly href: string;
  readonly text: string;
}

/** The menu's personal screens (`screens`: the user menu's addresses), in menu order, as user menu entries. */
export function userMenuEntries(
  menu: readonly MenuNode[],
  locale: Locale,
  screens: ReadonlySet<string>,
): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [];
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of [...nodes].sort(bySort)) {
      if (node.url && screens.has(node.url)) entries.push({ href: node.url, text: menuLabel(node, locale) });
      visit(node.children);
    }
  };
  visit(menu);
  return entries;
}

/** The chain of menu nodes from a root to the node whose url is `pathname`, or [] when none matches. */
export function menuTrail(menu: readonly MenuNode[], pathname: string): MenuNode[] {
  for (const node of menu) {
    if (opens(node, pathname)) return [node];
    const below = menuTrail(node.children, pathname);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
