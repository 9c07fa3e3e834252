import * as z from 'zod';
import { UserIdSchema, EnterpriseSummarySchema, RoleSummarySchema } from './session.js';

/**
 * Inputs and outputs of the user-context, profile and lookup calls of
 * /api-user (spec doc 1 §3, §7). Every input object is strict: an unknown
 * query field is a 400.
 */

/** Image name returned as `avatar` when the user has none (spec doc 1 §9). */
export const DEFAULT_AVATAR = 'default-avatar.png';

const IdSchema = z.string().min(1).max(64);

/** Calls that take no query parameters. */
export const EmptyQuerySchema = z.object({}).strict();

/** `?userId=` of self-only reads. */
export const UserIdQuerySchema = z.object({ userId: UserIdSchema }).strict();
/** `GET /api-user/currentEnterprise/?id` */
export const CurrentEnterpriseQuerySchema = z.object({ id: UserIdSchema }).strict();
/** `GET /api-user/currentRoleEnterprise/?id&enterpriseId` (enterpriseId defaults to the current one). */
export const CurrentRoleQuerySchema = z.object({ id: UserIdSchema, enterpriseId: IdSchema.optional() }).strict();

export const UserPathSchema = z.object({ userId: UserIdSchema }).strict();
export const UserEnterprisePathSchema = z.object({ userId: UserIdSchema, enterpriseId: IdSchema }).strict();
export const ApplicationPathSchema = z.object({ appId: IdSchema }).strict();

/** `?userId[&enterpriseId&roleId]`: a context the user holds; absent parts default to the current ones. */
export const ContextQuerySchema = z
  .object({ userId: UserIdSchema, enterpriseId: IdSchema.optional(), roleId: IdSchema.optional() })
  .strict();

/** `GET /api-user/personInfoes?userId&enterpriseId` (enterpriseId defaults to the current one). */
export const PersonInfoQuerySchema = z.object({ userId: UserIdSchema, enterpriseId: IdSchema.optional() }).strict();

/** The result of a context change: the current enterprise (null without memberships) and role. */
export const CurrentContextSchema = z.object({
  enterprise: EnterpriseSummarySchema.nullable(),
  role: RoleSummarySchema,
});
export type CurrentContext = z.infer<typeof CurrentContextSchema>;

/** `GET /api-user/users?userId` (doc 1 §3 User). */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  verifyStatus: z.object({ code: z.string(), name: z.string() }),
  workNum: z.string().optional(),
  position: z.object({ name: z.string(), code: z.string() }).optional(),
  department: z.object({ id: z.string(), name: z.string(), code: z.string() }).optional(),
});
export type User = z.infer<typeof UserSchema>;

/** `GET /api-user/userInfoes?userId` */
export const UserInfoSchema = z.object({ metadata: z.string(), avatar: z.string() });
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** One entry of a lookup collection. */
export const LookupEntrySchema = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type LookupEntry = z.infer<typeof LookupEntrySchema>;

/** Lookup collections served as `{_embedded:{<name>:[...]}}` under `/api-user/<name>`. */
export const USER_LOOKUP_COLLECTIONS = [
  'verifyStatuses',
  'repreLicenseTypes',
  'professions',
  'properties',
  'scales',
  'repreLicenseLocations',
] as const;

/** `GET /api-user/getProvinces?name=&pageNumber=0&pageSize=200` */
export const ProvincesQuerySchema = z
  .object({
    name: z.string().max(50).optional(),
    pageNumber: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(500).default(200),
  })
  .strict();

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
    provinceName: z.string().max(50).optional(),
    cityName: z.string().max(50).optional(),
    districtName: z.string().max(50).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.cityName && !q.provinceName)
      ctx.addIssue({ code: 'custom', path: ['provinceName'], message: 'Required with cityName' });
    if (q.districtName && !q.cityName)
      ctx.addIssue({ code: 'custom', path: ['cityName'], message: 'Required with districtName' });
  });

/** A node of the region tree (province, city or district). */
export interface RegionNode {
  name: string;
  code: string;
  children: RegionNode[];
}
export const RegionNodeSchema: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ name: z.string(), code: z.string(), children: z.array(RegionNodeSchema) }),
);
