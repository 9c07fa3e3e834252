import * as z from 'zod/mini';
import './zod-locale.js';
import { UserIdSchema, EnterpriseSummarySchema, RoleSummarySchema } from './session.js';
import { MainlandPhoneSchema, PasswordSchema, RegisterEmailSchema, RegistrationSchema } from './registration.js';
import { USERNAME_MAX_LENGTH } from '../constants/registration-rules.js';
import {
  ENTERPRISE_LIST_FROM,
  ENTERPRISE_LIST_PAGE_SIZE,
  ENTERPRISE_LIST_TO,
  USER_LIST_PAGE_SIZE,
} from '../constants/user-lists.js';

/**
 * Inputs and outputs of the user-context, profile and lookup calls of
 * /api-user (spec doc 1 §3, §7). Request objects drop the fields they do not
 * declare (unknown fields are ignored, never refused).
 */

/** Image name returned as `avatar` when the user has none (spec doc 1 §9). */
export const DEFAULT_AVATAR = 'default-avatar.png';

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** Calls that take no query parameters. */
export const EmptyQuerySchema = z.object({});

/** `?userId=` of self-only reads (declared beside the id, so the inbox's contracts need not load this module). */
export { UserIdQuerySchema } from './session.js';
/** `GET /api-user/currentEnterprise/?id` */
export const CurrentEnterpriseQuerySchema = z.object({ id: UserIdSchema });
/** `GET /api-user/currentRoleEnterprise/?id&enterpriseId` (enterpriseId defaults to the current one). */
export const CurrentRoleQuerySchema = z.object({ id: UserIdSchema, enterpriseId: z.optional(IdSchema) });

export const UserPathSchema = z.object({ userId: UserIdSchema });
export const UserEnterprisePathSchema = z.object({ userId: UserIdSchema, enterpriseId: IdSchema });
export const ApplicationPathSchema = z.object({ appId: IdSchema });

/** `?userId[&enterpriseId&roleId]`: a context the user holds; absent parts default to the current ones. */
export const ContextQuerySchema = z.object({
  userId: UserIdSchema,
  enterpriseId: z.optional(IdSchema),
  roleId: z.optional(IdSchema),
});

/** `GET /api-user/personInfoes?userId&enterpriseId` (enterpriseId defaults to the current one). */
export const PersonInfoQuerySchema = z.object({ userId: UserIdSchema, enterpriseId: z.optional(IdSchema) });

/** The current enterprise, or null for a user without memberships. */
export const CurrentEnterpriseSchema = z.nullable(EnterpriseSummarySchema);

/** The result of a context change: the current enterprise (null without memberships) and role. */
export const CurrentContextSchema = z.object({
  enterprise: z.nullable(EnterpriseSummarySchema),
  role: RoleSummarySchema,
});
export type CurrentContext = z.infer<typeof CurrentContextSchema>;

/** `GET /api-user/users?userId` (doc 1 §3 User). */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  verifyStatus: z.object({ code: z.string(), name: z.string() }),
  workNum: z.optional(z.string()),
  position: z.optional(z.object({ name: z.string(), code: z.string() })),
  department: z.optional(z.object({ id: z.string(), name: z.string(), code: z.string() })),
});
export type User = z.infer<typeof UserSchema>;

/** `GET /api-user/userInfoes?userId` */
export const UserInfoSchema = z.object({ metadata: z.string(), avatar: z.string() });
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** One entry of a lookup collection. */
export const LookupEntrySchema = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type LookupEntry = z.infer<typeof LookupEntrySchema>;

/** A lookup list: `GET /api-user/verifyStatuses` answers the bare list (spec doc 1 §3 "a list from the server"). */
export const LookupListSchema = z.array(LookupEntrySchema);

/** An embedded lookup collection, `{_embedded:{<name>:[...]}}` (spec doc 1 §1: read from `_embedded.<name>`). */
const embeddedLookup = <K extends string>(name: K) =>
  z.object({ _embedded: z.record(z.literal(name), z.array(LookupEntrySchema)) });

/** The embedded lookup collections of `/api-user/<name>` (spec doc 1 §3: the certification forms' lists). */
export const RepreLicenseTypesSchema = embeddedLookup('repreLicenseTypes');
export const ProfessionsSchema = embeddedLookup('professions');
export const PropertiesSchema = embeddedLookup('properties');
export const ScalesSchema = embeddedLookup('scales');
export const RepreLicenseLocationsSchema = embeddedLookup('repreLicenseLocations');

/** `GET /api-user/getProvinces?name=&pageNumber=0&pageSize=200` */
export const ProvincesQuerySchema = z.object({
  name: z.optional(z.string().check(z.maxLength(50))),
  pageNumber: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 200),
});

