import * as z from 'zod/mini';
import './zod-locale.js';
import {
  APPLICATION_SCOPES,
  ENTERPRISE_AUTH_STATES,
  FUNCTION_ROLE_CODES,
  ROLE_APPLICATION_STATES,
} from '../constants/grant-rules.js';
import { RoleDetailSchema } from './roles-responses.js';
import { pageSchemaOf } from './user.js';

/**
 * The answers of role applications, role assignment by user, enterprise authorisations and function roles
 * (docs/privilege-applications.md), apart from the requests in `./grants.ts`: the contracts name them
 * (`shared/contracts/roles.ts`) and the console uses them as types only.
 */

/** A role of the scope with the caller's standing: held, or applied for and pending. */
export const ApplicableRoleSchema = z.extend(RoleDetailSchema, { held: z.boolean(), pending: z.boolean() });
export type ApplicableRole = z.infer<typeof ApplicableRoleSchema>;
export const ApplicableRoleListSchema = z.array(ApplicableRoleSchema);

/** A role application as the calls return it. */
export const RoleApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  enterpriseId: z.string(),
  scope: z.enum(APPLICATION_SCOPES),
  roleId: z.string(),
  roleName: z.string(),
  roleNameEn: z.optional(z.string()),
  reason: z.string(),
  state: z.enum(ROLE_APPLICATION_STATES),
  createdAt: z.string(),
  decidedAt: z.optional(z.string()),
  deciderName: z.optional(z.string()),
  decisionReason: z.optional(z.string()),
});
export type RoleApplication = z.infer<typeof RoleApplicationSchema>;
export const RoleApplicationListSchema = z.array(RoleApplicationSchema);
export const RoleApplicationPageSchema = pageSchemaOf(RoleApplicationSchema);

/** A role as the assign screens show it. */
export const RoleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type RoleSummary = z.infer<typeof RoleSummarySchema>;

/** A member with the roles they hold in the enterprise. */
export const UserWithRolesSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  roles: z.array(RoleSummarySchema),
});
export type UserWithRoles = z.infer<typeof UserWithRolesSchema>;
export const UserWithRolesPageSchema = pageSchemaOf(UserWithRolesSchema);

/** `GET/PUT /api-user/enterprises/{enterpriseId}/users/{userId}/roles` */
export const UserRolesSchema = z.object({
  enterpriseId: z.string(),
  user: UserWithRolesSchema,
  /** Every role of the enterprise, by name. */
  available: z.array(RoleSummarySchema),
});
export type UserRoles = z.infer<typeof UserRolesSchema>;

/** A holder of a function role. */
export const FunctionRoleHolderSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
});
export type FunctionRoleHolder = z.infer<typeof FunctionRoleHolderSchema>;

/** `GET /api-user/functionRoles`: each function role with its holders. */
export const FunctionRoleWithHoldersSchema = z.object({
  code: z.enum(FUNCTION_ROLE_CODES),
  name: z.string(),
  nameEn: z.optional(z.string()),
  holders: z.array(FunctionRoleHolderSchema),
});
export type FunctionRoleWithHolders = z.infer<typeof FunctionRoleWithHoldersSchema>;
export const FunctionRoleListSchema = z.array(FunctionRoleWithHoldersSchema);
/** `POST /api-user/functionRoles/{code}/users` (201): the role and its new holder. */
export const FunctionRoleGrantedSchema = z.object({
  code: z.enum(FUNCTION_ROLE_CODES),
  holder: FunctionRoleHolderSchema,
});

/** An enterprise's authorisation request (spec doc 1 §3 Pending enterprise authorisation: enterpriseName, appCode, authList). */
export const EnterpriseAuthSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  appCode: z.string(),
  authList: z.array(z.string()),
  state: z.enum(ENTERPRISE_AUTH_STATES),
  applicantName: z.string(),
  createdAt: z.string(),
  decidedAt: z.optional(z.string()),
  deciderName: z.optional(z.string()),
  decisionReason: z.optional(z.string()),
});
export type EnterpriseAuth = z.infer<typeof EnterpriseAuthSchema>;
export const EnterpriseAuthListSchema = z.array(EnterpriseAuthSchema);
export const EnterpriseAuthPageSchema = pageSchemaOf(EnterpriseAuthSchema);

/** An application privilege set granted to an enterprise. */
export const EnterpriseAuthGrantSchema = z.object({
  appCode: z.string(),
  authList: z.array(z.string()),
  updatedAt: z.string(),
});

/** `GET /api-user/enterprises/{enterpriseId}/auths`: what the enterprise holds and what it asked for. */
export const EnterpriseAuthsSchema = z.object({
  enterpriseId: z.string(),
  grants: z.array(EnterpriseAuthGrantSchema),
  requests: z.array(EnterpriseAuthSchema),
});
export type EnterpriseAuths = z.infer<typeof EnterpriseAuthsSchema>;
