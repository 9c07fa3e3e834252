import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Answers of purchases, deployments and running apps (docs/deployments.md). The contracts name them
 * (`shared/contracts/deployments.ts`); the console parses nothing. No answer carries a database password. Money is
 * answered in yuan as the spec's screens read it (`balance`, `cost`) and in fen (`balanceFen`, `costFen`); times as
 * ISO instants (`startsAt`, `endsAt`) and, where the spec formats them, as `yyyy-MM-dd HH:mm:ss` in China Standard
 * Time (`startTime`, `endTime`).
 */

/** Observed states of a deployed app (spec doc 2 "Tenant app states"), from a real check when answered. */
export const DEPLOYMENT_STATES = ['running', 'stopped', 'crashed', 'booting', 'unknown'] as const;
export const DeploymentStateSchema = z.enum(DEPLOYMENT_STATES);
export type DeploymentState = z.infer<typeof DeploymentStateSchema>;

/** `POST app/buy`: the purchase charged; the deployment boots (or, on a renewal, keeps running). */
export const AppBuyResultSchema = z.object({
  /** The enterprise's balance after the charge: yuan (the success dialog's `{balance}`) and fen. */
  balance: z.number(),
  balanceFen: z.number(),
  cost: z.number(),
  costFen: z.number(),
  deploymentId: z.string(),
  purchaseId: z.string(),
  /** True when the enterprise already had the app deployed: its end moved, nothing redeployed. */
  renewal: z.boolean(),
  status: DeploymentStateSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type AppBuyResult = z.infer<typeof AppBuyResultSchema>;

/** A version's deployment information (`saveInfo`, `findDocker`, `findAppInfo`). */
export const AppInfoSchema = z.object({
  appId: z.string(),
  appName: z.string(),
  majorId: z.string(),
  minorId: z.string(),
  version: z.string(),
  url: z.string(),
  other: z.string(),
  containerPort: z.optional(z.number()),
  jenkinsProject: z.string(),
  gitlabProject: z.string(),
  jdk: z.string(),
  /** How the version runs: `external` (its url), `static` (a zip), `jar`, `image`. */
  releaseMode: z.string(),
  /** The program file's download path when it is a jar (`findAppInfo`). */
  jarUrl: z.optional(z.string()),
  /** The image reference when it runs as an image (`findDocker`). */
  dockerUrl: z.optional(z.string()),
  updatedAt: z.string(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
export const AppInfoOrNoneSchema = z.nullable(AppInfoSchema);

/** `POST app/deploy`: where the deployed app is visited (the spec's answer) and its deployment. */
export const AppDeployResultSchema = z.object({
  url: z.string(),
  deploymentId: z.string(),
  status: DeploymentStateSchema,
});
export type AppDeployResult = z.infer<typeof AppDeployResultSchema>;

/** `POST app/publish`: the version published and how many deployments now see "upgrade available". */
export const AppPublishResultSchema = z.object({
  applicationId: z.string(),
  versionId: z.string(),
  upgradesOffered: z.number(),
});

/** `GET app/deployment?appId`: the current enterprise's deployment of the app, or null. */
export const AppDeploymentSchema = z.nullable(
  z.object({ id: z.string(), url: z.string(), status: DeploymentStateSchema }),
);

/** A deployed app as the running-apps screens list it (spec doc 2 "app status"). */
export const DeploymentSummarySchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  namespace: z.string(),
  applicationId: z.string(),
  /** The application's name. */
  name: z.string(),
  appCode: z.string(),
  /** From a real check now; `unknown` when the check did not answer in time. */
  status: DeploymentStateSchema,
  /** Why, in English, when not running. */
  statusDetail: z.optional(z.string()),
  /** What the owner asked for. */
  desiredState: z.enum(['running', 'stopped']),
  versionId: z.string(),
  version: z.string(),
  planId: z.string(),
  revision: z.number(),
  visitUrl: z.string(),
  menuId: z.optional(z.string()),
  /** The plan's limits: cores, MB, MB. */
  cpuLimit: z.number(),
  memoryLimit: z.number(),
  diskLimit: z.number(),
  units: z.object({ cpu: z.string(), memory: z.string(), disk: z.string() }),
  /** The last sampled use (absent until sampled or when the runtime cannot tell). */
  cpuUsed: z.optional(z.number()),
  memoryUsed: z.optional(z.number()),
  diskUsed: z.optional(z.number()),
  /** The purchased period (a free deploy of one's own app has no end). */
  startsAt: z.string(),
  endsAt: z.optional(z.string()),
  startTime: z.string(),
  endTime: z.optional(z.string()),
  /** A newer approved version of the app (beyond the spec: upgrade). */
  upgradeAvailable: z.optional(z.object({ versionId: z.string(), version: z.string() })),
  /** Whether a saga runs for it now (a purchase, an upgrade or a restore). */
  busy: z.boolean(),
  createdAt: z.string(),
});
export type DeploymentSummary = z.infer<typeof DeploymentSummarySchema>;

/** A page of deployments with the spec's deployed-apps card (`runningNum`…; `bootingNum` is ours). */
export const DeploymentPageSchema = z.object({
  runningNum: z.number(),
  stoppedNum: z.number(),
  crashedNum: z.number(),
  unknownNum: z.number(),
  bootingNum: z.number(),
  items: z.array(DeploymentSummarySchema),
  cursor: z.optional(z.string()),
});
export type DeploymentPage = z.infer<typeof DeploymentPageSchema>;

/** One entry of the deployment ledger: immutable once its outcome is final. */
export const DeploymentRevisionSchema = z.object({
  revision: z.number(),
  kind: z.enum(['purchase', 'deploy', 'upgrade', 'rollback', 'restore']),
  versionId: z.string(),
  version: z.string(),
  planId: z.string(),
  configHash: z.string(),
  byId: z.string(),
  byName: z.string(),
  at: z.string(),
  /** `returned`: an upgrade whose health check failed, the previous revision running again. */
  outcome: z.enum(['pending', 'succeeded', 'failed', 'returned']),
  detail: z.optional(z.string()),
});
export type DeploymentRevision = z.infer<typeof DeploymentRevisionSchema>;

/** A purchase (or renewal) of a deployment. */
export const DeploymentPurchaseSchema = z.object({
  id: z.string(),
  months: z.number(),
  cost: z.number(),
  costFen: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** A renewal: bought for a deployment already running, which it extends. */
  renewal: z.boolean(),
  byName: z.string(),
  at: z.string(),
  /** `refunded` when the deployment did not come up and the saga compensated. */
  state: z.enum(['charged', 'refunded']),
});
export type DeploymentPurchase = z.infer<typeof DeploymentPurchaseSchema>;

/** An hour of sampled use (beyond the spec: metering). */
export const DeploymentUsageHourSchema = z.object({
  hour: z.string(),
  samples: z.number(),
  cpuCores: z.optional(z.number()),
  memoryMb: z.optional(z.number()),
  diskMb: z.optional(z.number()),
});

/** `GET deployments/{id}`: the summary, its database (never the password), ledger, purchases and recent use. */
export const DeploymentDetailSchema = z.object({
  deployment: DeploymentSummarySchema,
  database: z.optional(z.object({ host: z.string(), port: z.number(), database: z.string(), username: z.string() })),
  revisions: z.array(DeploymentRevisionSchema),
  purchases: z.array(DeploymentPurchaseSchema),
  usage: z.array(DeploymentUsageHourSchema),
});
export type DeploymentDetail = z.infer<typeof DeploymentDetailSchema>;

/** `POST deployments/{id}/upgrade`, `…/restore`: the revision the saga now runs. */
export const DeploymentChangeResultSchema = z.object({
  deploymentId: z.string(),
  revision: z.number(),
  status: DeploymentStateSchema,
});

/** `DELETE deployments/{id}`. */
export const DeploymentDeletedSchema = z.object({ deleted: z.string() });
