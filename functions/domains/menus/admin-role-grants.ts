import { NIL_ID } from '../../../shared/constants/ids.js';
import { ENTERPRISE_ADMIN_MENU_ROUTES } from '../../../shared/constants/role-templates.js';
import { listMenus } from './data/menu.js';
import type { RoleMenuPrivilegeRecord } from './data/records.js';

/**
 * The menu grants of a new enterprise's administrator role: every menu of the
 * template with all the privileges it declares. Access rules are privileges,
 * so without these the administrator could administer nothing.
 */
export async function enterpriseAdminGrants(options: {
  roleId: string;
  enterpriseId: string;
}): Promise<RoleMenuPrivilegeRecord[]> {
  const byUrl = new Map((await listMenus({ enterpriseId: NIL_ID })).map((menu) => [menu.url, menu]));
  return ENTERPRISE_ADMIN_MENU_ROUTES.flatMap((route) => {
    const menu = byUrl.get(`/console/${route}`);
    return menu
      ? [
          {
            roleId: options.roleId,
            menuId: menu.id,
            enterpriseId: options.enterpriseId,
            privileges: [...menu.privileges],
          },
        ]
      : [];
  });
}
