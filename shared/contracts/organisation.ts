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
  /** The departments of an enterprise (absent id: the current enterprise). */
  getDepartments: {
    method: 'GET',
    path: '/api-user/getDepartments',
    access: { member: 'query.enterpriseId' },
    schemas: (s) => ({ query: s.DepartmentsQuerySchema, response: s.DepartmentListSchema }),
  },
  /** The positions of a department of one of the caller’s enterprises. */
  getPositions: {
    method: 'GET',
    path: '/api-user/getPositions',
    access: 'authenticated',
    schemas: (s) => ({ query: s.DepartmentIdQuerySchema, response: s.PositionListSchema }),
  },
  /** The work groups of a department of one of the caller’s enterprises. */
  getWorkGroups: {
    method: 'GET',
    path: '/api-user/getWorkGroups',
    access: 'authenticated',
    schemas: (s) => ({ query: s.DepartmentIdQuerySchema, response: s.WorkGroupListSchema }),
  },
  /** A department with its positions. */
  getDepartmentPositions: {
    method: 'GET',
    path: '/api-user/mainData/getDepartmentPositions',
    access: 'authenticated',
    schemas: (s) => ({ query: s.DepartmentIdQuerySchema, response: s.DepartmentPositionsSchema }),
  },
  /** Members with work number, department, position and work groups; every filter optional. */
  usersWithWorkInfo: {
    method: 'GET',
    path: '/api-user/usersWithWorkInfo',
    access: { member: 'query.enterprise' },
    schemas: (s) => ({ query: s.UsersWithWorkInfoQuerySchema, response: s.UserWithWorkInfoListSchema }),
  },
  /** Creates a department (name unique in the enterprise; the code defaults to a generated one). */
  createDepartment: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/departments',
    access: { privilege: 'department-management:add', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.EnterprisePathSchema, body: s.OrgUnitCreateSchema, response: s.DepartmentSchema }),
  },
  /** Renames or recodes a department. */
  updateDepartment: {
    method: 'PATCH',
    path: '/api-user/departments/{departmentId}',
    access: { privilege: 'department-management:edit', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.DepartmentPathSchema, body: s.OrgUnitUpdateSchema, response: s.DepartmentSchema }),
  },
  /** Deletes a department with no members, positions or work groups (409 otherwise). */
  deleteDepartment: {
    method: 'DELETE',
    path: '/api-user/departments/{departmentId}',
    access: { privilege: 'department-management:delete', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.DepartmentPathSchema, response: s.UnitDeletedSchema }),
  },
  /** Creates a position in a department (name unique in the department). */
  createPosition: {
    method: 'POST',
    path: '/api-user/departments/{departmentId}/positions',
    access: { privilege: 'department-management:add', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.DepartmentPathSchema, body: s.OrgUnitCreateSchema, response: s.PositionSchema }),
  },
  /** Renames or recodes a position. */
  updatePosition: {
    method: 'PATCH',
    path: '/api-user/departments/{departmentId}/positions/{positionId}',
    access: { privilege: 'department-management:edit', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.PositionPathSchema, body: s.OrgUnitUpdateSchema, response: s.PositionSchema }),
  },
  /** Deletes a position nobody holds (409 otherwise). */
  deletePosition: {
    method: 'DELETE',
    path: '/api-user/departments/{departmentId}/positions/{positionId}',
    access: { privilege: 'department-management:delete', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.PositionPathSchema, response: s.UnitDeletedSchema }),
  },
  /** Creates a work group in a department (name unique in the department). */
  createWorkGroup: {
    method: 'POST',
    path: '/api-user/departments/{departmentId}/workGroups',
    access: { privilege: 'department-management:add', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.DepartmentPathSchema, body: s.WorkGroupCreateSchema, response: s.WorkGroupSchema }),
  },
  /** Renames a work group. */
  updateWorkGroup: {
    method: 'PATCH',
    path: '/api-user/departments/{departmentId}/workGroups/{workGroupId}',
    access: { privilege: 'department-management:edit', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.WorkGroupPathSchema, body: s.WorkGroupUpdateSchema, response: s.WorkGroupSchema }),
  },
  /** Deletes a work group nobody belongs to (409 otherwise). */
  deleteWorkGroup: {
    method: 'DELETE',
    path: '/api-user/departments/{departmentId}/workGroups/{workGroupId}',
    access: { privilege: 'department-management:delete', enterprise: { department: 'path.departmentId' } },
    schemas: (s) => ({ params: s.WorkGroupPathSchema, response: s.UnitDeletedSchema }),
  },
  /** Sets a member's job: department and position, work groups and work number. */
  setUserJob: {
    method: 'PUT',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/job',
    access: { privilege: 'edit-user-job:edit', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.EnterpriseUserPathSchema,
      body: s.JobAssignmentSchema,
      response: s.UserWithWorkInfoSchema,
    }),
  },
  /** Clears a member's job in the enterprise (404 when they hold none there). */
  clearUserJob: {
    method: 'DELETE',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/job',
    access: { privilege: 'edit-user-job:edit', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.EnterpriseUserPathSchema, response: s.JobClearedSchema }),
  },
});

