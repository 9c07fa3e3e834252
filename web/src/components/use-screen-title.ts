import { useLocation } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n-context.js';
import { selectionScreens } from '@/routing/features.js';
import { useSession } from '@/session/session-context.js';
import { menuLabel, menuTrail } from './navigation-items.js';

/**
 * The title of the screen at the current address: the name of the menu item that opens it, in the console's
 * language, so a screen and its menu item never disagree (and a renamed menu renames its screen). A screen no
 * menu item of the caller opens, and a screen that shows a selection made elsewhere (its title names the
 * selection: 角色用户：<role>), keep `fallback`, their own title.
 */
export function useScreenTitle<T>(fallback: T): string | T {
  const { locale } = useI18n();
  const { pathname } = useLocation();
  const menu = useSession().data?.menu;
  const item = selectionScreens.has(pathname) ? undefined : menuTrail(menu ?? [], pathname).at(-1);
  return item ? menuLabel(item, locale) : fallback;
}
