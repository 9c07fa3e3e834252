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
  /** One page of an enterprise's roles by name, each with its enterprise (zero-based `page`). */
  enterprisesRoles: {
    method: 'GET',
    path: '/api-user/enterprisesRoles',
    access: { privilege: 'role-list:view', enterprise: 'query.enterpriseId' },
    schemas: (s) => ({ query: s.EnterprisesRolesQuerySchema, response: s.EnterpriseRolePageSchema }),
  },
  /** One role with its number of holders (for the delete warning). */
  getRoleById: {
    method: 'GET',
    path: '/api-user/roles/{roleId}',
    access: { privilege: 'role-list:view', enterprise: { role: 'path.roleId' } },
    schemas: (s) => ({ params: s.RolePathSchema, response: s.RoleWithHolderCountSchema }),
  },
  /** Creates a role; its name is unique within the enterprise (409 on `name`). */
  createRole: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/roles',
    access: { privilege: 'role-list:add', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.EnterpriseRolesPathSchema, body: s.RoleInputSchema, response: s.RoleDetailSchema }),
  },
  /** Renames or re-describes a role (an empty description clears it). */
  updateRole: {
    method: 'PATCH',
    path: '/api-user/roles/{roleId}',
    access: { privilege: 'role-list:edit', enterprise: { role: 'path.roleId' } },
    schemas: (s) => ({ params: s.RolePathSchema, body: s.RoleInputSchema, response: s.RoleDetailSchema }),
  },
  /** Deletes a role with its assignments (`confirm=true` while held; never the administrator roles). */
  deleteRole: {
    method: 'DELETE',
    path: '/api-user/enterprises/{enterpriseId}/roles/{roleId}',
    access: { privilege: 'role-list:delete', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.EnterpriseRolePathSchema,
      query: s.DeleteRoleQuerySchema,
      response: s.RoleDeletedSchema,
    }),
  },
});

/** Giving a role to users and taking it back (our design, docs/roles.md). */
export const roleUserContracts = /* @__PURE__ */ defineContracts(roleSchemas, {
  /** Gives the role to members of its enterprise (all or nothing; 400 naming non-members). */
  assignRoleUsers: {
    method: 'POST',
    path: '/api-user/roles/{roleId}/users',
    access: { privilege: 'user-role-add:add', enterprise: { role: 'path.roleId' } },
    schemas: (s) => ({ params: s.RolePathSchema, body: s.AssignRoleUsersSchema, response: s.RoleUsersAssignedSchema }),
  },
  /** Takes the role from a user (409 for the last administrator). */
  removeRoleUser: {
    method: 'DELETE',
    path: '/api-user/roles/{roleId}/users/{userId}',
    access: { privilege: 'user-role-config:edit', enterprise: { role: 'path.roleId' } },
    schemas: (s) => ({ params: s.RoleUserPathSchema, response: s.RoleRemovedSchema }),
  },
});

/** Platform-wide function roles (spec doc 1 §6), granted by platform administrators. */
export const functionRoleContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Each function role with its holders, by username. */
  functionRoles: {
    method: 'GET',
    path: '/api-user/functionRoles',
    access: 'platform-admin',
    schemas: (s) => ({ response: s.FunctionRoleListSchema }),
  },
  /** Gives a function role to a user named by username (201; 404 unknown, 409 already held). */
  grantFunctionRole: {
    method: 'POST',
    path: '/api-user/functionRoles/{code}/users',
    access: 'platform-admin',
    schemas: (s) => ({
      params: s.FunctionRolePathSchema,
      body: s.FunctionRoleGrantSchema,
      response: s.FunctionRoleGrantedSchema,
    }),
  },
  /** Takes a function role (never the last platform administrator, nor one’s own). */
  revokeFunctionRole: {
    method: 'DELETE',
    path: '/api-user/functionRoles/{code}/users/{userId}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.FunctionRoleUserPathSchema, response: s.RoleRemovedSchema }),
  },
});

