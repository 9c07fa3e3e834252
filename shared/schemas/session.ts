import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Shapes of the session and context calls (spec doc 1 §3 Session, §7 Session
 * and identity). The spec names the fields but not every response body; where
 * it is silent these are our design, shared by server and console.
 */

export const UserIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** `?userId=` of self-only reads. */
export const UserIdQuerySchema = z.object({ userId: UserIdSchema });

/** GET /api-me/ */
export const MeSchema = z.object({
  authenticated: z.literal(true),
  id: z.string(),
  userName: z.string(),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type Me = z.infer<typeof MeSchema>;

/** One enterprise the user belongs to (GET /api-user/users/{userId}/enterprises, currentEnterprise). */
export const EnterpriseSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The English console's name, where the record has one. */
  nameEn: z.optional(z.string()),
  alias: z.optional(z.string()),
  logo: z.optional(z.string()),
  status: z.optional(z.string()),
});
export type EnterpriseSummary = z.infer<typeof EnterpriseSummarySchema>;
/** GET /api-user/users/{userId}/enterprises */
export const EnterpriseSummaryListSchema = z.array(EnterpriseSummarySchema);

/** A role; the synthetic first entry of a role list has the nil id and means all roles. */
export const RoleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.optional(z.string()),
  code: z.optional(z.string()),
  description: z.optional(z.string()),
  descriptionEn: z.optional(z.string()),
  enterpriseId: z.string(),
});
export type RoleSummary = z.infer<typeof RoleSummarySchema>;
/** GET /api-user/users/{userId}/enterprises/{enterpriseId}/roles: the all-roles entry first. */
export const RoleSummaryListSchema = z.array(RoleSummarySchema);

/** GET /api-user/function/getFunctionRoles */
export const FunctionRoleSchema = z.object({ code: z.string(), name: z.string(), nameEn: z.optional(z.string()) });
export type FunctionRole = z.infer<typeof FunctionRoleSchema>;
export const FunctionRoleListSchema = z.array(FunctionRoleSchema);

/** GET /api-user/applications/{appId}/privileges: the privileges the current context grants per menu. */
export const MenuPrivilegesSchema = z.object({
  menuId: z.string(),
  url: z.optional(z.string()),
  privileges: z.array(z.string()),
});
export type MenuPrivileges = z.infer<typeof MenuPrivilegesSchema>;
export const MenuPrivilegesListSchema = z.array(MenuPrivilegesSchema);

/**
 * What a menu node is, stored (the menus domain's record) or answered (the tree below, the menu calls).
 * `nameEn` is our addition for the English console.
 */
export interface MenuNodeFields {
  id: string;
  parentId: string | null;
  name: string;
  nameEn?: string;
  icon?: string;
  type: 'directory' | 'page' | 'link';
  url?: string;
  sort: number;
  /** Privileges a role can be granted on this menu (view, add, edit, delete...). */
  privileges: string[];
  isPublic: boolean;
  /** The deployment a menu opens (a deployed app's entry, docs/deployments.md "Menu entry"). */
  deploymentId?: string;
  /** The help centre's article its screen offers in the help panel (docs/help.md). */
  helpPageId?: string;
}
/** A node of the menu tree (GET /api-menu/query-menu). */
export interface MenuNode extends MenuNodeFields {
  children: MenuNode[];
}
/** The fields a menu node shows in every menu answer (the session's tree and the menu calls). */
export const menuNodeFields = {
  id: z.string(),
  parentId: z.nullable(z.string()),
  name: z.string(),
  nameEn: z.optional(z.string()),
  icon: z.optional(z.string()),
  type: z.enum(['directory', 'page', 'link']),
  url: z.optional(z.string()),
  sort: z.number(),
  isPublic: z.boolean(),
  privileges: z.array(z.string()),
  deploymentId: z.optional(z.string()),
  helpPageId: z.optional(z.string()),
};
export const MenuNodeSchema: z.ZodMiniType<MenuNode> = z.lazy(() =>
  z.object({ ...menuNodeFields, children: z.array(MenuNodeSchema) }),
);

/** GET /api-user/personInfoes (doc 1 §3 Person info response). */
export const PersonInfoSchema = z.object({
  username: z.string(),
  phone: z.optional(z.string()),
  avatar: z.string(),
  status: z.string(),
  code: z.string(),
  companyName: z.string(),
  roleNames: z.string(),
});
export type PersonInfo = z.infer<typeof PersonInfoSchema>;

/** GET /cas-url and GET /getFoundationUrl: where sign-in and the landing page live. */
export const SessionUrlsSchema = z.object({ casUrl: z.string(), foundationUrl: z.string() });

/** GET /delete-session: the sessions ended. */
export const SessionDeletedSchema = z.object({ deleted: z.literal(true) });

/**
 * POST /api-me/websocketTicket (ours): a single-use ticket that opens the platform WebSocket
 * (`/sia-equipment-websocket?ticket=…`, docs/realtime.md) until `validUntil` (ISO 8601), so the access token never
 * travels in a URL. (Not `expiresAt`: that is the table's TTL attribute, which no answer carries.)
 */
export const WebsocketTicketSchema = z.object({ ticket: z.string(), validUntil: z.string() });

/** Query of context-changing calls: `POST /api-user/currentEnterprise/?id=&enterprise=`. */
export const SetCurrentEnterpriseQuerySchema = z.object({
  id: UserIdSchema,
  enterprise: z.string().check(z.minLength(1)),
});
/** `POST /api-user/currentRole/?id=&role=` */
export const SetCurrentRoleQuerySchema = z.object({ id: UserIdSchema, role: z.string().check(z.minLength(1)) });
/** `POST /api-user/currentRoleEnterprise/?id=&role=&enterpriseId=` */
export const SetCurrentRoleEnterpriseQuerySchema = z.object({
  id: UserIdSchema,
  role: z.string().check(z.minLength(1)),
  enterpriseId: z.string().check(z.minLength(1)),
});

/** The web runtime config served at /config.json (one web build serves every stage). */
export const WebRuntimeConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only locally: the Cognito emulator's endpoint. */
  userPoolEndpoint: z.optional(z.string()),
  /** Same origin by default; absolute when the API is elsewhere. */
  apiBaseUrl: z.string(),
  websocketUrl: z.string(),
});
export type WebRuntimeConfig = z.infer<typeof WebRuntimeConfigSchema>;
