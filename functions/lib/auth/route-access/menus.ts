import type { RouteAccessTable } from '../access-rule.js';

/** Who may call each menus route (see docs/authorization.md). */
export const menusAccess = {
  'GET /api-backend/deployments/web': { privilege: 'menu-management-enterprise:view' },
  'GET /api-backend/deployments/web/{id}': { privilege: 'menu-management-enterprise:view' },
  'GET /api-menu/query-menu': { self: 'query.userId' },
  'GET /api-menu/getMenus': {
    privilege: 'menu-management-enterprise:view',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'POST /api-menu/submitMenu': { privilege: 'menu-management-enterprise:edit', enterprise: 'record' },
  'DELETE /api-menu/deleteMenu/{id}': { privilege: 'menu-management-enterprise:delete', enterprise: 'record' },
  'GET /api-menu/getMenusAndPrivilege': { privilege: 'privilege-role-config:view', enterprise: 'record' },
  'POST /api-menu/submitRoleMenuPrivilege/{roleId}': { privilege: 'privilege-role-config:edit', enterprise: 'record' },
  'GET /api-menu/getMenuRoles/{id}': { privilege: 'menu-role-config-enterprise:view' },
} as const satisfies RouteAccessTable;
