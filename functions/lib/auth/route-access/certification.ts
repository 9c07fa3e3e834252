import type { RouteAccessTable } from '../access-rule.js';

/** Who may call each certification route (see docs/authorization.md). */
export const certificationAccess = {
  'GET /api-user/enterpriseInfoes': 'authenticated',
  'POST /api-user/enterpriseInfoes': 'authenticated',
  'PUT /api-user/enterpriseInfoes/{id}': { privilege: 'edit-enterprise-details:edit', enterprise: 'path.id' },
  'GET /api-user/enterpriseVerifications': 'auditor',
  'GET /api-user/userVerifications': 'auditor',
  'POST /api-user/enterpriseInfoes/{id}/reviews': 'auditor',
  'GET /api-user/enterpriseInfoes/{id}/reviews': 'auditor',
  'POST /api-user/userCertifies/{userId}/reviews': 'auditor',
  'GET /api-user/userCertifies/{userId}/reviews': 'auditor',
  'GET /api-user/userCertifies': 'authenticated',
  'POST /api-user/userCertifies': 'authenticated',
  'PUT /api-user/userCertifies/{userId}': { self: 'path.userId' },
} as const satisfies RouteAccessTable;
