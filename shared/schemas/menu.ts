import * as z from 'zod/mini';
import './zod-locale.js';
import { MENU_NAME_MAX_LENGTH, MENU_PRIVILEGE_PATTERN } from '../constants/menu-rules.js';
import { MenuNodeSchema, menuNodeFields, UserIdSchema } from './session.js';

/** `GET /api-menu/query-menu?userId=[&enterpriseId=&roleId=]` (spec doc 1 §7); the response is MenuNode[]. */
export const QueryMenuQuerySchema = z.object({
  userId: UserIdSchema,
  enterpriseId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  roleId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64));
/** A privilege code a menu declares (view, add, edit, delete, verify...). */
export const PrivilegeCodeSchema = z.string().check(z.minLength(1), z.maxLength(32), z.regex(MENU_PRIVILEGE_PATTERN));

/** `GET /api-menu/getMenus[?enterpriseId]`: absent or NIL_ID = the platform catalogue. */
export const GetMenusQuerySchema = z.object({ enterpriseId: z.optional(IdSchema) });

/**
 * `POST /api-menu/submitMenu`: creates a node (no `id`) or updates one (`id`).
 * `enterpriseId` names the scope (absent or NIL_ID = the platform catalogue);
 * `parentId` null/absent = a root node.
 */
export const SubmitMenuBodySchema = z.object({
  id: z.optional(IdSchema),
  parentId: z.optional(z.nullable(IdSchema)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MENU_NAME_MAX_LENGTH)),
  nameEn: z.optional(z.string().check(z.trim(), z.maxLength(MENU_NAME_MAX_LENGTH))),
  icon: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  type: z.enum(['directory', 'page', 'link']),
  url: z.optional(z.string().check(z.trim(), z.maxLength(256), z.regex(/^[A-Za-z0-9/_{}.:?=&#-]*$/))),
  sort: z._default(z.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  enterpriseId: z.optional(IdSchema),
  deploymentId: z.optional(IdSchema),
  helpPageId: z.optional(IdSchema),
  privileges: z._default(z.array(PrivilegeCodeSchema).check(z.maxLength(20)), []),
  isPublic: z._default(z.boolean(), false),
  byProxy: z._default(z.boolean(), false),
});
export type SubmitMenuBody = z.output<typeof SubmitMenuBodySchema>;

/** `{id}` path parameter of deleteMenu. */
export const MenuIdParamsSchema = z.object({ id: IdSchema });

/** `GET /api-menu/getMenusAndPrivilege?roleId&enterpriseId`. */
export const MenusAndPrivilegeQuerySchema = z.object({ roleId: IdSchema, enterpriseId: z.optional(IdSchema) });

/** `{roleId}` path parameter of submitRoleMenuPrivilege. */
export const RoleIdParamsSchema = z.object({ roleId: IdSchema });

/**
 * One flattened grant: the spec's `{roleId, menuId, privilege}` triple. `privilege`
 * is one code, or the node's whole list (an empty list keeps the menu visible
 * without any privilege); several triples of one menu are merged.
 */
export const RoleMenuPrivilegeEntrySchema = z.object({
  roleId: IdSchema,
  menuId: IdSchema,
  privilege: z.union([PrivilegeCodeSchema, z.array(PrivilegeCodeSchema).check(z.maxLength(20))]),
});
export const SubmitRoleMenuPrivilegeBodySchema = z.array(RoleMenuPrivilegeEntrySchema).check(z.maxLength(1000));

/** `{id}` path parameter of a web deployment. */
export const DeploymentIdParamsSchema = z.object({ id: IdSchema });

/*
 * Responses of the menu calls: one definition for the contracts (`shared/contracts/menus.ts`: the implementations'
 * return types are checked against them) and the console's API client.
 */

/** A stored menu node as the menu calls answer it (the child counter stays on the server). */
export const MenuSchema = z.object({
  ...menuNodeFields,
  enterpriseId: z.string(),
  byProxy: z.optional(z.boolean()),
  helpPageId: z.optional(z.string()),
  applicationId: z.optional(z.string()),
});
export type Menu = z.infer<typeof MenuSchema>;

/** A node of a scope's menu tree (`getMenus`), its children sorted by `sort` then name. */
export const MenuTreeNodeSchema = z.extend(MenuSchema, {
  get children(): z.ZodMiniArray<typeof MenuTreeNodeSchema> {
    return z.array(MenuTreeNodeSchema);
  },
});
export type MenuTreeNode = z.infer<typeof MenuTreeNodeSchema>;

/** A node of the role-privilege screen (`getMenusAndPrivilege`): `privilege` held, `granted` the role sees it. */
export const RoleMenuTreeNodeSchema = z.extend(MenuSchema, {
  privilege: z.array(z.string()),
  granted: z.boolean(),
  get children(): z.ZodMiniArray<typeof RoleMenuTreeNodeSchema> {
    return z.array(RoleMenuTreeNodeSchema);
  },
});
export type RoleMenuTreeNode = z.infer<typeof RoleMenuTreeNodeSchema>;

/** `GET /api-menu/query-menu`: the caller's menu tree. */
export const QueryMenuResponseSchema = z.array(MenuNodeSchema);
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
    nameEn: z.optional(z.string()),
    code: z.optional(z.string()),
    description: z.optional(z.string()),
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
  description: z.optional(z.string()),
  updatedAt: z.string(),
});
/** `GET /api-backend/deployments/web`. */
export const DeploymentsResponseSchema = z.array(DeploymentSchema);
