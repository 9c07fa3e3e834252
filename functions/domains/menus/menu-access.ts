import { NIL_ID } from '../../../shared/constants/ids.js';
import type { RequestContext } from '../../lib/auth/context.js';
import { listMenus } from './data/menu.js';
import { listRoleMenuPrivilegesOfRoles } from './data/role-menu-privilege.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { grantsByMenu } from './views/menu-tree.js';
import type { MenuRecord } from './data/records.js';

/** How long a container reuses a scope's menu list; a menu edit shows everywhere within this. */
export const MENU_CACHE_TTL_MS = 5_000;

const menuCache = new TtlCache<MenuRecord[]>(MENU_CACHE_TTL_MS);

const cachedMenus = (enterpriseId: string) => menuCache.get(enterpriseId, () => listMenus({ enterpriseId }));

/**
 * Loads the menus a context can see (the platform catalogue plus the
 * enterprise's own menus, cached for MENU_CACHE_TTL_MS) and the privileges its
 * roles grant on them (always read, so grant changes apply to the next request).
 */
export async function loadMenuGrants(
  context: RequestContext,
): Promise<{ menus: MenuRecord[]; grants: Map<string, Set<string>> }> {
  const [platformMenus, enterpriseMenus, entries] = await Promise.all([
    cachedMenus(NIL_ID),
    context.enterpriseId === NIL_ID ? Promise.resolve([]) : cachedMenus(context.enterpriseId),
    listRoleMenuPrivilegesOfRoles({ roleIds: context.menuRoleIds }),
  ]);
  return { menus: [...platformMenus, ...enterpriseMenus], grants: grantsByMenu(entries) };
}
