import * as z from 'zod';
import {
  APP_CODE_PATTERN,
  APP_MAX_LENGTHS as L,
  APP_STATUS_CODES,
  CPU_MIN,
  DETAIL_FILE_TYPES,
  MEMORY_MIN,
  PERIOD_DEFAULT,
  PERIOD_TIME_UNITS,
  RESOURCE_DEFAULTS,
  SCREEN_HEIGHT_FORM_DEFAULT,
  VERSION_PATTERN,
} from '../constants/application-rules.js';
import { DocumentNameSchema, ImageNameSchema } from './files.js';

/**
 * Inputs and outputs of application publishing (spec doc 2 §3, §7: `/api-application`): lookups, the category
 * tree, applications and modules, versions, resource plans, status changes and the audit queues. Shapes follow
 * the spec's payloads; where it shows none (responses, resource edit, reject reason) docs/applications.md
 * documents our design. One definition for the server and the console.
 */

/** A record id in a path or body: a UUID-like token. */
export const AppIdSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(64, 'Not a known id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a known id');

const text = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();
/** `{id}` naming a lookup entry or a record. */
const ref = z.object({ id: z.string().trim().min(1, 'Required').max(64, 'Not a known id') });

/** `GET /api-application/{id-path}/{id}`. */
export const AppIdParamsSchema = z.object({ id: AppIdSchema }).strict();
export const ApplicationIdParamsSchema = z.object({ applicationId: AppIdSchema }).strict();
/** `…ByUserId/{id}`: the path's id is a user id (named so the access rule reads it). */
export const OwnerUserParamsSchema = z.object({ userId: AppIdSchema }).strict();
/** `…ByCompanyId/{id}`: the path's id is an enterprise id, the nil id the platform. */
export const CompanyParamsSchema = z.object({ enterpriseId: AppIdSchema }).strict();
export const CategoryIdParamsSchema = z.object({ categoryId: AppIdSchema }).strict();
export const ResourceIdParamsSchema = z.object({ resourceId: AppIdSchema }).strict();
/** `getApplicationByStatus/{code}`: a status code '0'–'5'. */
export const StatusParamsSchema = z.object({ code: z.enum(['0', '1', '2', '3', '4', '5']) }).strict();
/** A call that takes no query parameters (unknown ones are refused). */
export const NoQuerySchema = z.object({}).strict();
export const ParentIdQuerySchema = z.object({ parentId: AppIdSchema.optional() }).strict();
export const PlanIdQuerySchema = z.object({ applicationPlanId: AppIdSchema }).strict();

// ---------- lookups and categories

const categoryInput = {
  /** An existing category keeps its id; a new node has none (or a client-side key only). */
  id: AppIdSchema.optional(),
  key: z.string().max(64).optional(),
  code: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(L.code, `At most ${L.code} characters`)
    .regex(APP_CODE_PATTERN, 'Letters, digits, - and _, starting with a letter'),
  name: text(L.name),
  nameEn: optionalText(L.enName),
  description: optionalText(L.description),
};
/** A category of the tree being saved (second level: no children). */
export const CategoryLeafInputSchema = z.object({ ...categoryInput, children: z.array(z.never()).max(0).optional() });
/** `POST updateApplicationCategory`: the whole tree at once, at most 50 parent categories of 100 categories each. */
export const CategoryTreeInputSchema = z
  .array(z.object({ ...categoryInput, children: z.array(CategoryLeafInputSchema).max(100).optional() }))
  .max(50)
  .superRefine((roots, ctx) => {
    const seen = new Map<string, string>();
    roots.forEach((root, i) => {
      [root, ...(root.children ?? [])].forEach((node, j) => {
        const path = j === 0 ? [i, 'code'] : [i, 'children', j - 1, 'code'];
        const code = node.code.toLowerCase();
        if (seen.has(code)) ctx.addIssue({ code: 'custom', path, message: 'Category codes must be unique' });
        seen.set(code, node.name);
      });
    });
  });
