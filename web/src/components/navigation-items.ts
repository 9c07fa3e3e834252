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
  return /[{:]/.test(url.replace(/^https?:\/\//i, ''));
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function toItem(node: MenuNode, locale: Locale, hidden: ReadonlySet<string>): SideNavigationProps.Item | null {
  const text = menuLabel(node, locale);
  const children = [...node.children].sort(bySort).map((child) => toItem(child, locale, hidden));
  const items = children.filter((item): item is SideNavigationProps.Item => item !== null);
  if (node.type === 'directory' || items.length > 0) {
    if (items.length === 0) return null;
    return node.url
      ? { type: 'expandable-link-group', text, href: node.url, items }
      : { type: 'section', text, items, defaultExpanded: true };
  }
  if (!node.url || needsParameter(node.url) || hidden.has(node.url)) return null;
  return isExternal(node.url)
    ? { type: 'link', text, href: node.url, external: true }
    : { type: 'link', text, href: node.url };
}

/**
 * Turns the query-menu tree into SideNavigation items: directories become
 * sections (expandable groups when they have a url), pages and links become
 * links, siblings ordered by `sort`. Nodes with nothing to open (no url, no
 * children), pages needing a path parameter and the screens in `hidden` (those that need a selection made on
 * another screen, `selectionScreens`) are left out.
 */
export function menuToNavigationItems(
  menu: readonly MenuNode[],
  locale: Locale,
  hidden: ReadonlySet<string> = new Set(),
): SideNavigationProps.Item[] {
  return [...menu]
    .sort(bySort)
    .map((node) => toItem(node, locale, hidden))
    .filter((item): item is SideNavigationProps.Item => item !== null);
}

/** The chain of menu nodes from a root to the node whose url is `pathname`, or [] when none matches. */
export function menuTrail(menu: readonly MenuNode[], pathname: string): MenuNode[] {
  for (const node of menu) {
    if (node.url === pathname) return [node];
    const below = menuTrail(node.children, pathname);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
