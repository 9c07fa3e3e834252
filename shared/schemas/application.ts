import * as z from 'zod/mini';
import './zod-locale.js';
import { RecordIdSchema, idText, optionalText, text, uniqueBy } from './fields.js';
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
export const AppIdSchema = RecordIdSchema;

/** `{id}` naming a lookup entry or a record. */
const ref = z.object({ id: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64, 'Not a known id')) });

/** `GET /api-application/{id-path}/{id}`. */
export const AppIdParamsSchema = z.object({ id: AppIdSchema });
export const ApplicationIdParamsSchema = z.object({ applicationId: AppIdSchema });
/** `…ByUserId/{id}`: the path's id is a user id (named so the access rule reads it). */
export const OwnerUserParamsSchema = z.object({ userId: AppIdSchema });
/** `…ByCompanyId/{id}`: the path's id is an enterprise id, the nil id the platform. */
export const CompanyParamsSchema = z.object({ enterpriseId: AppIdSchema });
export const CategoryIdParamsSchema = z.object({ categoryId: AppIdSchema });
export const ResourceIdParamsSchema = z.object({ resourceId: AppIdSchema });
/** `getApplicationByStatus/{code}`: a status code '0'–'5'. */
export const StatusParamsSchema = z.object({ code: z.enum(['0', '1', '2', '3', '4', '5']) });
/** A call that takes no query parameters (any sent are ignored). */
export const NoQuerySchema = z.object({});
export const ParentIdQuerySchema = z.object({ parentId: z.optional(AppIdSchema) });
export const PlanIdQuerySchema = z.object({ applicationPlanId: AppIdSchema });

// ---------- lookups and categories

const categoryInput = {
  /** An existing category keeps its id; a new node has none (or a client-side key only). */
  id: z.optional(AppIdSchema),
  key: z.optional(z.string().check(z.maxLength(64))),
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(L.code, `At most ${L.code} characters`),
      z.regex(APP_CODE_PATTERN, 'Letters, digits, - and _, starting with a letter'),
    ),
  name: text(L.name),
  nameEn: optionalText(L.enName),
  description: optionalText(L.description),
};
/** A category of the tree being saved (second level: no children). */
export const CategoryLeafInputSchema = z.object({
  ...categoryInput,
  children: z.optional(z.array(z.never()).check(z.maxLength(0))),
});
/** `POST updateApplicationCategory`: the whole tree at once, at most 50 parent categories of 100 categories each. */
export const CategoryTreeInputSchema = z
  .array(z.object({ ...categoryInput, children: z.optional(z.array(CategoryLeafInputSchema).check(z.maxLength(100))) }))
  .check(
    z.maxLength(50),
    z.superRefine((roots, ctx) => {
      const seen = new Map<string, string>();
      roots.forEach((root, i) => {
        [root, ...(root.children ?? [])].forEach((node, j) => {
          const path = j === 0 ? [i, 'code'] : [i, 'children', j - 1, 'code'];
          const code = node.code.toLowerCase();
          if (seen.has(code)) ctx.addIssue({ code: 'custom', path, message: 'Category codes must be unique' });
          seen.set(code, node.name);
        });
      });
    }),
  );
export type CategoryTreeInput = z.infer<typeof CategoryTreeInputSchema>;

// ---------- resource plans

export const PeriodSchema = z.object({
  name: z._default(z.string().check(z.trim(), z.maxLength(50)), PERIOD_DEFAULT.name),
  number: z._default(z.number().check(z.int(), z.gte(1), z.lte(120)), PERIOD_DEFAULT.number),
  timeUnit: z._default(z.enum(PERIOD_TIME_UNITS), PERIOD_DEFAULT.timeUnit),
  times: z._default(z.number().check(z.int(), z.gte(1), z.lte(120)), PERIOD_DEFAULT.times),
  limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(1200)), PERIOD_DEFAULT.limit),
  discount: z._default(z.number().check(z.gt(0), z.lte(1)), PERIOD_DEFAULT.discount),
  remark: z._default(z.string().check(z.trim(), z.maxLength(200)), PERIOD_DEFAULT.remark),
});
export type Period = z.infer<typeof PeriodSchema>;