export type CategoryTreeInput = z.infer<typeof CategoryTreeInputSchema>;

// ---------- resource plans

export const PeriodSchema = z.object({
  name: z.string().trim().max(50).default(PERIOD_DEFAULT.name),
  number: z.number().int().min(1).max(120).default(PERIOD_DEFAULT.number),
  timeUnit: z.enum(PERIOD_TIME_UNITS).default(PERIOD_DEFAULT.timeUnit),
  times: z.number().int().min(1).max(120).default(PERIOD_DEFAULT.times),
  limit: z.number().int().min(1).max(1200).default(PERIOD_DEFAULT.limit),
  discount: z.number().gt(0).max(1).default(PERIOD_DEFAULT.discount),
  remark: z.string().trim().max(200).default(PERIOD_DEFAULT.remark),
});
export type Period = z.infer<typeof PeriodSchema>;

const integer = (min: number, message: string) =>
  z.number({ error: 'Must be a number' }).int('Must be an integer').min(min, message);

/** The plan's parameters (doc 2 §3, §5); memory and disk in MB, CPU in cores (0.5 steps). */
export const ResourceParametersSchema = z.object({
  CPU_CORES: z
    .number({ error: 'Must be a number' })
    .min(CPU_MIN, `At least ${CPU_MIN}`)
    .max(256)
    .refine((v) => Number.isInteger(v * 2), 'In steps of 0.5')
    .default(RESOURCE_DEFAULTS.CPU_CORES),
  MEMORY_QUOTA: integer(MEMORY_MIN, `At least ${MEMORY_MIN}`).max(1_048_576).default(RESOURCE_DEFAULTS.MEMORY_QUOTA),
  DISK_QUOTA: integer(1, 'At least 1').max(10_485_760).default(RESOURCE_DEFAULTS.DISK_QUOTA),
  CONCURRENT_USER: z
    .number({ error: 'Must be a number' })
    .int('Must be an integer')
    .refine((v) => v === -1 || v >= 1, '-1 (unlimited) or at least 1')
    .default(RESOURCE_DEFAULTS.CONCURRENT_USER),
});

const resourceFields = {
  name: text(L.planName),
  code: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(L.planCode)
    .regex(APP_CODE_PATTERN, 'Letters, digits, - and _, starting with a letter'),
  description: optionalText(L.description),
  resourceParameters: ResourceParametersSchema.prefault({}),
  /** Yuan per month. */
  price: z.number({ error: 'Must be a number' }).min(0, 'At least 0').max(100_000_000),
  periods: z.array(PeriodSchema).min(1).max(20).prefault([{}]),
  ifPermanent: z.boolean().default(false),
  permanentPrice: z.number().min(0).max(100_000_000).optional(),
  createUserId: z.string().max(64).optional(),
  createUserName: z.string().max(100).optional(),
  ifEnabled: z.boolean().optional(),
};
const permanentPriceRequired = (plan: { ifPermanent: boolean; permanentPrice?: number }, ctx: z.RefinementCtx) => {
  if (plan.ifPermanent && plan.permanentPrice === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['permanentPrice'],
      message: 'Required when the plan can be bought for good',
    });
  }
};

/** `POST createResource`. */
export const CreateResourceSchema = z
  .object({ ...resourceFields, application: z.object({ id: AppIdSchema, cost: z.number().optional() }) })
  .strict()
  .superRefine(permanentPriceRequired);
export type CreateResourceInput = z.infer<typeof CreateResourceSchema>;
/** `PUT updateResource` (our design: the spec names a resource-edit screen but no call). */
export const UpdateResourceSchema = z
  .object({ id: AppIdSchema, ...resourceFields, application: z.object({ id: AppIdSchema }).optional() })
  .strict()
  .superRefine(permanentPriceRequired);
export type UpdateResourceInput = z.infer<typeof UpdateResourceSchema>;

// ---------- applications

