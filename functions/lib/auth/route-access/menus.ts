import type { RouteAccessTable } from '../access-rule.js';

/** Who may call each menus route (see docs/authorization.md). */
export const menusAccess = {
  'GET /api-backend/deployments/web': 'authenticated',
  'GET /api-backend/deployments/web/{id}': 'authenticated',
  'GET /api-menu/query-menu': { self: 'query.userId' },
  'GET /api-menu/getMenus': {
    privilege: 'menu-management-enterprise:view',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'POST /api-menu/submitMenu': {
    privilege: 'menu-management-enterprise:edit',
    enterprise: 'body.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'DELETE /api-menu/deleteMenu/{id}': {
    privilege: 'menu-management-enterprise:delete',
    enterprise: { menu: 'path.id' },
  },
  'GET /api-menu/getMenusAndPrivilege': {
    privilege: 'privilege-role-config:view',
    enterprise: { role: 'query.roleId' },
  },
  'POST /api-menu/submitRoleMenuPrivilege/{roleId}': {
    privilege: 'privilege-role-config:edit',
    enterprise: { role: 'path.roleId' },
  },
  'GET /api-menu/getMenuRoles/{id}': { privilege: 'menu-role-config-enterprise:view' },
} as const satisfies RouteAccessTable;