const integer = (min: number, message: string) =>
  z.number({ error: 'Must be a number' }).check(z.int('Must be an integer'), z.gte(min, message));

/** The plan's parameters (doc 2 §3, §5); memory and disk in MB, CPU in cores (0.5 steps). */
export const ResourceParametersSchema = z.object({
  CPU_CORES: z._default(
    z.number({ error: 'Must be a number' }).check(
      z.gte(CPU_MIN, `At least ${CPU_MIN}`),
      z.lte(256),
      z.refine((v) => Number.isInteger(v * 2), 'In steps of 0.5'),
    ),
    RESOURCE_DEFAULTS.CPU_CORES,
  ),
  MEMORY_QUOTA: z._default(
    integer(MEMORY_MIN, `At least ${MEMORY_MIN}`).check(z.lte(1_048_576)),
    RESOURCE_DEFAULTS.MEMORY_QUOTA,
  ),
  DISK_QUOTA: z._default(integer(1, 'At least 1').check(z.lte(10_485_760)), RESOURCE_DEFAULTS.DISK_QUOTA),
  CONCURRENT_USER: z._default(
    z.number({ error: 'Must be a number' }).check(
      z.int('Must be an integer'),
      z.refine((v) => v === -1 || v >= 1, '-1 (unlimited) or at least 1'),
    ),
    RESOURCE_DEFAULTS.CONCURRENT_USER,
  ),
});

const resourceFields = {
  name: text(L.planName),
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(L.planCode),
      z.regex(APP_CODE_PATTERN, 'Letters, digits, - and _, starting with a letter'),
    ),
  description: optionalText(L.description),
  resourceParameters: z.prefault(ResourceParametersSchema, {}),
  /** Yuan per month. */
  price: z.number({ error: 'Must be a number' }).check(z.gte(0, 'At least 0'), z.lte(100_000_000)),
  periods: z.prefault(z.array(PeriodSchema).check(z.minLength(1), z.maxLength(20)), [{}]),
  ifPermanent: z._default(z.boolean(), false),
  permanentPrice: z.optional(z.number().check(z.gte(0), z.lte(100_000_000))),
  createUserId: z.optional(z.string().check(z.maxLength(64))),
  createUserName: z.optional(z.string().check(z.maxLength(100))),
  ifEnabled: z.optional(z.boolean()),
};
const permanentPriceRequired = (
  plan: { ifPermanent: boolean; permanentPrice?: number },
  ctx: z.core.$RefinementCtx,
) => {
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
  .object({ ...resourceFields, application: z.object({ id: AppIdSchema, cost: z.optional(z.number()) }) })
  .check(z.superRefine(permanentPriceRequired));
export type CreateResourceInput = z.infer<typeof CreateResourceSchema>;
/** `PUT updateResource` (our design: the spec names a resource-edit screen but no call). */
export const UpdateResourceSchema = z
  .object({ id: AppIdSchema, ...resourceFields, application: z.optional(z.object({ id: AppIdSchema })) })
  .check(z.superRefine(permanentPriceRequired));
export type UpdateResourceInput = z.infer<typeof UpdateResourceSchema>;

// ---------- applications

/** Ignored when sent: the server decides these from the session (doc 2 §3 lists them in the payload). */
const clientClaimedFields = {
  createUserId: z.optional(z.string().check(z.maxLength(64))),
  createUserName: z.optional(z.string().check(z.maxLength(100))),
  createCompanyName: z.optional(z.string().check(z.maxLength(200))),
  createDate: z.optional(z.string().check(z.maxLength(40))),
};

const applicationFields = {
  code: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(L.code, `At most ${L.code} characters`),
      z.refine((v) => v === '' || APP_CODE_PATTERN.test(v), 'Letters, digits, - and _, starting with a letter'),
    ),
  ),
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
export const SubmitApplicationSchema = z.object({
  ...applicationFields,
  ...clientClaimedFields,
  createCompanyId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  status: z.optional(z.object({ code: z.enum(['0', '1']) })),
  ifModule: z.optional(z.boolean()),
  ifEnabled: z.optional(z.boolean()),
  mainApplication: z.optional(ref),
  dependApplicationList: z.optional(z.array(ref).check(z.maxLength(50))),
});
export type SubmitApplicationInput = z.infer<typeof SubmitApplicationSchema>;

