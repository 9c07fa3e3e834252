import * as z from 'zod/mini';
import './zod-locale.js';
import { APP_SCOPES, PRE_REVIEW_CHECKS } from '../constants/application-rules.js';
import { AuthoritySchema, DetailFileSchema, PeriodSchema, ProgramFileSchema } from './application.js';

/**
 * The answers of application publishing (spec doc 2 §3, §7), apart from the requests in `./application.ts`: the
 * contracts name them (`shared/contracts/applications.ts`, loaded with a route's first request, never at cold start);
 * the console uses them as types only.
 */

/** A lookup entry as the application calls serve it: `id` is the entry's code. */
export const AppLookupEntrySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export type AppLookupEntry = z.infer<typeof AppLookupEntrySchema>;
/** `GET getApplicationTerminal` and the other lookups: the list of entries (doc 2 §7: "return lists"). */
export const AppLookupResponseSchema = z.array(AppLookupEntrySchema);

/** A node of the category tree (two levels: parent categories and their categories). */
export interface CategoryNode {
  id: string;
  key: string;
  code: string;
  name: string;
  nameEn?: string;
  description: string;
  parentId?: string;
  children: CategoryNode[];
}
export const CategoryNodeSchema: z.ZodMiniType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    key: z.string(),
    code: z.string(),
    name: z.string(),
    nameEn: z.optional(z.string()),
    description: z.string(),
    parentId: z.optional(z.string()),
    children: z.array(CategoryNodeSchema),
  }),
);
export const CategoryTreeResponseSchema = z.array(CategoryNodeSchema);

export const ResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  resourceParameters: z.object({
    CPU_CORES: z.number(),
    MEMORY_QUOTA: z.number(),
    DISK_QUOTA: z.number(),
    CONCURRENT_USER: z.number(),
  }),
  price: z.number(),
  periods: z.array(PeriodSchema),
  ifPermanent: z.boolean(),
  permanentPrice: z.optional(z.number()),
  createUserId: z.string(),
  createUserName: z.string(),
  createDate: z.string(),
  application: z.object({ id: z.string(), cost: z.number() }),
  ifEnabled: z.boolean(),
});
export type Resource = z.infer<typeof ResourceSchema>;
export const ResourceListResponseSchema = z.array(ResourceSchema);
export const PlanItemsResponseSchema = z.array(
  z.object({ item: z.enum(['DISK_QUOTA', 'MEMORY_QUOTA', 'CPU_CORES', 'CONCURRENT_USER']), value: z.number() }),
);

export const SubmitApplicationResponseSchema = z.object({ applicationId: z.string(), code: z.string() });

const named = z.object({ id: z.string(), name: z.string() });
const StatusSchema = z.object({ code: z.string(), name: z.string() });

/**
 * Why a record is back at '0' (derived, beyond the spec): present while its status is the last audit's rejection,
 * until it is submitted again; the publisher's one status "rejected" with the reason.
 */
export const RejectionSchema = z.object({ reason: z.string(), reviewerName: z.string(), reviewedAt: z.string() });
export type Rejection = z.infer<typeof RejectionSchema>;

/** A version as it appears inside its application's `majorVersionList`. */
export const MinorVersionSummarySchema = z.object({
  id: z.string(),
  number: z.number(),
  version: z.string(),
  status: StatusSchema,
  rejection: z.optional(RejectionSchema),
});
export const MajorVersionSummarySchema = z.object({
  id: z.string(),
  number: z.number(),
  minorVersionList: z.array(MinorVersionSummarySchema),
});

