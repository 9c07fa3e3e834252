import { defineContracts } from './contract.js';

/**
 * The /api-user role contracts: an enterprise's roles and their holders (spec doc 1 §3 Role, §7; docs/roles.md),
 * function roles, enterprise authorisations and role applications (docs/privilege-applications.md). The schemas
 * load with the first request that needs them (see `shared/contracts/contract.ts`).
 */
const roleSchemas = async () => ({
  ...(await import('../schemas/roles.js')),
  ...(await import('../schemas/roles-responses.js')),
});
// The grant contracts' schemas: a role route's first request loads only the role schemas above.
const schemas = async () => ({
  ...(await roleSchemas()),
  ...(await import('../schemas/grants.js')),
  ...(await import('../schemas/grants-responses.js')),
});

/** An enterprise's roles (spec doc 1 §7; the platform's roles are those of the nil enterprise). */
export const roleContracts = /* @__PURE__ */ defineContracts(roleSchemas, {
  enterprisesRoles: {
    method: 'GET',
    path: '/api-user/enterprisesRoles',
    access: { privilege: 'role-list:view', enterprise: 'query.enterpriseId' },
    summary: "One page of an enterprise's roles by name, each with its enterprise (zero-based `page`).",
    schemas: (s) => ({ query: s.EnterprisesRolesQuerySchema, response: s.EnterpriseRolePageSchema }),
  },
  getRoleById: {
    method: 'GET',
    path: '/api-user/roles/{roleId}',
    access: { privilege: 'role-list:view', enterprise: { role: 'path.roleId' } },
    summary: 'One role with its number of holders (for the delete warning).',
    schemas: (s) => ({ params: s.RolePathSchema, response: s.RoleWithHolderCountSchema }),
  },
  createRole: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/roles',
    access: { privilege: 'role-list:add', enterprise: 'path.enterpriseId' },
    summary: 'Creates a role; its name is unique within the enterprise (409 on `name`).',
    schemas: (s) => ({ params: s.EnterpriseRolesPathSchema, body: s.RoleInputSchema, response: s.RoleDetailSchema }),
  },
  updateRole: {
    method: 'PATCH',
    path: '/api-user/roles/{roleId}',
    access: { privilege: 'role-list:edit', enterprise: { role: 'path.roleId' } },
    summary: 'Renames or re-describes a role (an empty description clears it).',
    schemas: (s) => ({ params: s.RolePathSchema, body: s.RoleInputSchema, response: s.RoleDetailSchema }),
  },
  deleteRole: {
    method: 'DELETE',
    path: '/api-user/enterprises/{enterpriseId}/roles/{roleId}',
    access: { privilege: 'role-list:delete', enterprise: 'path.enterpriseId' },
    summary: 'Deletes a role with its assignments (`confirm=true` while held; never the administrator roles).',
    schemas: (s) => ({
      params: s.EnterpriseRolePathSchema,
      query: s.DeleteRoleQuerySchema,
      response: s.RoleDeletedSchema,
    }),
  },
});

/** Giving a role to users and taking it back (our design, docs/roles.md). */
export const roleUserContracts = /* @__PURE__ */ defineContracts(roleSchemas, {
  assignRoleUsers: {
    method: 'POST',
    path: '/api-user/roles/{roleId}/users',
    access: { privilege: 'user-role-add:add', enterprise: { role: 'path.roleId' } },
    summary: 'Gives the role to members of its enterprise (all or nothing; 400 naming non-members).',
    schemas: (s) => ({ params: s.RolePathSchema, body: s.AssignRoleUsersSchema, response: s.RoleUsersAssignedSchema }),
  },
  removeRoleUser: {
    method: 'DELETE',
    path: '/api-user/roles/{roleId}/users/{userId}',
    access: { privilege: 'user-role-config:edit', enterprise: { role: 'path.roleId' } },
    summary: 'Takes the role from a user (409 for the last administrator).',
    schemas: (s) => ({ params: s.RoleUserPathSchema, response: s.RoleRemovedSchema }),
  },
});

/** Platform-wide function roles (spec doc 1 §6), granted by platform administrators. */
export const functionRoleContracts = /* @__PURE__ */ defineContracts(schemas, {
  functionRoles: {
    method: 'GET',
    path: '/api-user/functionRoles',
    access: 'platform-admin',
    summary: 'Each function role with its holders, by username.',
    schemas: (s) => ({ response: s.FunctionRoleListSchema }),
  },
  grantFunctionRole: {
    method: 'POST',
    path: '/api-user/functionRoles/{code}/users',
    access: 'platform-admin',
    summary: 'Gives a function role to a user named by username (201; 404 unknown, 409 already held).',
    schemas: (s) => ({
      params: s.FunctionRolePathSchema,
      body: s.FunctionRoleGrantSchema,
      response: s.FunctionRoleGrantedSchema,
    }),
  },
  revokeFunctionRole: {
    method: 'DELETE',
    path: '/api-user/functionRoles/{code}/users/{userId}',
    access: 'platform-admin',
    summary: 'Takes a function role (never the last platform administrator, nor one’s own).',
    schemas: (s) => ({ params: s.FunctionRoleUserPathSchema, response: s.RoleRemovedSchema }),
  },
});

