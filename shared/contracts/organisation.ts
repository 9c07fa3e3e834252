import { defineContracts } from './contract.js';

/**
 * The /api-user organisation contracts: departments, positions, work groups and jobs (spec doc 1 §3, §7) and the
 * invitations (docs/organisation.md). The schemas load with the first request that needs them (see
 * `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/organisation.js')),
  ...(await import('../schemas/organisation-responses.js')),
});

/** Departments, positions, work groups and users' jobs (spec doc 1 §7 lookups; the writes are our design). */
export const organisationContracts = /* @__PURE__ */ defineContracts(schemas, {
  getDepartments: {
    method: 'GET',
    path: '/api-user/getDepartments',
    access: { member: 'query.enterpriseId' },
    summary: 'The departments of an enterprise (absent id: the current enterprise).',
    schemas: (s) => ({ query: s.DepartmentsQuerySchema, response: s.DepartmentListSchema }),
  },
  getPositions: {
    method: 'GET',
    path: '/api-user/getPositions',
    access: 'authenticated',
    summary: 'The positions of a department of one of the caller’s enterprises.',
    schemas: (s) => ({ query: s.DepartmentIdQuerySchema, response: s.PositionListSchema }),
  },
  getWorkGroups: {
    method: 'GET',
    path: '/api-user/getWorkGroups',
    access: 'authenticated',
    summary: 'The work groups of a department of one of the caller’s enterprises.',
    schemas: (s) => ({ query: s.DepartmentIdQuerySchema, response: s.WorkGroupListSchema }),
  },
  getDepartmentPositions: {
    method: 'GET',
    path: '/api-user/mainData/getDepartmentPositions',
    access: 'authenticated',
    summary: 'A department with its positions.',
    schemas: (s) => ({ query: s.DepartmentIdQuerySchema, response: s.DepartmentPositionsSchema }),
  },
  usersWithWorkInfo: {
    method: 'GET',
    path: '/api-user/usersWithWorkInfo',
    access: { member: 'query.enterprise' },
    summary: 'Members with work number, department, position and work groups; every filter optional.',
    schemas: (s) => ({ query: s.UsersWithWorkInfoQuerySchema, response: s.UserWithWorkInfoListSchema }),
  },
  createDepartment: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/departments',
    access: { privilege: 'department-management:add', enterprise: 'path.enterpriseId' },
    summary: 'Creates a department (name unique in the enterprise; the code defaults to a generated one).',
    schemas: (s) => ({ params: s.EnterprisePathSchema, body: s.OrgUnitCreateSchema, response: s.DepartmentSchema }),
  },
  updateDepartment: {
    method: 'PATCH',
    path: '/api-user/departments/{departmentId}',
    access: { privilege: 'department-management:edit', enterprise: { department: 'path.departmentId' } },
    summary: 'Renames or recodes a department.',
    schemas: (s) => ({ params: s.DepartmentPathSchema, body: s.OrgUnitUpdateSchema, response: s.DepartmentSchema }),
  },
  deleteDepartment: {
    method: 'DELETE',
    path: '/api-user/departments/{departmentId}',
    access: { privilege: 'department-management:delete', enterprise: { department: 'path.departmentId' } },
    summary: 'Deletes a department with no members, positions or work groups (409 otherwise).',
    schemas: (s) => ({ params: s.DepartmentPathSchema, response: s.UnitDeletedSchema }),
  },
  createPosition: {
    method: 'POST',
    path: '/api-user/departments/{departmentId}/positions',
    access: { privilege: 'department-management:add', enterprise: { department: 'path.departmentId' } },
    summary: 'Creates a position in a department (name unique in the department).',
    schemas: (s) => ({ params: s.DepartmentPathSchema, body: s.OrgUnitCreateSchema, response: s.PositionSchema }),
  },
  updatePosition: {
    method: 'PATCH',
    path: '/api-user/departments/{departmentId}/positions/{positionId}',
    access: { privilege: 'department-management:edit', enterprise: { department: 'path.departmentId' } },
    summary: 'Renames or recodes a position.',
    schemas: (s) => ({ params: s.PositionPathSchema, body: s.OrgUnitUpdateSchema, response: s.PositionSchema }),
  },
  deletePosition: {
    method: 'DELETE',
    path: '/api-user/departments/{departmentId}/positions/{positionId}',
    access: { privilege: 'department-management:delete', enterprise: { department: 'path.departmentId' } },
    summary: 'Deletes a position nobody holds (409 otherwise).',
    schemas: (s) => ({ params: s.PositionPathSchema, response: s.UnitDeletedSchema }),
  },
  createWorkGroup: {
    method: 'POST',
    path: '/api-user/departments/{departmentId}/workGroups',
    access: { privilege: 'department-management:add', enterprise: { department: 'path.departmentId' } },
    summary: 'Creates a work group in a department (name unique in the department).',
    schemas: (s) => ({ params: s.DepartmentPathSchema, body: s.WorkGroupCreateSchema, response: s.WorkGroupSchema }),
  },
  updateWorkGroup: {
    method: 'PATCH',
    path: '/api-user/departments/{departmentId}/workGroups/{workGroupId}',
    access: { privilege: 'department-management:edit', enterprise: { department: 'path.departmentId' } },
    summary: 'Renames a work group.',
    schemas: (s) => ({ params: s.WorkGroupPathSchema, body: s.WorkGroupUpdateSchema, response: s.WorkGroupSchema }),
  },
  deleteWorkGroup: {
    method: 'DELETE',
    path: '/api-user/departments/{departmentId}/workGroups/{workGroupId}',
    access: { privilege: 'department-management:delete', enterprise: { department: 'path.departmentId' } },
    summary: 'Deletes a work group nobody belongs to (409 otherwise).',
    schemas: (s) => ({ params: s.WorkGroupPathSchema, response: s.UnitDeletedSchema }),
  },
  setUserJob: {
    method: 'PUT',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/job',
    access: { privilege: 'edit-user-job:edit', enterprise: 'path.enterpriseId' },
    summary: "Sets a member's job: department and position, work groups and work number.",
    schemas: (s) => ({
      params: s.EnterpriseUserPathSchema,
      body: s.JobAssignmentSchema,
      response: s.UserWithWorkInfoSchema,
    }),
  },
  clearUserJob: {
    method: 'DELETE',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/job',
    access: { privilege: 'edit-user-job:edit', enterprise: 'path.enterpriseId' },
    summary: "Clears a member's job in the enterprise (404 when they hold none there).",
    schemas: (s) => ({ params: s.EnterpriseUserPathSchema, response: s.JobClearedSchema }),
  },
});

