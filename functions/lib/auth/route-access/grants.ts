import type { RouteAccessTable } from '../access-rule.js';

/**
 * Who may call each grants route (see docs/authorization.md and
 * docs/privilege-applications.md). Applying for a role is every signed-in
 * user's right (the route scopes it to the caller's own current enterprise or
 * the platform); reviewing and assigning need the screens' privileges; the
 * platform scope (enterprise NIL_ID) is platform administrators only.
 */
export const grantsAccess = {
  'GET /api-user/roleApplications/roles': 'authenticated',
  'POST /api-user/roleApplications': 'authenticated',
  'GET /api-user/roleApplications': 'authenticated',
  'POST /api-user/roleApplications/{applicationId}/withdrawal': 'authenticated',
  'GET /api-user/enterprises/{enterpriseId}/roleApplications': {
    privilege: 'employee-verify-user-role:view',
    enterprise: 'path.enterpriseId',
  },
  'POST /api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/approval': {
    privilege: 'employee-verify-user-role:verify',
    enterprise: 'path.enterpriseId',
  },
  'POST /api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/rejection': {
    privilege: 'employee-verify-user-role:verify',
    enterprise: 'path.enterpriseId',
  },
  'GET /api-user/enterprises/{enterpriseId}/userRoles': {
    privilege: 'assign-user-role:view',
    enterprise: 'path.enterpriseId',
  },
  'GET /api-user/enterprises/{enterpriseId}/users/{userId}/roles': {
    privilege: 'assign-user-role:view',
    enterprise: 'path.enterpriseId',
  },
  'PUT /api-user/enterprises/{enterpriseId}/users/{userId}/roles': {
    privilege: 'assign-user-role:edit',
    enterprise: 'path.enterpriseId',
  },
  'GET /api-user/functionRoles': 'platform-admin',
  'POST /api-user/functionRoles/{code}/users': 'platform-admin',
  'DELETE /api-user/functionRoles/{code}/users/{userId}': 'platform-admin',
  'POST /api-user/authWithEnterprises': 'authenticated',
  'GET /api-user/pendingAuths': 'platform-admin',
  'POST /api-user/pendingAuths/{authId}/approval': 'platform-admin',
  'POST /api-user/pendingAuths/{authId}/rejection': 'platform-admin',
  'GET /api-user/enterprises/{enterpriseId}/auths': {
    privilege: 'company-privilege:view',
    enterprise: 'path.enterpriseId',
  },
} as const satisfies RouteAccessTable;