/** An audit decision, shown to the publisher (the reason of a rejection) and in the auditor's history. */
export const ReviewSummarySchema = z.object({
  id: z.string(),
  target: z.enum(['application', 'version']),
  targetId: z.string(),
  version: z.optional(z.string()),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string(),
  reviewerId: z.string(),
  reviewerName: z.string(),
  reviewedAt: z.string(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** `GET getApplication/{id}` and every application list. */
export const ApplicationSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  enName: z.string(),
  logo: z.string(),
  scope: z.enum(APP_SCOPES),
  terminal: named,
  model: named,
  type: z.extend(named, { code: z.string() }),
  parentCategory: named,
  category: named,
  status: StatusSchema,
  description: z.string(),
  createUserId: z.string(),
  createUserName: z.string(),
  createCompanyId: z.string(),
  createCompanyName: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  ifModule: z.boolean(),
  ifEnabled: z.boolean(),
  mainApplication: z.optional(named),
  dependApplicationList: z.array(named),
  childApplicationList: z.array(
    z.extend(named, { code: z.string(), status: StatusSchema, dependApplicationList: z.array(named) }),
  ),
  majorVersionList: z.array(MajorVersionSummarySchema),
  resources: z.array(ResourceSchema),
  lastReview: z.optional(ReviewSummarySchema),
  rejection: z.optional(RejectionSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationListResponseSchema = z.array(ApplicationSchema);
export const CheckApplicationResponseSchema = z.object({ exists: z.boolean(), id: z.string(), name: z.string() });

export const SubmitVersionResponseSchema = z.object({ majorVersionId: z.string(), minorVersionId: z.string() });

export const MajorVersionSchema = z.object({
  id: z.string(),
  number: z.number(),
  authorities: z.array(z.extend(AuthoritySchema, { id: z.string(), description: z.string() })),
  createDate: z.string(),
  createUserId: z.string(),
  createUserName: z.string(),
  createCompanyId: z.string(),
  createCompanyName: z.string(),
  application: z.object({ id: z.string(), name: z.string(), logo: z.string(), type: named }),
  ifEnabled: z.boolean(),
});
/** `GET getMajorVersionByApplicationId/{id}`: each major version with its application, as inside a version. */
export const MajorVersionListResponseSchema = z.array(MajorVersionSchema);
export type MajorVersion = z.infer<typeof MajorVersionSchema>;

/** `GET getVersionById/{id}` and every version list. */
export const VersionSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  number: z.number(),
  version: z.string(),
  status: StatusSchema,
  sourceType: named,
  description: z.string(),
  screenHeight: z.number(),
  screenshots: z.array(z.object({ id: z.string(), uri: z.string() })),
  detailFiles: z.array(DetailFileSchema),
  programFile: z.optional(ProgramFileSchema),
  containerPort: z.optional(z.number()),
  menuName: z.string(),
  url: z.string(),
  releaseDate: z.string(),
  releaseUserId: z.string(),
  releaseUserName: z.string(),
  releaseCompanyId: z.string(),
  releaseCompanyName: z.string(),
  majorVersion: MajorVersionSchema,
  ifEnabled: z.boolean(),
  lastReview: z.optional(ReviewSummarySchema),
  rejection: z.optional(RejectionSchema),
});
export type Version = z.infer<typeof VersionSchema>;
export const VersionListResponseSchema = z.array(VersionSchema);

export const StatusChangeResponseSchema = z.object({ statusCode: z.string(), statusName: z.string() });

/** What changed since the last approved state, and what the checks found (the auditor's pre-review report). */
export const PreReviewReportSchema = z.object({
  comparedWith: z.optional(z.string()),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  authorities: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
  plans: z.object({
    added: z.array(z.string()),
    removed: z.array(z.string()),
    repriced: z.array(z.object({ name: z.string(), before: z.number(), after: z.number() })),
  }),
  files: z.array(
    z.object({ kind: z.string(), name: z.string(), present: z.boolean(), size: z.number(), withinLimit: z.boolean() }),
  ),
  failedChecks: z.array(z.string()),
  /** The same failed checks by code, with the file they concern (derived): the console words them. */
  failures: z.optional(
    z.array(z.object({ check: z.enum(PRE_REVIEW_CHECKS), kind: z.optional(z.string()), name: z.optional(z.string()) })),
  ),
});
export type PreReviewReport = z.infer<typeof PreReviewReportSchema>;

export const ApplicationForVerifyResponseSchema = z.object({
  application: ApplicationSchema,
  reviews: z.array(ReviewSummarySchema),
  preReview: PreReviewReportSchema,
});
export const VersionForVerifyResponseSchema = z.object({
  version: VersionSchema,
  reviews: z.array(ReviewSummarySchema),
  preReview: PreReviewReportSchema,
});

export const SubscriptionSchema = z.object({
  id: z.string(),
  type: z.object({ code: z.string() }),
  subscribeDate: z.string(),
  subscribeUserId: z.string(),
  subscribeUserName: z.string(),
  application: z.object({ id: z.string() }),
  enabled: z.boolean(),
});
/** `POST getApplicationSubscribe`: the caller's subscription, or `{id: ''}` when there is none (doc 2 §3). */
export const SubscriptionLookupResponseSchema = z.extend(z.partial(SubscriptionSchema), { id: z.string() });
export const SubscriberIdsResponseSchema = z.array(z.string());
/** `PUT submitUnSubscribe`: the subscription ended. */
export const UnsubscribedSchema = z.object({ unsubscribed: z.literal(true) });

/** `PUT deleteApplicationCategory/{categoryId}`, `DELETE deleteResource/{resourceId}`: the record is gone. */
export const DeletedSchema = z.object({ deleted: z.literal(true) });