/** `GET /api-user/getProvinces` response. */
export const ProvincePageSchema = z.object({
  content: z.array(z.object({ name: z.string(), code: z.string() })),
  totalElements: z.number(),
  pageable: z.object({ pageNumber: z.number(), pageSize: z.number() }),
});
export type ProvincePage = z.infer<typeof ProvincePageSchema>;

/** `GET /api-user/getRegion?provinceName=&cityName=&districtName=`; a deeper name needs the ones above it. */
export const RegionQuerySchema = z
  .object({
    provinceName: z.optional(z.string().check(z.maxLength(50))),
    cityName: z.optional(z.string().check(z.maxLength(50))),
    districtName: z.optional(z.string().check(z.maxLength(50))),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.cityName && !q.provinceName)
        ctx.addIssue({ code: 'custom', path: ['provinceName'], message: 'Required with cityName' });
      if (q.districtName && !q.cityName)
        ctx.addIssue({ code: 'custom', path: ['cityName'], message: 'Required with districtName' });
    }),
  );

/** A node of the region tree (province, city or district). */
export interface RegionNode {
  name: string;
  code: string;
  children: RegionNode[];
}
export const RegionNodeSchema: z.ZodMiniType<RegionNode> = z.lazy(() =>
  z.object({ name: z.string(), code: z.string(), children: z.array(RegionNodeSchema) }),
);
/** `GET /api-user/getRegion`: the nodes asked for, each with its subtree. */
export const RegionTreeSchema = z.array(RegionNodeSchema);

/*
 * User data, user and enterprise lists, platform users and deregistration
 * (spec doc 1 §2, §3, §7; the calls the spec does not name are our design,
 * documented in docs/users.md).
 */

/** A page of a list call (spec doc 1 §1: content, totalElements, number, size and pageable). */
export interface PageOf<T> {
  content: T[];
  totalElements: number;
  number: number;
  size: number;
  pageable: { pageNumber: number; pageSize: number };
}

/** The schema of a page of `item`s, the `PageOf` shape. */
export const pageSchemaOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number(),
    number: z.number(),
    size: z.number(),
    pageable: z.object({ pageNumber: z.number(), pageSize: z.number() }),
  });

const PageNumberSchema = z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0);
const pageSizeSchema = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), fallback);
/** A username prefix to search by (case-insensitive). */
const UsernamePrefixSchema = z.optional(z.string().check(z.trim(), z.maxLength(USERNAME_MAX_LENGTH)));

/** `type` of the employee list: every member, or only the verified / not (yet) verified ones. */
export const EMPLOYEE_LIST_TYPES = ['all', 'verified', 'unverified'] as const;

/** `GET /api-user/userWithEnterprises?enterpriseId&username&pageNumber&pageSize&type` (enterpriseId defaults to the current one). */
export const UserWithEnterprisesQuerySchema = z.object({
  enterpriseId: z.optional(IdSchema),
  username: UsernamePrefixSchema,
  pageNumber: PageNumberSchema,
  pageSize: pageSizeSchema(USER_LIST_PAGE_SIZE),
  type: z._default(z.enum(EMPLOYEE_LIST_TYPES), 'all'),
});

/** `type` of the platform user list: platform staff (members of the platform) or private accounts (everyone else). */
export const PLATFORM_USER_LIST_TYPES = ['platform', 'private'] as const;

/** `GET /api-user/platformUsers?username&pageNumber&pageSize&type` */
export const PlatformUsersQuerySchema = z.object({
  username: UsernamePrefixSchema,
  pageNumber: PageNumberSchema,
  pageSize: pageSizeSchema(USER_LIST_PAGE_SIZE),
  type: z._default(z.enum(PLATFORM_USER_LIST_TYPES), 'platform'),
});

const DaySchema = z.iso.date('Use a date like 2001-01-01');

