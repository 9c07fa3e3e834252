import type { RouteAccessTable } from '../access-rule.js';

/** Who may call each users route (see docs/authorization.md). */
export const usersAccess = {
  'POST /api-user/updateRemove': { self: 'query.userId' },
  'GET /api-user/enterprises': 'platform-admin',
  'GET /api-user/unreadCount': { self: 'query.userId' },
  'GET /api-user/personInfoes': { self: 'query.userId' },
  'GET /api-user/userInfoes': { self: 'query.userId' },
  'GET /api-user/users': { self: 'query.userId' },
  'GET /api-user/platformUsers': 'platform-admin',
  'POST /api-user/platformUsers': 'platform-admin',
  'PUT /api-user/platformUsers/{userId}/password': 'platform-admin',
  'GET /api-user/userWithEnterprises': { privilege: 'employee-list-management:view', enterprise: 'query.enterpriseId' },
  'GET /api-user/users/{userId}/enterpriseProjections': 'authenticated',
  'GET /api-user/roles': { member: 'query.enterpriseId' },
  'GET /api-user/roleWithUsers': { privilege: 'user-role-config:view', enterprise: { role: 'query.role' } },
  'PATCH /api-user/users/{userId}': { self: 'path.userId' },
  'PUT /api-user/users/{userId}/password': { self: 'path.userId' },
} as const satisfies RouteAccessTable;
