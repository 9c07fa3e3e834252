import * as z from 'zod/mini';
import './zod-locale.js';
import { pageSchemaOf } from './user.js';

/**
 * The answers of the role calls of /api-user (spec doc 1 §3 Role; docs/roles.md), apart from the requests in
 * `./roles.ts`: the contracts name them (`shared/contracts/roles.ts`) and the console uses them as types only.
 */

/** A role as the role calls return it. */
export const RoleDetailSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  name: z.string(),
  nameEn: z.optional(z.string()),
  code: z.optional(z.string()),
  description: z.optional(z.string()),
  /** The description the English console shows. */
  descriptionEn: z.optional(z.string()),
});
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

/** A role of `enterprisesRoles`, with the enterprise it belongs to (spec doc 1 §3 Role: id, name, description, code, enterprise). */
export const EnterpriseRoleSchema = z.extend(RoleDetailSchema, {
  code: z.string(),
  description: z.string(),
  enterprise: z.object({ id: z.string(), name: z.string() }),
});
export type EnterpriseRole = z.infer<typeof EnterpriseRoleSchema>;
/** `GET /api-user/enterprisesRoles`: one page of an enterprise's roles, by name. */
export const EnterpriseRolePageSchema = pageSchemaOf(EnterpriseRoleSchema);

/** `GET /api-user/roles/{roleId}`: the role with the number of its holders (for the delete warning). */
export const RoleWithHolderCountSchema = z.extend(RoleDetailSchema, { holderCount: z.number() });

/** `DELETE …/roles/{roleId}`: how many assignments went with the role. */
export const RoleDeletedSchema = z.object({ deleted: z.literal(true), removedAssignments: z.number() });

/** `POST /api-user/roles/{roleId}/users`: the role and the users now holding it through this call. */
export const RoleUsersAssignedSchema = z.object({ roleId: z.string(), userIds: z.array(z.string()) });

/** A role (or function role) taken from a user. */
export const RoleRemovedSchema = z.object({ removed: z.literal(true) });
