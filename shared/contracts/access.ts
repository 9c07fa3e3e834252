/**
 * Who may call a route. Every route's contract (`shared/contracts/<domain>.ts`) declares exactly one rule
 * (`functions/route-access.ts` derives the table of all of them), checked by the HTTP handler before the
 * implementation loads and runs,
 * against the caller loaded from the verified token and the session records.
 * - `public`: anyone, no token needed (public pages of the spec only).
 * - `authenticated`: any signed-in user; the route scopes what it reads or
 *   writes to the caller (own uploads, own applications, lookups).
 * - `{ self }`: the named path or query parameter must be the caller's own user id.
 * - `platform-admin`: holders of the platform-admin function role.
 * - `auditor`: platform auditors (and platform administrators).
 * - `{ member }`: members of the named enterprise (`current`: the caller's
 *   current enterprise), and platform administrators; or members of the
 *   enterprise of the stored record a parameter names (`{ gateway: 'path.id' }`):
 *   the handler loads it (404 when missing) and answers a caller who is no
 *   member of its enterprise the same 404, so nobody learns it exists.
 * - `{ privilege }`: the roles in effect in the enterprise (see
 *   `functions/lib/auth/privileges.ts`) grant privilege `code` on the menu
 *   `/console/<menu>` written `'<menu>:<code>'` (a list: any one of them, for a call two screens share, such as
 *   an enterprise's employee list and a personal space's member list); platform administrators pass.
 *   `enterprise` names the enterprise: a path, query or (raw JSON) body
 *   field (absent: the current enterprise, or platform administrators only
 *   when `whenAbsent: 'platform-admin'`), or the stored record a parameter
 *   names (`{ role: 'path.roleId' }`, a `RecordKind`): the handler loads
 *   it (404 when missing) and checks its enterprise, all before input
 *   validation and before the route runs; the route receives it as `record`.
 */
export type ParameterRef = `path.${string}` | `query.${string}` | `body.${string}`;

/**
 * The kinds of stored record a rule may name; each owning domain hands its loader to the composition root
 * (`functions/platform.ts`). Roles, departments and menus are found wherever they are; the enterprise's own
 * equipment records (`gateway`, `equipmentType`, and `product`: an equipment type in the IoT area) and IoT records
 * (`deviceGroup`, `pushRule`) only in the caller's current enterprise, so another enterprise's is not found (404).
 */
export type RecordKind =
  'role' | 'department' | 'menu' | 'gateway' | 'equipmentType' | 'product' | 'deviceGroup' | 'pushRule';

/** A stored record named by a parameter, whose enterprise the rule is checked in (`member`, `privilege`). */
export type RecordRef = { readonly [K in RecordKind]: { readonly [P in K]: ParameterRef } }[RecordKind];

/** `'<menu route under /console/>:<privilege code>'`, e.g. `'role-list:add'`. */
export type PrivilegeRef = `${string}:${string}`;

export type AccessRule =
  | 'public'
  | 'authenticated'
  | 'platform-admin'
  | 'auditor'
  | { readonly self: ParameterRef }
  | { readonly member: ParameterRef | 'current' | RecordRef }
  | {
      readonly privilege: PrivilegeRef | readonly [PrivilegeRef, ...PrivilegeRef[]];
      readonly enterprise?: ParameterRef | RecordRef;
      readonly whenAbsent?: 'platform-admin';
    };

/** The privileges a `{ privilege }` rule accepts, any one of which admits the caller. */
export const privilegesOf = (rule: { readonly privilege: PrivilegeRef | readonly PrivilegeRef[] }) =>
  (typeof rule.privilege === 'string' ? [rule.privilege] : rule.privilege) as readonly PrivilegeRef[];

/** `'METHOD /path/{param}'`, as the route declares its method and path. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** The table key of a route. */
export const routeKeyOf = (route: { readonly method: string; readonly path: string }): string =>
  `${route.method} ${route.path}`;