/** Ignored when sent: the server decides these from the session (doc 2 §3 lists them in the payload). */
const clientClaimedFields = {
  createUserId: z.string().max(64).optional(),
  createUserName: z.string().max(100).optional(),
  createCompanyName: z.string().max(200).optional(),
  createDate: z.string().max(40).optional(),
};

const applicationFields = {
  code: z
    .string()
    .trim()
    .max(L.code, `At most ${L.code} characters`)
    .refine((v) => v === '' || APP_CODE_PATTERN.test(v), 'Letters, digits, - and _, starting with a letter')
    .optional(),
  name: text(L.name),
  enName: text(L.enName),
  logo: ImageNameSchema,
  terminal: ref,
  model: ref,
  type: ref,
  parentCategory: ref,
  category: ref,
  description: optionalText(L.description),
};

/**
 * `POST submitApplication`. `createCompanyId` chooses the scope: the nil id is the platform, an enterprise id
 * that enterprise, empty or absent the caller's private scope. A module (`ifModule`) names its main application
 * and the applications it depends on.
 */
export const SubmitApplicationSchema = z
  .object({
    ...applicationFields,
    ...clientClaimedFields,
    createCompanyId: z.string().trim().max(64).optional(),
    status: z.object({ code: z.enum(['0', '1']) }).optional(),
    ifModule: z.boolean().optional(),
    ifEnabled: z.boolean().optional(),
    mainApplication: ref.optional(),
    dependApplicationList: z.array(ref).max(50).optional(),
  })
  .strict();
export type SubmitApplicationInput = z.infer<typeof SubmitApplicationSchema>;

/** `PUT updateApplication`: the id plus the editable fields (scope and creator never change). */
export const UpdateApplicationSchema = z
  .object({
    id: AppIdSchema,
    ...applicationFields,
    ...clientClaimedFields,
    createCompanyId: z.string().max(64).optional(),
    status: z.object({ code: z.string().max(2) }).optional(),
    ifModule: z.boolean().optional(),
    ifEnabled: z.boolean().optional(),
    dependApplicationList: z.array(ref).max(50).optional(),
  })
  .strict();
export type UpdateApplicationInput = z.infer<typeof UpdateApplicationSchema>;

// ---------- versions

/** A screenshot: an uploaded image (`uri` is the image name, browsed through `/api-imagefiles/browse?name=`). */
export const ScreenshotSchema = z.object({ id: z.string().max(64).optional(), uri: ImageNameSchema });
/** An uploaded document of a version (`uri` is the file name from `/api-files/uploads`). */
export const DetailFileSchema = z.object({
  type: z.enum(DETAIL_FILE_TYPES),
  uri: DocumentNameSchema,
  name: z.string().max(200).optional(),
});
export const ProgramFileSchema = z.object({ uri: DocumentNameSchema, name: z.string().max(200).optional() });

export const AuthoritySchema = z.object({
  id: z.string().max(64).optional(),
  code: z.string().trim().min(1, 'Required').max(L.authorityCode, `At most ${L.authorityCode} characters`),
  name: text(L.authorityName),
  description: optionalText(L.description),
});

/** Authorities of one major version: codes and names each unique (doc 2 §3). */
const authorityList = z
  .array(AuthoritySchema)
  .max(200)
  .superRefine((list, ctx) => {
    for (const field of ['code', 'name'] as const) {
      const seen = new Set<string>();
      list.forEach((authority, i) => {
        const value = authority[field].toLowerCase();
        if (seen.has(value))
          ctx.addIssue({ code: 'custom', path: [i, field], message: `Duplicate authority ${field}` });
        seen.add(value);
      });
    }
  });

