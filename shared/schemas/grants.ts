import * as z from 'zod/mini';
import './zod-locale.js';
import {
  APP_CODE_PATTERN,
  APPLICATION_SCOPES,
  AUTH_CODE_PATTERN,
  AUTH_LIST_MAX,
  AUTH_REQUESTS_MAX,
  FUNCTION_ROLE_CODES,
  GRANT_PAGE_SIZES,
  GRANT_REASON_MAX_LENGTH,
  ROLE_APPLICATION_MAX_ROLES,
  ROLE_APPLICATION_STATES,
  USER_ROLES_MAX,
} from '../constants/grant-rules.js';

/**
 * Inputs of role applications, role assignment by user,
 * enterprise authorisations and function roles (spec doc 1 §2 "privilege
 * application and assignment; content not shown" and §7 pendingAuths /
 * authWithEnterprises; our design, docs/privilege-applications.md).
 */

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64));
const reason = (required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(GRANT_REASON_MAX_LENGTH));
const page = z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0);
const size = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(GRANT_PAGE_SIZES[GRANT_PAGE_SIZES.length - 1])),
  GRANT_PAGE_SIZES[0],
);
const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/** `GET /api-user/roleApplications/roles?scope`: the roles one may apply for. */
export const ApplicableRolesQuerySchema = z.object({ scope: z.enum(APPLICATION_SCOPES) });

/** `POST /api-user/roleApplications`: one application per role, all written together. */
export const RoleApplicationInputSchema = z.object({
  scope: z.enum(APPLICATION_SCOPES),
  roleIds: z
    .array(IdSchema)
    .check(
      z.minLength(1, 'Choose at least one role'),
      z.maxLength(ROLE_APPLICATION_MAX_ROLES),
      z.refine(unique, 'A role is listed twice'),
    ),
  reason: reason('Give a reason for the application'),
});

/** `GET /api-user/roleApplications?scope&state&page&size`: the caller's own applications, newest first. */
export const MyRoleApplicationsQuerySchema = z.object({
  scope: z.optional(z.enum(APPLICATION_SCOPES)),
  state: z.optional(z.enum(ROLE_APPLICATION_STATES)),
  page,
  size,
});

/** `GET /api-user/enterprises/{enterpriseId}/roleApplications?state&username&page&size` (default: pending). */
export const ReviewRoleApplicationsQuerySchema = z.object({
  state: z._default(z.enum(ROLE_APPLICATION_STATES), 'PENDING'),
  username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  page,
  size,
});

/** `/api-user/roleApplications/{applicationId}/…` */
export const RoleApplicationPathSchema = z.object({ applicationId: IdSchema });

/** `/api-user/enterprises/{enterpriseId}/roleApplications/{applicationId}/…` (NIL_ID: platform roles) */
export const ReviewRoleApplicationPathSchema = z.object({ enterpriseId: IdSchema, applicationId: IdSchema });

/** A rejection (of a role application or an authorisation) must say why. */
export const RejectionSchema = z.object({ reason: reason('Give the reason for the rejection') });

/** `/api-user/enterprises/{enterpriseId}/…` */
export const GrantEnterprisePathSchema = z.object({ enterpriseId: IdSchema });
/** `/api-user/enterprises/{enterpriseId}/users/{userId}/roles` */
export const EnterpriseUserPathSchema = z.object({ enterpriseId: IdSchema, userId: IdSchema });

/** `GET /api-user/enterprises/{enterpriseId}/userRoles?username&pageNumber&pageSize`: members with their roles. */
export const UserRolesQuerySchema = z.object({
  username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  pageNumber: page,
  pageSize: size,
});

/** `PUT /api-user/enterprises/{enterpriseId}/users/{userId}/roles`: every role the user is to hold there. */
export const UserRolesInputSchema = z.object({
  roleIds: z.array(IdSchema).check(z.maxLength(USER_ROLES_MAX), z.refine(unique, 'A role is listed twice')),
});

/** `/api-user/functionRoles/{code}/users` */
export const FunctionRolePathSchema = z.object({ code: z.enum(FUNCTION_ROLE_CODES) });
/** `/api-user/functionRoles/{code}/users/{userId}` */
export const FunctionRoleUserPathSchema = z.object({ code: z.enum(FUNCTION_ROLE_CODES), userId: IdSchema });
/** `POST /api-user/functionRoles/{code}/users` */
export const FunctionRoleGrantSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Enter a username'), z.maxLength(64)),
});

/** One authority request of `POST /api-user/authWithEnterprises` (the current enterprise when `enterpriseId` is absent). */
export const AuthorityRequestSchema = z.object({
  enterpriseId: z.optional(IdSchema),
  appCode: z.string().check(z.trim(), z.regex(APP_CODE_PATTERN, 'Not an application code')),
  authList: z
    .array(z.string().check(z.trim(), z.regex(AUTH_CODE_PATTERN, 'Not a privilege code')))
    .check(
      z.minLength(1, 'Choose at least one privilege'),
      z.maxLength(AUTH_LIST_MAX),
      z.refine(unique, 'A privilege is listed twice'),
    ),
});

/** `POST /api-user/authWithEnterprises`: an array of authority requests (spec doc 1 §7). */
export const AuthorityRequestsSchema = z.array(AuthorityRequestSchema).check(
  z.minLength(1, 'Send at least one request'),
  z.maxLength(AUTH_REQUESTS_MAX),
  z.refine(
    (list) => unique(list.map((r) => `${r.enterpriseId ?? ''}#${r.appCode.toLowerCase()}`)),
    'An application is requested twice',
  ),
);

/** `GET /api-user/pendingAuths?enterpriseName&page&size`: `enterpriseName` is a name prefix. */
export const PendingAuthsQuerySchema = z.object({
  enterpriseName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page,
  size,
});

/** `/api-user/pendingAuths/{authId}/…` */
export const PendingAuthPathSchema = z.object({ authId: IdSchema });