/** Enterprise authorisations (spec doc 1 §6, §7 pendingAuths / authWithEnterprises). */
export const enterpriseAuthContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Asks the platform for application privileges for enterprises (201; an array of authority requests). */
  authWithEnterprises: {
    method: 'POST',
    path: '/api-user/authWithEnterprises',
    access: 'authenticated',
    schemas: (s) => ({ body: s.AuthorityRequestsSchema, response: s.EnterpriseAuthListSchema }),
  },
  /** The pending authorisation requests by enterprise name (`enterpriseName`: a name prefix). */
  pendingAuths: {
    method: 'GET',
    path: '/api-user/pendingAuths',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.PendingAuthsQuerySchema, response: s.EnterpriseAuthPageSchema }),
  },
  /** Grants a pending request: its privileges join the enterprise's grant (409 once decided). */
  approvePendingAuth: {
    method: 'POST',
    path: '/api-user/pendingAuths/{authId}/approval',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.PendingAuthPathSchema, response: s.EnterpriseAuthSchema }),
  },
  /** Rejects a pending request with a reason (409 once decided). */
  rejectPendingAuth: {
    method: 'POST',
    path: '/api-user/pendingAuths/{authId}/rejection',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.PendingAuthPathSchema, body: s.RejectionSchema, response: s.EnterpriseAuthSchema }),
  },
  /** What an enterprise holds (granted application privileges) and what it asked for. */
  enterpriseAuths: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/auths',
    access: { privilege: 'company-privilege:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.GrantEnterprisePathSchema, response: s.EnterpriseAuthsSchema }),
  },
});

/** Role applications, their review, and role assignment by user (docs/privilege-applications.md). */
export const roleApplicationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The roles of a scope the caller may apply for, each flagged held or pending. */
  applicableRoles: {
    method: 'GET',
    path: '/api-user/roleApplications/roles',
    access: 'authenticated',
    schemas: (s) => ({ query: s.ApplicableRolesQuerySchema, response: s.ApplicableRoleListSchema }),
  },
  /** Applies for roles of the current enterprise or the platform (201; one application per role). */
  applyForRoles: {
    method: 'POST',
    path: '/api-user/roleApplications',
    access: 'authenticated',
    schemas: (s) => ({ body: s.RoleApplicationInputSchema, response: s.RoleApplicationListSchema }),
  },
  /** The caller's own applications, newest first. */
  roleApplications: {
    method: 'GET',
    path: '/api-user/roleApplications',
    access: 'authenticated',
    schemas: (s) => ({ query: s.MyRoleApplicationsQuerySchema, response: s.RoleApplicationPageSchema }),
  },
  /** The applicant withdraws a pending application (409 once decided). */
  withdrawRoleApplication: {
    method: 'POST',
    path: '/api-user/roleApplications/{applicationId}/withdrawal',
    access: 'authenticated',
    schemas: (s) => ({ params: s.RoleApplicationPathSchema, response: s.RoleApplicationSchema }),
  },
  /** The review queue of an enterprise (nil id: platform roles), newest first. */
  enterpriseRoleApplications: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/roleApplications',
    access: { privilege: 'employee-verify-user-role:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.GrantEnterprisePathSchema,
      query: s.ReviewRoleApplicationsQuerySchema,
      response: s.RoleApplicationPageSchema,
    }),
  },
  /** Approves a pending application and assigns the role (409 when no longer pending). */
  approveRoleApplication: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/approval',
    access: { privilege: 'employee-verify-user-role:verify', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.ReviewRoleApplicationPathSchema, response: s.RoleApplicationSchema }),
  },
  /** Rejects a pending application with a reason (409 when no longer pending). */
  rejectRoleApplication: {
    method: 'POST',
    path: '/api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/rejection',
    access: { privilege: 'employee-verify-user-role:verify', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.ReviewRoleApplicationPathSchema,
      body: s.RejectionSchema,
      response: s.RoleApplicationSchema,
    }),
  },
  /** Members of the enterprise with the roles they hold there, by username. */
  userRoles: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/userRoles',
    access: { privilege: 'assign-user-role:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.GrantEnterprisePathSchema,
      query: s.UserRolesQuerySchema,
      response: s.UserWithRolesPageSchema,
    }),
  },
  /** One member's roles in the enterprise and every role there (404 unless a member). */
  getMemberRoles: {
    method: 'GET',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/roles',
    access: { privilege: 'assign-user-role:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.EnterpriseUserPathSchema, response: s.UserRolesSchema }),
  },
  /** Sets every role a member holds in the enterprise, in one transaction. */
  setMemberRoles: {
    method: 'PUT',
    path: '/api-user/enterprises/{enterpriseId}/users/{userId}/roles',
    access: { privilege: 'assign-user-role:edit', enterprise: 'path.enterpriseId' },
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