/** `GET /api-user/enterprises?name&from&to&pageNumber&pageSize`: creation day range inclusive (spec doc 1 §9 defaults). */
export const EnterpriseListQuerySchema = z
  .object({
    name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    from: z._default(DaySchema, ENTERPRISE_LIST_FROM),
    to: z._default(DaySchema, ENTERPRISE_LIST_TO),
    pageNumber: PageNumberSchema,
    pageSize: pageSizeSchema(ENTERPRISE_LIST_PAGE_SIZE),
  })
  .check(z.refine((q) => q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date' }));

/** `GET /api-user/users/{userId}/enterpriseProjections?enterpriseId&applicationId` */
export const EnterpriseProjectionsQuerySchema = z.object({
  enterpriseId: z.optional(IdSchema),
  applicationId: z.optional(IdSchema),
});

/** `GET /api-user/roles?enterpriseId=` (defaults to the current enterprise). */
export const RolesQuerySchema = z.object({ enterpriseId: z.optional(IdSchema) });

/** `GET /api-user/roleWithUsers?role=&user=`: `user` is a user id or a username prefix. */
export const RoleWithUsersQuerySchema = z.object({
  role: IdSchema,
  user: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});

/** `PATCH /api-user/users/{userId}`: the own e-mail, phone and metadata; at least one. */
export const UpdateUserDetailsSchema = z
  .object({
    email: z.optional(RegisterEmailSchema),
    phone: z.optional(MainlandPhoneSchema),
    metadata: z.optional(z.string().check(z.maxLength(2000, 'At most 2000 characters'))),
  })
  .check(
    z.refine((b) => b.email !== undefined || b.phone !== undefined || b.metadata !== undefined, {
      message: 'Nothing to change',
    }),
  );
export type UpdateUserDetails = z.infer<typeof UpdateUserDetailsSchema>;

const confirmMatches = (value: { newPassword: string; confirmPassword: string }, ctx: z.core.$RefinementCtx) => {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Two password not same.' });
  }
};

/** `PUT /api-user/users/{userId}/password`: the current password is checked against Cognito. */
export const ModifyPasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Enter the current password'), z.maxLength(256)),
    newPassword: PasswordSchema,
    confirmPassword: z.string().check(z.maxLength(256)),
  })
  .check(
    z.superRefine((value, ctx) => {
      confirmMatches(value, ctx);
      if (value.newPassword === value.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'The new password must differ from the current one',
        });
      }
    }),
  );

/** `PUT /api-user/platformUsers/{userId}/password`: admin reset (spec doc 1 §3: new password and confirmation). */
export const AdminResetPasswordSchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: z.string().check(z.maxLength(256)) })
  .check(z.superRefine(confirmMatches));

/** `POST /api-user/platformUsers` (spec doc 1 §3 Platform user): the registration rules without a phone code. */
export const PlatformUserSchema = RegistrationSchema;

/** The answer of a password change or an administrator's reset. */
export const PasswordChangedSchema = z.object({ changed: z.literal(true) });
/** The answer of `POST /api-user/updateRemove`. */
export const DeregisteredSchema = z.object({ removed: z.literal(true) });

const RoleNameSchema = z.object({ id: z.string(), name: z.string(), nameEn: z.optional(z.string()) });

/** A user in a list (platform users, employees, role holders). */
export const UserListItemSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  verifyStatus: z.object({ code: z.string() }),
  removed: z.boolean(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
/** `GET /api-user/roleWithUsers`: the holders of a role. */
export const UserListSchema = z.array(UserListItemSchema);
/** `GET /api-user/platformUsers` */
export const UserListPageSchema = pageSchemaOf(UserListItemSchema);

/** A row of `userWithEnterprises`: the user plus the enterprise and the roles held there. */
export const UserWithEnterpriseSchema = z.extend(UserListItemSchema, {
  workNum: z.optional(z.string()),
  position: z.optional(z.object({ name: z.string(), code: z.string() })),
  department: z.optional(z.object({ id: z.string(), name: z.string(), code: z.string() })),
  joinedAt: z.string(),
  enterprise: z.object({ id: z.string(), name: z.string() }),
  roles: z.array(RoleNameSchema),
});
export type UserWithEnterprise = z.infer<typeof UserWithEnterpriseSchema>;
/** `GET /api-user/userWithEnterprises` */
export const UserWithEnterprisePageSchema = pageSchemaOf(UserWithEnterpriseSchema);

/** A row of the enterprise list. */
export const EnterpriseListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  alias: z.optional(z.string()),
  status: z.string(),
  createdAt: z.string(),
});
export type EnterpriseListItem = z.infer<typeof EnterpriseListItemSchema>;
/** `GET /api-user/enterprises` */
export const EnterpriseListPageSchema = pageSchemaOf(EnterpriseListItemSchema);

/** One entry of `enterpriseProjections` (spec doc 1 §3 Enterprise projection). */
export const EnterpriseProjectionSchema = z.object({
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  roles: z.array(RoleNameSchema),
});
export type EnterpriseProjection = z.infer<typeof EnterpriseProjectionSchema>;
/** `GET /api-user/users/{userId}/enterpriseProjections` */
export const EnterpriseProjectionListSchema = z.array(EnterpriseProjectionSchema);

/** A role of `GET /api-user/roles` (spec doc 1 §3 Role). */
export const RoleOfEnterpriseSchema = z.extend(RoleNameSchema, {
  description: z.optional(z.string()),
  code: z.optional(z.string()),
  enterprise: z.object({ id: z.string(), name: z.string() }),
});
export type RoleOfEnterprise = z.infer<typeof RoleOfEnterpriseSchema>;
/** `GET /api-user/roles` */
export const RoleOfEnterpriseListSchema = z.array(RoleOfEnterpriseSchema);
