import * as z from 'zod';
import {
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  ROLE_LIST_MAX_SIZE,
  ROLE_PAGE_SIZES,
  ROLE_USERS_MAX,
} from '../constants/role-rules.js';

/**
 * Inputs and outputs of the role calls of /api-user (spec doc 1 §3 Role; the
 * role-user assignment calls are our design, documented in docs/roles.md).
 */

const IdSchema = z.string().min(1).max(64);

/** `GET /api-user/enterprisesRoles?enterpriseId&page&size` (zero-based page; the privilege screen asks size=1000; enterpriseId defaults to the current one). */
export const EnterprisesRolesQuerySchema = z
  .object({
    enterpriseId: IdSchema.optional(),
    page: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce.number().int().min(1).max(ROLE_LIST_MAX_SIZE).default(ROLE_PAGE_SIZES[0]),
  })
  .strict();

/** `/api-user/roles/{roleId}` */
export const RolePathSchema = z.object({ roleId: IdSchema }).strict();
/** `/api-user/enterprises/{enterpriseId}/roles` */
export const EnterpriseRolesPathSchema = z.object({ enterpriseId: IdSchema }).strict();
/** `/api-user/enterprises/{enterpriseId}/roles/{roleId}` */
export const EnterpriseRolePathSchema = z.object({ enterpriseId: IdSchema, roleId: IdSchema }).strict();
/** `/api-user/roles/{roleId}/users/{userId}` */
export const RoleUserPathSchema = z.object({ roleId: IdSchema, userId: IdSchema }).strict();

/** Name and description of a role: a name is required, an empty description clears it. */
export const RoleInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a role name').max(ROLE_NAME_MAX_LENGTH),
    description: z.string().trim().max(ROLE_DESCRIPTION_MAX_LENGTH).optional(),
  })
  .strict();

/** `DELETE …/roles/{roleId}?confirm=true`: a role still held by users is deleted only when confirmed. */
export const DeleteRoleQuerySchema = z
  .object({
    confirm: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .strict();

/** `POST /api-user/roles/{roleId}/users` */
export const AssignRoleUsersSchema = z
  .object({ userIds: z.array(IdSchema).min(1, 'Choose at least one user').max(ROLE_USERS_MAX) })
  .strict();

/** A role as the role calls return it. */
export interface RoleDetail {
  id: string;
  enterpriseId: string;
  name: string;
  nameEn?: string;
  code?: string;
  description?: string;
  /** The description the English console shows. */
  descriptionEn?: string;
}
