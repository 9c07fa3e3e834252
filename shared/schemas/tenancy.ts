import * as z from 'zod/mini';
import './zod-locale.js';
import { MAX_MONTHS } from '../constants/money-rules.js';
import {
  DOMAIN_CHARACTERS,
  DOMAIN_LENGTH,
  MAX_QUOTA_UNITS,
  QUOTA_DEFAULT_MONTHS,
  QUOTA_ITEMS,
  SPACE_PASSWORD_PATTERN,
  TENANCY_MESSAGES,
  quotaPlanOf,
} from '../constants/tenancy-rules.js';
import { CursorSchema, RecordIdSchema, optionalText } from './fields.js';

/**
 * Inputs of tenant spaces, their audit and quotas (`/api-tenant`, `/api-namespace`; spec doc 2 §2–§9, the issue's
 * design in docs/tenancy.md). One definition for the server and the console; the prices are computed by both from
 * `shared/constants/tenancy-rules.ts`, the server's figure being the one charged.
 */

/** Field limits of tenancy. */
export const TENANCY_LIMITS = {
  description: 500,
  platform: 64,
  idempotencyKey: 200,
  search: 32,
  pageSizes: [10, 20, 50, 100],
} as const;

/** `…/{id}` of a space, an enterprise or a version publication. */
export const TenancyIdParamsSchema = z.object({ id: RecordIdSchema });

/** Nothing in the query. */
export const NoTenancyQuerySchema = z.object({});

/** A page size and the cursor of the next page (the bare-array lists page by the `x-next-cursor` header). */
const pageFields = {
  cursor: z.optional(CursorSchema),
  size: z._default(
    z.coerce.number().check(
      z.int('A whole number'),
      z.refine((size) => (TENANCY_LIMITS.pageSizes as readonly number[]).includes(size), 'One of 10, 20, 50, 100'),
    ),
    20,
  ),
};

/** A domain: trimmed and lower-cased, one DNS label of letters and digits (the spec's message word for word). */
const DomainSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { message: 'Required', abort: true }),
    z.regex(DOMAIN_CHARACTERS, { message: TENANCY_MESSAGES.domainFormat.en, abort: true }),
    z.minLength(DOMAIN_LENGTH.min, `At least ${DOMAIN_LENGTH.min} characters`),
    z.maxLength(DOMAIN_LENGTH.max, `At most ${DOMAIN_LENGTH.max} characters`),
  );

/** Whole months from 1 to `MAX_MONTHS` (a numeric text too, as a form may send it). */
export const MonthsSchema = z.coerce
  .number()
  .check(
    z.int(TENANCY_MESSAGES.monthsPositive.en),
    z.gte(1, TENANCY_MESSAGES.monthsPositive.en),
    z.lte(MAX_MONTHS, `At most ${MAX_MONTHS} months`),
  );

/** A yuan figure the client computed (compared with the server's, never charged), as a number or its text. */
const YuanSchema = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'Must be a number'))]),
  z.transform((value: number | string) => Number(value)).check(z.gte(0, 'Not below 0')),
);

/** An idempotency key: a retry with the same key answers the first result and charges nothing twice. */
const IdempotencyKeySchema = z.optional(
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(TENANCY_LIMITS.idempotencyKey, 'Too long')),
);

/**
 * `POST namespace/initialize` (our design; the spec names the screen's fields): the domain (`domain`, or `name` as
 * the namespace entity calls it), the period in months, the plan. Price per month and amount are the server's; a
 * client's `price` or `amount` is only compared (400 on the field with the right figure). `memory` is the plan's,
 * shown read-only; a sent one is ignored.
 */
export const InitializeNamespaceSchema = z
  .object({
    domain: z.optional(DomainSchema),
    name: z.optional(DomainSchema),
    platform: optionalText(TENANCY_LIMITS.platform),
    period: MonthsSchema,
    quotaPlan: z.string().check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.refine((code) => quotaPlanOf(code) !== undefined, 'Not a quota plan'),
    ),
    memory: z.optional(z.unknown()),
    price: z.optional(YuanSchema),
    amount: z.optional(YuanSchema),
    description: optionalText(TENANCY_LIMITS.description),
    autoRenewal: z._default(z.boolean(), false),
    password: z
      .string()
      .check(
        z.minLength(1, 'Required'),
        z.regex(SPACE_PASSWORD_PATTERN, 'The password can only contain letters or numbers, 8 to 32 of them'),
      ),
    idempotencyKey: IdempotencyKeySchema,
  })
  .check(
    z.refine((body) => body.domain !== undefined || body.name !== undefined, {
      message: 'Required',
      path: ['domain'],
    }),
  );
