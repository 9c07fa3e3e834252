import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Answers of tenant spaces, their audit and quotas (docs/tenancy.md). The contracts name them
 * (`shared/contracts/tenancy.ts`); the console parses nothing. Money is answered twice: in yuan as the spec's
 * screens read it (`price`, `amount`) and in fen, the integer the platform stores and charges (`monthlyFen`,
 * `amountFen`).
 */

const StatusSchema = z.object({ code: z.string(), name: z.string(), enName: z.string() });

/** A tenant space (the spec's namespace): its password never leaves the server. */
export const NamespaceSchema = z.object({
  id: z.string(),
  /** The domain (the namespace entity's `name`). */
  name: z.string(),
  domain: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  platform: z.optional(z.string()),
  quotaPlan: z.object({ code: z.string(), name: z.string(), enName: z.string() }),
  /** The plan's memory, MB. */
  memory: z.number(),
  /** Price per month, yuan; `monthlyFen` the same in fen. */
  price: z.number(),
  monthlyFen: z.number(),
  /** The period, months. */
  period: z.number(),
  /** What the period cost: price × months, yuan; `amountFen` in fen. */
  amount: z.number(),
  amountFen: z.number(),
  description: z.string(),
  autoRenewal: z.boolean(),
  status: StatusSchema,
  createdAt: z.string(),
  /** Set when the space is approved: it runs from approval for its months, renewals extend `endsAt`. */
  startsAt: z.optional(z.string()),
  endsAt: z.optional(z.string()),
  createUserId: z.string(),
  createUserName: z.string(),
  /** Who audited it and when (absent while it waits). */
  auditedAt: z.optional(z.string()),
  auditUserName: z.optional(z.string()),
});
export type Namespace = z.infer<typeof NamespaceSchema>;
export const NamespaceListSchema = z.array(NamespaceSchema);
/** `getNamespace/{id}` read as an enterprise id: that enterprise's live space, or null when it has none. */
export const NamespaceOrNoneSchema = z.nullable(NamespaceSchema);

/** A space the main application may run in: the enterprise's online spaces and the platform namespace. */
export const MainAppNamespaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  enterpriseId: z.string(),
  status: StatusSchema,
});
export const MainAppNamespaceListSchema = z.array(MainAppNamespaceSchema);

/** The result of an audit decision or a status change. */
export const NamespaceStatusResultSchema = z.object({
  id: z.string(),
  status: StatusSchema,
  /** On a rejection: the refund's ledger entry and the enterprise's balance after it, fen. */
  refund: z.optional(z.object({ entryId: z.string(), amountFen: z.number(), balanceFen: z.number() })),
});

/** A version publication into the platform namespace, waiting for (or past) its audit (doc 2 §3). */
export const NamespaceVersionSchema = z.object({
  id: z.string(),
  /** The application's name. */
  name: z.string(),
  /** The publisher's company. */
  enterpriseId: z.string(),
  applicationId: z.string(),
  version: z.object({
    id: z.string(),
    version: z.string(),
    majorVersion: z.object({ namespace: z.object({ id: z.string(), name: z.string() }) }),
  }),
  status: StatusSchema,
  createdAt: z.string(),
});
export type NamespaceVersion = z.infer<typeof NamespaceVersionSchema>;
export const NamespaceVersionListSchema = z.array(NamespaceVersionSchema);
export const NamespaceVersionResultSchema = z.object({ id: z.string(), status: StatusSchema });

/** One quota item of an enterprise: what it holds, what deployments reserved, what is left. */
export const OrgQuotaSchema = z.object({
  item: z.string(),
  name: z.string(),
  enName: z.string(),
  unit: z.string(),
  total: z.number(),
  reserved: z.number(),
  available: z.number(),
});
export type OrgQuota = z.infer<typeof OrgQuotaSchema>;
export const OrgQuotaListSchema = z.array(OrgQuotaSchema);

/** A quota application granted: what was added until when, and what it cost. */
export const QuotaGrantResultSchema = z.object({
  id: z.string(),
  items: z.array(z.object({ item: z.string(), units: z.number(), amount: z.number() })),
  months: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Yuan and fen. */
  cost: z.number(),
  costFen: z.number(),
  balanceFen: z.number(),
  quotas: OrgQuotaListSchema,
});
export type QuotaGrantResult = z.infer<typeof QuotaGrantResultSchema>;