/** Invitations by e-mail: an enterprise's, and the platform's private ones (docs/organisation.md). */
export const invitationContracts = /* @__PURE__ */ defineContracts(schemas, {
  enterpriseInvitations: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/invitations',
    access: { privilege: 'user-invitation:view', enterprise: 'path.enterpriseId' },
    summary: "One page of an enterprise's invitations, newest first.",
    schemas: (s) => ({
      params: s.EnterprisePathSchema,
      query: s.InvitationListQuerySchema,
      response: s.InvitationPageSchema,
    }),
  },
  inviteToEnterprise: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/invitations',
    access: { privilege: 'user-invitation:add', enterprise: 'path.enterpriseId' },
    summary: 'Invites `name,email` lines to the enterprise: all or nothing (400 with `lines`).',
    schemas: (s) => ({
      params: s.EnterprisePathSchema,
      body: s.InvitationBatchSchema,
      response: s.InvitationBatchResultSchema,
    }),
  },
  resendInvitation: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/invitations/{invitationId}/resend',
    access: { privilege: 'user-invitation:add', enterprise: 'path.enterpriseId' },
    summary: 'Mails a new link (the old one stops working), valid again for the full period.',
    schemas: (s) => ({ params: s.InvitationPathSchema, response: s.InvitationSchema }),
  },
  disableInvitation: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/invitations/{invitationId}/disable',
    access: { privilege: 'user-invitation:add', enterprise: 'path.enterpriseId' },
    summary: 'Disables an invitation that is not activated.',
    schemas: (s) => ({ params: s.InvitationPathSchema, response: s.InvitationSchema }),
  },
  privateInvitations: {
    method: 'GET',
    path: '/api-user/privateInvitations',
    access: 'platform-admin',
    summary: 'One page of the private invitations (individuals with no enterprise), newest first.',
    schemas: (s) => ({ query: s.InvitationListQuerySchema, response: s.InvitationPageSchema }),
  },
  invitePrivately: {
    method: 'POST',
    path: '/api-user/privateInvitations',
    access: 'platform-admin',
    summary: 'Invites `name,email` lines to the platform: all or nothing (400 with `lines`).',
    schemas: (s) => ({ body: s.InvitationBatchSchema, response: s.InvitationBatchResultSchema }),
  },
  resendPrivateInvitation: {
    method: 'POST',
    path: '/api-user/privateInvitations/{invitationId}/resend',
    access: 'platform-admin',
    summary: 'Mails a new link for a private invitation (the old one stops working).',
    schemas: (s) => ({ params: s.PrivateInvitationPathSchema, response: s.InvitationSchema }),
  },
  disablePrivateInvitation: {
    method: 'POST',
    path: '/api-user/privateInvitations/{invitationId}/disable',
    access: 'platform-admin',
    summary: 'Disables a private invitation that is not activated.',
    schemas: (s) => ({ params: s.PrivateInvitationPathSchema, response: s.InvitationSchema }),
  },
});

/** The public registration page an invitation link opens (docs/organisation.md). */
export const invitationRegistrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  invitationDetails: {
    method: 'GET',
    path: '/api-user/invitations/{code}',
    access: 'public',
    summary: 'What the registration page shows for a link (404 unknown, 409 with `reason` once unusable).',
    schemas: (s) => ({ params: s.InvitationCodePathSchema, response: s.InvitationDetailsSchema }),
  },
  invitationRegistrations: {
    method: 'POST',
    path: '/api-user/invitationRegistrations',
    access: 'public',
    summary: "Registers the invited user with the invitation's e-mail and a verified phone.",
    schemas: (s) => ({ body: s.InvitationRegistrationSchema, response: s.InvitedUserSchema }),
  },
});

/** Every contract table of the organisation domain (the API index, `shared/contracts/index.ts`, lists them). */
export const organisationTables = [organisationContracts, invitationContracts, invitationRegistrationContracts];