/** Enterprise authorisations (spec doc 1 §6, §7 pendingAuths / authWithEnterprises). */
export const enterpriseAuthContracts = /* @__PURE__ */ defineContracts(schemas, {
  authWithEnterprises: {
    method: 'POST',
    path: '/api-user/authWithEnterprises',
    access: 'authenticated',
    summary: 'Asks the platform for application privileges for enterprises (201; an array of authority requests).',
    schemas: (s) => ({ body: s.AuthorityRequestsSchema, response: s.EnterpriseAuthListSchema }),
  },
  pendingAuths: {
    method: 'GET',
    path: '/api-user/pendingAuths',
    access: 'platform-admin',
    summary: 'The pending authorisation requests by enterprise name (`enterpriseName`: a name prefix).',
    schemas: (s) => ({ query: s.PendingAuthsQuerySchema, response: s.EnterpriseAuthPageSchema }),
  },
  approvePendingAuth: {
    method: 'POST',
    path: '/api-user/pendingAuths/{authId}/approval',
    access: 'platform-admin',
    summary: "Grants a pending request: its privileges join the enterprise's grant (409 once decided).",
    schemas: (s) => ({ params: s.PendingAuthPathSchema, response: s.EnterpriseAuthSchema }),
  },
  rejectPendingAuth: {
    method: 'POST',
    path: '/api-user/pendingAuths/{authId}/rejection',
    access: 'platform-admin',
    summary: 'Rejects a pending request with a reason (409 once decided).',
    schemas: (s) => ({ params: s.PendingAuthPathSchema, body: s.RejectionSchema, response: s.EnterpriseAuthSchema }),
  },
  enterpriseAuths: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/auths',
    access: { privilege: 'company-privilege:view', enterprise: 'path.enterpriseId' },
    summary: 'What an enterprise holds (granted application privileges) and what it asked for.',
    schemas: (s) => ({ params: s.GrantEnterprisePathSchema, response: s.EnterpriseAuthsSchema }),
  },
});

/** Role applications, their review, and role assignment by user (docs/privilege-applications.md). */
export const roleApplicationContracts = /* @__PURE__ */ defineContracts(schemas, {
  applicableRoles: {
    method: 'GET',
    path: '/api-user/roleApplications/roles',
    access: 'authenticated',
    summary: 'The roles of a scope the caller may apply for, each flagged held or pending.',
    schemas: (s) => ({ query: s.ApplicableRolesQuerySchema, response: s.ApplicableRoleListSchema }),
  },
  applyForRoles: {
    method: 'POST',
    path: '/api-user/roleApplications',
    access: 'authenticated',
    summary: 'Applies for roles of the current enterprise or the platform (201; one application per role).',
    schemas: (s) => ({ body: s.RoleApplicationInputSchema, response: s.RoleApplicationListSchema }),
  },
  roleApplications: {
    method: 'GET',
    path: '/api-user/roleApplications',
    access: 'authenticated',
    summary: "The caller's own applications, newest first.",
    schemas: (s) => ({ query: s.MyRoleApplicationsQuerySchema, response: s.RoleApplicationPageSchema }),
  },
  withdrawRoleApplication: {
    method: 'POST',
    path: '/api-user/roleApplications/{applicationId}/withdrawal',
    access: 'authenticated',
    summary: 'The applicant withdraws a pending application (409 once decided).',
    schemas: (s) => ({ params: s.RoleApplicationPathSchema, response: s.RoleApplicationSchema }),
  },
  enterpriseRoleApplications: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/roleApplications',
    access: { privilege: 'employee-verify-user-role:view', enterprise: 'path.enterpriseId' },
    summary: 'The review queue of an enterprise (nil id: platform roles), newest first.',
    schemas: (s) => ({
      params: s.GrantEnterprisePathSchema,
      query: s.ReviewRoleApplicationsQuerySchema,
      response: s.RoleApplicationPageSchema,
    }),
  },
  approveRoleApplication: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/approval',
    access: { privilege: 'employee-verify-user-role:verify', enterprise: 'path.enterpriseId' },
    summary: 'Approves a pending application and assigns the role (409 when no longer pending).',
    schemas: (s) => ({ params: s.ReviewRoleApplicationPathSchema, response: s.RoleApplicationSchema }),
  },
  rejectRoleApplication: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/rejection',
    access: { privilege: 'employee-verify-user-role:verify', enterprise: 'path.enterpriseId' },
    summary: 'Rejects a pending application with a reason (409 when no longer pending).',
    schemas: (s) => ({
      params: s.ReviewRoleApplicationPathSchema,
      body: s.RejectionSchema,
      response: s.RoleApplicationSchema,
    }),
  },
  userRoles: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/userRoles',
    access: { privilege: 'assign-user-role:view', enterprise: 'path.enterpriseId' },
    summary: 'Members of the enterprise with the roles they hold there, by username.',
    schemas: (s) => ({
      params: s.GrantEnterprisePathSchema,
      query: s.UserRolesQuerySchema,
      response: s.UserWithRolesPageSchema,
    }),
  },
  getMemberRoles: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/roles',
    access: { privilege: 'assign-user-role:view', enterprise: 'path.enterpriseId' },
    summary: "One member's roles in the enterprise and every role there (404 unless a member).",
    schemas: (s) => ({ params: s.EnterpriseUserPathSchema, response: s.UserRolesSchema }),
  },
  setMemberRoles: {
    method: 'PUT',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/roles',
    access: { privilege: 'assign-user-role:edit', enterprise: 'path.enterpriseId' },
    summary: 'Sets every role a member holds in the enterprise, in one transaction.',
    schemas: (s) => ({ params: s.EnterpriseUserPathSchema, body: s.UserRolesInputSchema, response: s.UserRolesSchema }),
  },
});

/** Every contract table of the roles domain (the API index, `shared/contracts/index.ts`, lists them). */
export const rolesTables = [
  roleContracts,
  roleUserContracts,
  functionRoleContracts,
  enterpriseAuthContracts,
  roleApplicationContracts,
];