/** `PUT updateApplication`: the id plus the editable fields (scope and creator never change). */
export const UpdateApplicationSchema = z.object({
  id: AppIdSchema,
  ...applicationFields,
  ...clientClaimedFields,
  createCompanyId: z.optional(z.string().check(z.maxLength(64))),
  status: z.optional(z.object({ code: z.string().check(z.maxLength(2)) })),
  ifModule: z.optional(z.boolean()),
  ifEnabled: z.optional(z.boolean()),
  dependApplicationList: z.optional(z.array(ref).check(z.maxLength(50))),
});
export type UpdateApplicationInput = z.infer<typeof UpdateApplicationSchema>;

// ---------- versions

/** A screenshot: an uploaded image (`uri` is the image name, browsed through `/api-imagefiles/browse?name=`). */
export const ScreenshotSchema = z.object({ id: z.optional(z.string().check(z.maxLength(64))), uri: ImageNameSchema });
/** An uploaded document of a version (`uri` is the file name from `/api-files/uploads`). */
export const DetailFileSchema = z.object({
  type: z.enum(DETAIL_FILE_TYPES),
  uri: DocumentNameSchema,
  name: z.optional(z.string().check(z.maxLength(200))),
});
export const ProgramFileSchema = z.object({
  uri: DocumentNameSchema,
  name: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The stored name a file string names (doc 2 sends a version's files as names or addresses): the `name=`
 * parameter of an address (`/api-files/download?name=…`), else the address's last path segment, else the
 * string itself. Whether the caller uploaded a file of that name is the route's check.
 */
export function documentNameOf(value: string): string {
  const trimmed = value.trim();
  const parameter = /[?&]name=([^&#]*)/.exec(trimmed)?.[1];
  const path = trimmed.split(/[?#]/)[0] ?? '';
  const name = parameter ?? path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    // A stray `%` is not an escape: the name as written (then checked like any other).
    return name;
  }
}

/** A version's file as sent: the object form, or a file name or address (`documentNameOf`), read as `{uri}`. */
export const FileInputSchema = z.pipe(
  z.pipe(
    z.union([z.string().check(z.maxLength(2000)), ProgramFileSchema]),
    z.transform((file) => (typeof file === 'string' ? { uri: documentNameOf(file) } : file)),
  ),
  ProgramFileSchema,
);

export const AuthoritySchema = z.object({
  id: z.optional(z.string().check(z.maxLength(64))),
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(L.authorityCode, `At most ${L.authorityCode} characters`)),
  name: text(L.authorityName),
  description: optionalText(L.description),
});

/** Authorities of one major version: codes and names each unique (doc 2 §3). */
const authorityList = z
  .array(AuthoritySchema)
  .check(z.maxLength(200), uniqueBy('code', 'Duplicate authority code'), uniqueBy('name', 'Duplicate authority name'));

const versionFields = {
  description: optionalText(L.description),
  screenHeight: z._default(z.number().check(z.int(), z.gte(100), z.lte(10_000)), SCREEN_HEIGHT_FORM_DEFAULT),
  screenshots: z._default(z.array(ScreenshotSchema).check(z.maxLength(20)), []),
  detailFiles: z._default(z.array(DetailFileSchema).check(z.maxLength(10)), []),
  programFile: z.optional(FileInputSchema),
  containerPort: z.optional(z.number().check(z.int(), z.gte(1), z.lte(65_535))),
  /** The name of the application's menu once deployed: must differ from the application name (doc 2 §5). */
  menuName: optionalText(L.name),
  /** The external address of an external-URL application: must begin with https (doc 2 §5). */
  url: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(2000),
      z.refine((v) => v === '' || v.startsWith('https://'), 'Must begin with https://'),
    ),
  ),
  releaseUserId: z.optional(z.string().check(z.maxLength(64))),
  releaseUserName: z.optional(z.string().check(z.maxLength(100))),
  releaseCompanyId: z.optional(z.string().check(z.maxLength(64))),
  releaseCompanyName: z.optional(z.string().check(z.maxLength(200))),
  ifEnabled: z.optional(z.boolean()),
};

/** `POST submitVersion`: a new version of an existing major version (`{id}`) or of a new one. */
export const SubmitVersionSchema = z.object({
  number: z.optional(z.number().check(z.int(), z.gte(0), z.lte(9999))),
  version: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(L.version),
      z.regex(VERSION_PATTERN, 'Digits separated by dots, e.g. 1.0.0'),
    ),
  status: z.optional(z.object({ code: z.enum(['0', '1']) })),
  sourceType: ref,
  ...versionFields,
  majorVersion: z.union([
    z.object({ id: AppIdSchema }),
    z.object({
      number: z.number().check(z.int(), z.gte(0), z.lte(9999)),
      authorities: z._default(authorityList, []),
      application: z.object({ id: AppIdSchema }),
      createUserId: z.optional(z.string().check(z.maxLength(64))),
      createUserName: z.optional(z.string().check(z.maxLength(100))),
      createCompanyId: z.optional(z.string().check(z.maxLength(64))),
      createCompanyName: z.optional(z.string().check(z.maxLength(200))),
      ifEnabled: z.optional(z.boolean()),
    }),
  ]),
});
export type SubmitVersionInput = z.infer<typeof SubmitVersionSchema>;

/** `PUT updateVersion`: the spec's update payload (files as `helpFile`/`apiFile`/`testReportFile` or `detailFiles`). */
export const UpdateVersionSchema = z.object({
  id: AppIdSchema,
  status: z.optional(z.object({ code: z.string().check(z.maxLength(2)) })),
  sourceType: z.optional(
    z.object({
      id: z.optional(z.string().check(z.maxLength(64))),
      code: z.optional(z.string().check(z.maxLength(64))),
    }),
  ),
  ...versionFields,
  detailFiles: z.optional(z.array(DetailFileSchema).check(z.maxLength(10))),
  screenshots: z.optional(z.array(ScreenshotSchema).check(z.maxLength(20))),
  screenHeight: z.optional(z.number().check(z.int(), z.gte(100), z.lte(10_000))),
  helpFile: z.optional(z.nullable(FileInputSchema)),
  apiFile: z.optional(z.nullable(FileInputSchema)),
  testReportFile: z.optional(z.nullable(FileInputSchema)),
  authorities: z.optional(authorityList),
});
export type UpdateVersionInput = z.infer<typeof UpdateVersionSchema>;

// ---------- status and audit

/** `PUT updateApplicationStatus` / `updateVersionStatus`; `reason` is required when an auditor rejects. */
export const StatusChangeSchema = z.object({
  id: AppIdSchema,
  status: z.object({ code: z.enum(APP_STATUS_CODES as [string, ...string[]]) }),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(L.reason, `At most ${L.reason} characters`))),
});
export type StatusChangeInput = z.infer<typeof StatusChangeSchema>;

// ---------- subscriptions (the market issue builds the screens; status notices need the subscribers now)

/**
 * `POST submitSubscribe` / `getApplicationSubscribe`: the spec's Subscription (doc 2 §3). Only `application.id` is
 * read; the id, date, subscriber and `enabled` are the server's, declared so a client may send the record as it
 * holds it, and ignored.
 */
export const SubscribeSchema = z.object({
  application: z.object({ id: AppIdSchema }),
  type: z.optional(z.object({ code: z.literal('1') })),
  id: z.optional(z.string().check(z.maxLength(140))),
  subscribeDate: z.optional(z.string().check(z.maxLength(40))),
  subscribeUserId: z.optional(z.string().check(z.maxLength(64))),
  subscribeUserName: z.optional(z.string().check(z.maxLength(100))),
  enabled: z.optional(z.boolean()),
});
/** `PUT submitUnSubscribe`: a subscription id is `<applicationId>_<userId>`, longer than a record id. */
export const UnsubscribeSchema = z.object({
  id: idText(140, 'Not a subscription id'),
});
