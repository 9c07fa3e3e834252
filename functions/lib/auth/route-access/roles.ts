import type { RouteAccessTable } from '../access-rule.js';

/** Who may call each roles route (see docs/authorization.md). */
export const rolesAccess = {
  'POST /api-user/roles/{roleId}/users': { privilege: 'user-role-add:add', enterprise: { role: 'path.roleId' } },
  'DELETE /api-user/roles/{roleId}/users/{userId}': {
    privilege: 'user-role-config:edit',
    enterprise: { role: 'path.roleId' },
  },
  'GET /api-user/enterprisesRoles': { privilege: 'role-list:view', enterprise: 'query.enterpriseId' },
  'GET /api-user/roles/{roleId}': { privilege: 'role-list:view', enterprise: { role: 'path.roleId' } },
  'POST /api-user/enterprises/{enterpriseId}/roles': { privilege: 'role-list:add', enterprise: 'path.enterpriseId' },
  'PATCH /api-user/roles/{roleId}': { privilege: 'role-list:edit', enterprise: { role: 'path.roleId' } },
  'DELETE /api-user/enterprises/{enterpriseId}/roles/{roleId}': {
    privilege: 'role-list:delete',
    enterprise: 'path.enterpriseId',
  },
} as const satisfies RouteAccessTable;