/** Invitations by e-mail: an enterprise's, and the platform's private ones (docs/organisation.md). */
export const invitationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** One page of an enterprise's invitations, newest first. */
  enterpriseInvitations: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/invitations',
    access: { privilege: 'user-invitation:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.EnterprisePathSchema,
      query: s.InvitationListQuerySchema,
      response: s.InvitationPageSchema,
    }),
  },
  /** Invites `name,email` lines to the enterprise: all or nothing (400 with `lines`). */
  inviteToEnterprise: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/invitations',
    access: { privilege: 'user-invitation:add', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.EnterprisePathSchema,
      body: s.InvitationBatchSchema,
      response: s.InvitationBatchResultSchema,
    }),
  },
  /** Mails a new link (the old one stops working), valid again for the full period. */
  resendInvitation: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/invitations/{invitationId}/resend',
    access: { privilege: 'user-invitation:add', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.InvitationPathSchema, response: s.InvitationSchema }),
  },
  /** Disables an invitation that is not activated. */
  disableInvitation: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/invitations/{invitationId}/disable',
    access: { privilege: 'user-invitation:add', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.InvitationPathSchema, response: s.InvitationSchema }),
  },
  /** One page of the private invitations (individuals with no enterprise), newest first. */
  privateInvitations: {
    method: 'GET',
    path: '/api-user/privateInvitations',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.InvitationListQuerySchema, response: s.InvitationPageSchema }),
  },
  /** Invites `name,email` lines to the platform: all or nothing (400 with `lines`). */
  invitePrivately: {
    method: 'POST',
    path: '/api-user/privateInvitations',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.InvitationBatchSchema, response: s.InvitationBatchResultSchema }),
  },
  /** Mails a new link for a private invitation (the old one stops working). */
  resendPrivateInvitation: {
    method: 'POST',
    path: '/api-user/privateInvitations/{invitationId}/resend',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.PrivateInvitationPathSchema, response: s.InvitationSchema }),
  },
  /** Disables a private invitation that is not activated. */
  disablePrivateInvitation: {
    method: 'POST',
    path: '/api-user/privateInvitations/{invitationId}/disable',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.PrivateInvitationPathSchema, response: s.InvitationSchema }),
  },
});

/** The public registration page an invitation link opens (docs/organisation.md). */
export const invitationRegistrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** What the registration page shows for a link (404 unknown, 409 with `reason` once unusable). */
  invitationDetails: {
    method: 'GET',
    path: '/api-user/invitations/{code}',
    access: 'public',
    schemas: (s) => ({ params: s.InvitationCodePathSchema, response: s.InvitationDetailsSchema }),
  },
  /** Registers the invited user with the invitation's e-mail and a verified phone. */
  invitationRegistrations: {
    method: 'POST',
    path: '/api-user/invitationRegistrations',
    access: 'public',
    schemas: (s) => ({ body: s.InvitationRegistrationSchema, response: s.InvitedUserSchema }),
  },
});

/** Every contract table of the organisation domain (the API index, `shared/contracts/index.ts`, lists them). */
export const organisationTables = [organisationContracts, invitationContracts, invitationRegistrationContracts];
