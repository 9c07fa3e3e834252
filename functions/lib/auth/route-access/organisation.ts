import type { RouteAccessTable } from '../access-rule.js';

/** Who may call each organisation route (see docs/authorization.md). */
export const organisationAccess = {
  'GET /api-user/enterprises/{enterpriseId}/invitations': {
    privilege: 'user-invitation:view',
    enterprise: 'path.enterpriseId',
  },
  'POST /api-user/enterprises/{enterpriseId}/invitations': {
    privilege: 'user-invitation:add',
    enterprise: 'path.enterpriseId',
  },
  'POST /api-user/enterprises/{enterpriseId}/invitations/{invitationId}/resend': {
    privilege: 'user-invitation:add',
    enterprise: 'path.enterpriseId',
  },
  'POST /api-user/enterprises/{enterpriseId}/invitations/{invitationId}/disable': {
    privilege: 'user-invitation:add',
    enterprise: 'path.enterpriseId',
  },
  'GET /api-user/privateInvitations': 'platform-admin',
  'POST /api-user/privateInvitations': 'platform-admin',
  'POST /api-user/privateInvitations/{invitationId}/resend': 'platform-admin',
  'POST /api-user/privateInvitations/{invitationId}/disable': 'platform-admin',
  'GET /api-user/getDepartments': { member: 'query.enterpriseId' },
  'GET /api-user/getPositions': 'authenticated',
  'GET /api-user/getWorkGroups': 'authenticated',
  'GET /api-user/mainData/getDepartmentPositions': 'authenticated',
  'GET /api-user/usersWithWorkInfo': { member: 'query.enterprise' },
  'POST /api-user/enterprises/{enterpriseId}/departments': {
    privilege: 'department-management:add',
    enterprise: 'path.enterpriseId',
  },
  'PATCH /api-user/departments/{departmentId}': {
    privilege: 'department-management:edit',
    enterprise: { department: 'path.departmentId' },
  },
  'DELETE /api-user/departments/{departmentId}': {
    privilege: 'department-management:delete',
    enterprise: { department: 'path.departmentId' },
  },
  'POST /api-user/departments/{departmentId}/positions': {
    privilege: 'department-management:add',
    enterprise: { department: 'path.departmentId' },
  },
  'PATCH /api-user/departments/{departmentId}/positions/{positionId}': {
    privilege: 'department-management:edit',
    enterprise: { department: 'path.departmentId' },
  },
  'DELETE /api-user/departments/{departmentId}/positions/{positionId}': {
    privilege: 'department-management:delete',
    enterprise: { department: 'path.departmentId' },
  },
  'POST /api-user/departments/{departmentId}/workGroups': {
    privilege: 'department-management:add',
    enterprise: { department: 'path.departmentId' },
  },
  'PATCH /api-user/departments/{departmentId}/workGroups/{workGroupId}': {
    privilege: 'department-management:edit',
    enterprise: { department: 'path.departmentId' },
  },
  'DELETE /api-user/departments/{departmentId}/workGroups/{workGroupId}': {
    privilege: 'department-management:delete',
    enterprise: { department: 'path.departmentId' },
  },
  'PUT /api-user/enterprises/{enterpriseId}/users/{userId}/job': {
    privilege: 'edit-user-job:edit',
    enterprise: 'path.enterpriseId',
  },
  'DELETE /api-user/enterprises/{enterpriseId}/users/{userId}/job': {
    privilege: 'edit-user-job:edit',
    enterprise: 'path.enterpriseId',
  },
} as const satisfies RouteAccessTable;
