import * as z from 'zod';
import { MENU_NAME_MAX_LENGTH, MENU_PRIVILEGE_PATTERN } from '../constants/menu-rules.js';
import { menuNodeFields, UserIdSchema } from './session.js';

/** `GET /api-menu/query-menu?userId=[&enterpriseId=&roleId=]` (spec doc 1 §7); the response is MenuNode[]. */
export const QueryMenuQuerySchema = z
  .object({
    userId: UserIdSchema,
    enterpriseId: z.string().min(1).max(64).optional(),
    roleId: z.string().min(1).max(64).optional(),
  })
  .strict();

const IdSchema = z.string().min(1).max(64);
/** A privilege code a menu declares (view, add, edit, delete, verify...). */
export const PrivilegeCodeSchema = z.string().min(1).max(32).regex(MENU_PRIVILEGE_PATTERN);

/** `GET /api-menu/getMenus[?enterpriseId]`: absent or NIL_ID = the platform catalogue. */
export const GetMenusQuerySchema = z.object({ enterpriseId: IdSchema.optional() }).strict();

/**
 * `POST /api-menu/submitMenu`: creates a node (no `id`) or updates one (`id`).
 * `enterpriseId` names the scope (absent or NIL_ID = the platform catalogue);
 * `parentId` null/absent = a root node.
 */
export const SubmitMenuBodySchema = z
  .object({
    id: IdSchema.optional(),
    parentId: IdSchema.nullable().optional(),
    name: z.string().trim().min(1).max(MENU_NAME_MAX_LENGTH),
    nameEn: z.string().trim().max(MENU_NAME_MAX_LENGTH).optional(),
    icon: z.string().trim().max(64).optional(),
    type: z.enum(['directory', 'page', 'link']),
    url: z
      .string()
      .trim()
      .max(256)
      .regex(/^[A-Za-z0-9/_{}.:?=&#-]*$/)
      .optional(),
    sort: z.number().int().min(0).max(100_000).default(0),
    enterpriseId: IdSchema.optional(),
    deploymentId: IdSchema.optional(),
    helpPageId: IdSchema.optional(),
    privileges: z.array(PrivilegeCodeSchema).max(20).default([]),
    isPublic: z.boolean().default(false),
    byProxy: z.boolean().default(false),
  })
  .strict();
export type SubmitMenuBody = z.output<typeof SubmitMenuBodySchema>;

/** `{id}` path parameter of deleteMenu. */
export const MenuIdParamsSchema = z.object({ id: IdSchema }).strict();

/** `GET /api-menu/getMenusAndPrivilege?roleId&enterpriseId`. */
export const MenusAndPrivilegeQuerySchema = z.object({ roleId: IdSchema, enterpriseId: IdSchema.optional() }).strict();

/** `{roleId}` path parameter of submitRoleMenuPrivilege. */
export const RoleIdParamsSchema = z.object({ roleId: IdSchema }).strict();

/**
 * One flattened grant: the spec's `{roleId, menuId, privilege}` triple. `privilege`
 * is one code, or the node's whole list (an empty list keeps the menu visible
 * without any privilege); several triples of one menu are merged.
 */
export const RoleMenuPrivilegeEntrySchema = z
  .object({
    roleId: IdSchema,
    menuId: IdSchema,
    privilege: z.union([PrivilegeCodeSchema, z.array(PrivilegeCodeSchema).max(20)]),
  })
  .strict();
export const SubmitRoleMenuPrivilegeBodySchema = z.array(RoleMenuPrivilegeEntrySchema).max(1000);

/** `{id}` path parameter of a web deployment. */
export const DeploymentIdParamsSchema = z.object({ id: IdSchema }).strict();

/*
 * Responses of the menu calls: one definition for the server's routes (`defineRoute({ response })`, checked
 * against each handler's return type by the type check) and the console's API client.
 */

/** A stored menu node as the menu calls answer it (the child counter stays on the server). */
export const MenuSchema = z.object({
  ...menuNodeFields,
  enterpriseId: z.string(),
  byProxy: z.boolean().optional(),
  deploymentId: z.string().optional(),
  helpPageId: z.string().optional(),
  applicationId: z.string().optional(),
});
export type Menu = z.infer<typeof MenuSchema>;

/** A node of a scope's menu tree (`getMenus`), its children sorted by `sort` then name. */
export const MenuTreeNodeSchema = MenuSchema.extend({
  get children(): z.ZodArray<typeof MenuTreeNodeSchema> {
    return z.array(MenuTreeNodeSchema);
  },
});
export type MenuTreeNode = z.infer<typeof MenuTreeNodeSchema>;

/** A node of the role-privilege screen (`getMenusAndPrivilege`): `privilege` held, `granted` the role sees it. */
export const RoleMenuTreeNodeSchema = MenuSchema.extend({
  privilege: z.array(z.string()),
  granted: z.boolean(),
  get children(): z.ZodArray<typeof RoleMenuTreeNodeSchema> {
    return z.array(RoleMenuTreeNodeSchema);
  },
});
export type RoleMenuTreeNode = z.infer<typeof RoleMenuTreeNodeSchema>;

/** `GET /api-menu/getMenus`. */
export const GetMenusResponseSchema = z.array(MenuTreeNodeSchema);
/** `POST /api-menu/submitMenu`: the stored node. */
export const SubmitMenuResponseSchema = MenuSchema;
/** `DELETE /api-menu/deleteMenu/{id}`. */
export const DeleteMenuResponseSchema = z.object({ id: z.string() });
/** `GET /api-menu/getMenusAndPrivilege`. */
export const MenusAndPrivilegeResponseSchema = z.array(RoleMenuTreeNodeSchema);
/** `POST /api-menu/submitRoleMenuPrivilege/{roleId}`: how many menus the role now has entries for. */
export const SubmitRoleMenuPrivilegeResponseSchema = z.object({ roleId: z.string(), menus: z.number() });
/** `GET /api-menu/getMenuRoles/{id}`: the roles that see a menu, with what they hold on it. */
export const MenuRolesResponseSchema = z.array(
  z.object({
    id: z.string(),
    enterpriseId: z.string(),
    name: z.string(),
    nameEn: z.string().optional(),
    code: z.string().optional(),
    description: z.string().optional(),
    privilege: z.array(z.string()),
  }),
);
/** A web deployment menus open their urls under. */
export const DeploymentSchema = z.object({
  id: z.string(),
  kind: z.literal('web'),
  name: z.string(),
  baseUrl: z.string(),
  version: z.string(),
  description: z.string().optional(),
  updatedAt: z.string(),
});
/** `GET /api-backend/deployments/web`. */
export const DeploymentsResponseSchema = z.array(DeploymentSchema);