const versionFields = {
  description: optionalText(L.description),
  screenHeight: z.number().int().min(100).max(10_000).default(SCREEN_HEIGHT_FORM_DEFAULT),
  screenshots: z.array(ScreenshotSchema).max(20).default([]),
  detailFiles: z.array(DetailFileSchema).max(10).default([]),
  programFile: ProgramFileSchema.optional(),
  containerPort: z.number().int().min(1).max(65_535).optional(),
  /** The name of the application's menu once deployed: must differ from the application name (doc 2 §5). */
  menuName: optionalText(L.name),
  /** The external address of an external-URL application: must begin with https (doc 2 §5). */
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || v.startsWith('https://'), 'Must begin with https://')
    .optional(),
  releaseUserId: z.string().max(64).optional(),
  releaseUserName: z.string().max(100).optional(),
  releaseCompanyId: z.string().max(64).optional(),
  releaseCompanyName: z.string().max(200).optional(),
  ifEnabled: z.boolean().optional(),
};

/** `POST submitVersion`: a new version of an existing major version (`{id}`) or of a new one. */
export const SubmitVersionSchema = z
  .object({
    number: z.number().int().min(0).max(9999).optional(),
    version: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(L.version)
      .regex(VERSION_PATTERN, 'Digits separated by dots, e.g. 1.0.0'),
    status: z.object({ code: z.enum(['0', '1']) }).optional(),
    sourceType: ref,
    ...versionFields,
    majorVersion: z.union([
      z.object({ id: AppIdSchema }).strict(),
      z
        .object({
          number: z.number().int().min(0).max(9999),
          authorities: authorityList.default([]),
          application: z.object({ id: AppIdSchema }),
          createUserId: z.string().max(64).optional(),
          createUserName: z.string().max(100).optional(),
          createCompanyId: z.string().max(64).optional(),
          createCompanyName: z.string().max(200).optional(),
          ifEnabled: z.boolean().optional(),
        })
        .strict(),
    ]),
  })
  .strict();
export type SubmitVersionInput = z.infer<typeof SubmitVersionSchema>;

/** `PUT updateVersion`: the spec's update payload (files as `helpFile`/`apiFile`/`testReportFile` or `detailFiles`). */
export const UpdateVersionSchema = z
  .object({
    id: AppIdSchema,
    status: z.object({ code: z.string().max(2) }).optional(),
    sourceType: z.object({ id: z.string().max(64).optional(), code: z.string().max(64).optional() }).optional(),
    ...versionFields,
    detailFiles: z.array(DetailFileSchema).max(10).optional(),
    screenshots: z.array(ScreenshotSchema).max(20).optional(),
    screenHeight: z.number().int().min(100).max(10_000).optional(),
    helpFile: ProgramFileSchema.nullable().optional(),
    apiFile: ProgramFileSchema.nullable().optional(),
    testReportFile: ProgramFileSchema.nullable().optional(),
    authorities: authorityList.optional(),
  })
  .strict();
export type UpdateVersionInput = z.infer<typeof UpdateVersionSchema>;

// ---------- status and audit

/** `PUT updateApplicationStatus` / `updateVersionStatus`; `reason` is required when an auditor rejects. */
export const StatusChangeSchema = z
  .object({
    id: AppIdSchema,
    status: z.object({ code: z.enum(APP_STATUS_CODES as [string, ...string[]]) }),
    reason: z.string().trim().max(L.reason, `At most ${L.reason} characters`).optional(),
  })
  .strict();
export type StatusChangeInput = z.infer<typeof StatusChangeSchema>;

// ---------- subscriptions (the market issue builds the screens; status notices need the subscribers now)

export const SubscribeSchema = z
  .object({
    application: z.object({ id: AppIdSchema }),
    type: z.object({ code: z.literal('1') }).optional(),
    subscribeUserId: z.string().max(64).optional(),
    subscribeUserName: z.string().max(100).optional(),
  })
  .strict();
/** `PUT submitUnSubscribe`: a subscription id is `<applicationId>_<userId>`, longer than a record id. */
export const UnsubscribeSchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(140, 'Not a subscription id')
      .regex(/^[A-Za-z0-9_-]+$/, 'Not a subscription id'),
  })
  .strict();
