import { NIL_ID } from '../../../shared/constants/ids.js';
import type { RequestContext } from '../auth/context.js';
import { listMenus } from '../data/menu.js';
import type { MenuRecord } from '../data/records.js';
import { listRoleMenuPrivilegesOfRoles } from '../data/role-menu-privilege.js';
import { grantsByMenu } from './menu-tree.js';

/**
 * Loads the menus a context can see (the platform catalogue plus the
 * enterprise's own menus) and the privileges its roles grant on them.
 */
export async function loadMenuGrants(
  context: RequestContext,
): Promise<{ menus: MenuRecord[]; grants: Map<string, Set<string>> }> {
  const [platformMenus, enterpriseMenus, entries] = await Promise.all([
    listMenus({ enterpriseId: NIL_ID }),
    context.enterpriseId === NIL_ID ? Promise.resolve([]) : listMenus({ enterpriseId: context.enterpriseId }),
    listRoleMenuPrivilegesOfRoles({ roleIds: context.menuRoleIds }),
  ]);
  return { menus: [...platformMenus, ...enterpriseMenus], grants: grantsByMenu(entries) };
}
