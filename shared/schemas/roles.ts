import * as z from 'zod/mini';
import './zod-locale.js';
import {
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  ROLE_LIST_MAX_SIZE,
  ROLE_PAGE_SIZES,
  ROLE_USERS_MAX,
} from '../constants/role-rules.js';

/**
 * Inputs of the role calls of /api-user (spec doc 1 §3 Role; the
 * role-user assignment calls are our design, documented in docs/roles.md).
 */

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** `GET /api-user/enterprisesRoles?enterpriseId&page&size` (zero-based page; the privilege screen asks size=1000; enterpriseId defaults to the current one). */
export const EnterprisesRolesQuerySchema = z.object({
  enterpriseId: z.optional(IdSchema),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ROLE_LIST_MAX_SIZE)), ROLE_PAGE_SIZES[0]),
});

/** `/api-user/roles/{roleId}` */
export const RolePathSchema = z.object({ roleId: IdSchema });
/** `/api-user/enterprises/{enterpriseId}/roles` */
export const EnterpriseRolesPathSchema = z.object({ enterpriseId: IdSchema });
/** `/api-user/enterprises/{enterpriseId}/roles/{roleId}` */
export const EnterpriseRolePathSchema = z.object({ enterpriseId: IdSchema, roleId: IdSchema });
/** `/api-user/roles/{roleId}/users/{userId}` */
export const RoleUserPathSchema = z.object({ roleId: IdSchema, userId: IdSchema });

/** Name and description of a role: a name is required, an empty description clears it. */
export const RoleInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a role name'), z.maxLength(ROLE_NAME_MAX_LENGTH)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(ROLE_DESCRIPTION_MAX_LENGTH))),
});

/** `DELETE …/roles/{roleId}?confirm=true`: a role still held by users is deleted only when confirmed. */
export const DeleteRoleQuerySchema = z.object({
  confirm: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
});

/** `POST /api-user/roles/{roleId}/users` */
export const AssignRoleUsersSchema = z.object({
  userIds: z.array(IdSchema).check(z.minLength(1, 'Choose at least one user'), z.maxLength(ROLE_USERS_MAX)),
});