export type InitializeNamespace = z.infer<typeof InitializeNamespaceSchema>;
export type InitializeNamespaceInput = z.input<typeof InitializeNamespaceSchema>;

/** `GET namespace/getNamespaces`: a page; platform administrators may narrow by status or enterprise. */
export const NamespaceListQuerySchema = z.object({
  status: z.optional(z.enum(['0', '1', '3', '4', '5'])),
  enterpriseId: z.optional(RecordIdSchema),
  ...pageFields,
});
export type NamespaceListQuery = z.infer<typeof NamespaceListQuerySchema>;

/** `GET namespace/getNamespaceForVerify?name`: the audit queue, narrowed by part of the domain. */
export const NamespaceVerifyQuerySchema = z.object({
  name: optionalText(TENANCY_LIMITS.search),
  ...pageFields,
});
export type NamespaceVerifyQuery = z.infer<typeof NamespaceVerifyQuerySchema>;

/** `GET getVersionForVerify`: the version publications waiting for audit. */
export const VersionVerifyQuerySchema = z.object({ ...pageFields });

const StatusCodeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(8)) });

/**
 * `PUT namespace/updateNamespaceStatus`: the spec's body is "the id" — a JSON string, or `{id}`, or `{id, status:
 * {code}}`. Code 2 (or none) approves; any other code rejects (the rent refunded).
 */
export const NamespaceAuditSchema = z.pipe(
  z.union([RecordIdSchema, z.object({ id: RecordIdSchema, status: z.optional(StatusCodeSchema) })]),
  z.transform((body): { id: string; code?: string } =>
    typeof body === 'string' ? { id: body } : { id: body.id, ...(body.status ? { code: body.status.code } : {}) },
  ),
);
export type NamespaceAudit = z.output<typeof NamespaceAuditSchema>;

/** `PUT namespace/changeNamespaceStatus` (platform administrators): online, offline or sealed. */
export const NamespaceStatusChangeSchema = z.object({
  id: RecordIdSchema,
  status: z.object({ code: z.enum(['3', '4', '5'], 'One of 3 (online), 4 (offline), 5 (sealed)') }),
});
export type NamespaceStatusChange = z.infer<typeof NamespaceStatusChangeSchema>;

/** `PUT /api-namespace/updateVersionStatus`: code 2 publishes, any other rejects. */
export const VersionAuditSchema = z.object({ id: RecordIdSchema, status: StatusCodeSchema });
export type VersionAudit = z.infer<typeof VersionAuditSchema>;

/** `GET org-quotas/?enterprise-code=`: the enterprise whose quota is read. */
export const OrgQuotaQuerySchema = z.object({ 'enterprise-code': RecordIdSchema });

/** One item of a quota application: which quota and how many of its units (a core, 1,024 MB, …). */
export const QuotaApplicationItemSchema = z.object({
  item: z.enum(QUOTA_ITEMS, 'Not a quota item'),
  units: z.coerce
    .number()
    .check(z.int('A whole number'), z.gte(1, 'At least 1'), z.lte(MAX_QUOTA_UNITS, `At most ${MAX_QUOTA_UNITS}`)),
});

/**
 * `POST quota/apply` (our design for `increase-quota`, `apply-bigdata-quota` and `apply-tsdatabase-space`): the
 * items to raise, each once, for `months` (default 1); `cost` (yuan) is compared with the server's price.
 */
export const QuotaApplicationSchema = z.object({
  items: z.array(QuotaApplicationItemSchema).check(
    z.minLength(1, 'Required'),
    z.maxLength(QUOTA_ITEMS.length, `At most ${QUOTA_ITEMS.length} items`),
    z.superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        if (seen.has(entry.item))
          context.addIssue({ code: 'custom', path: [index, 'item'], message: 'Each item once' });
        seen.add(entry.item);
      });
    }),
  ),
  months: z._default(MonthsSchema, QUOTA_DEFAULT_MONTHS),
  cost: z.optional(YuanSchema),
  idempotencyKey: IdempotencyKeySchema,
});
export type QuotaApplication = z.infer<typeof QuotaApplicationSchema>;
export type QuotaApplicationInput = z.input<typeof QuotaApplicationSchema>;
