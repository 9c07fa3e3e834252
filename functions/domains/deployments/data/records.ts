import type { DeploymentState } from '../../../../shared/schemas/deployments-responses.js';
import type { DatabaseConnection } from '../drivers/runtime-driver.js';
import type { VersionRuntime } from '../version-runtime.js';
import { deploymentIndexKeys, deploymentKeys } from './keys.js';

/*
 * The deployments domain's stored shapes and pure item builders (docs/deployments.md "Keys"): no client here.
 */

/** How a revision came about: a purchase, a free deploy of one's own app, an upgrade, its automatic return, a restore. */
export type RevisionKind = 'purchase' | 'deploy' | 'upgrade' | 'rollback' | 'restore';

/** A revision's outcome: final once not `pending`. */
export type RevisionOutcome = 'pending' | 'succeeded' | 'failed' | 'returned';

/** A saga running for a deployment now (at most one at a time). */
export interface PendingSaga {
  readonly sagaId: string;
  readonly revision: number;
  readonly kind: RevisionKind;
}

/** The plan's limits a deployment runs with (cores, MB, MB). */
export interface DeploymentLimits {
  readonly cpuCores: number;
  readonly memoryMb: number;
  readonly diskMb: number;
}

/** A deployment (`DEPLOYMENT#{id}` / `#META`). */
export interface DeploymentRecord {
  readonly id: string;
  readonly enterpriseId: string;
  readonly namespaceId: string;
  /** The tenant space's domain: the first segment of the visit path. */
  readonly namespace: string;
  readonly applicationId: string;
  readonly appName: string;
  /** The application's code, lower-cased: the second segment of the visit path. */
  readonly appCode: string;
  /** The revision running (or last run); 0 until the first saga succeeded. */
  readonly revision: number;
  /** Revisions written so far (the next is `revisionCount + 1`). */
  readonly revisionCount: number;
  /** What the current revision runs (copied from it, so lists need no second read). */
  readonly versionId: string;
  readonly version: string;
  readonly planId: string;
  readonly runtime: VersionRuntime;
  readonly limits: DeploymentLimits;
  readonly pending?: PendingSaga;
  /** `active` while it holds its quota and a period (or is free); `failed` after its first saga compensated. */
  readonly phase: 'active' | 'failed';
  /** What the owner asked for; the runtime's own state is read by real checks. */
  readonly desiredState: 'running' | 'stopped';
  /** The last state a check saw (the watch's reconciliation and restarts read it; answers check again). */
  readonly lastObserved: { readonly state: DeploymentState; readonly at: string; readonly detail?: string };
  readonly visitUrl: string;
  /** The quota reservation it holds (its own id) while `reserved`. */
  readonly reserved: boolean;
  /** The purchased period (absent for a free deploy of one's own app, which never ends). */
  readonly startsAt: string;
  readonly endsAt?: string;
  /** The watch's next look (a warning, the end), while on the sparse schedule. */
  readonly dueAt?: string;
  /** Stopped by the end of its period. */
  readonly expired?: boolean;
  readonly database?: DatabaseConnection;
  readonly upgradeAvailable?: { readonly versionId: string; readonly version: string };
  readonly menuId?: string;
  readonly lastUsage?: {
    readonly cpuCores?: number;
    readonly memoryMb?: number;
    readonly diskMb?: number;
    readonly at: string;
  };
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly createdById: string;
  readonly createdByName: string;
}

/** One entry of the deployment ledger (`DEPLOYMENT#{id}` / `REVISION#{000001}`). */
export interface RevisionRecord {
  readonly deploymentId: string;
  readonly revision: number;
  readonly kind: RevisionKind;
  readonly sagaId: string;
  readonly versionId: string;
  readonly version: string;
  readonly planId: string;
  readonly runtime: VersionRuntime;
  readonly limits: DeploymentLimits;
  readonly configHash: string;
  readonly byId: string;
  readonly byName: string;
  readonly at: string;
  readonly outcome: RevisionOutcome;
  readonly detail?: string;
  readonly endedAt?: string;
  /** Where the revision is visited, as its driver's start answered. */
  readonly visitUrl?: string;
}

/** A purchase of a deployment's months (`DEPLOYMENT#{id}` / `PURCHASE#{id}`), written with its charge. */
export interface PurchaseRecord {
  readonly id: string;
  readonly deploymentId: string;
  readonly enterpriseId: string;
  readonly planId: string;
  readonly months: number;
  readonly costFen: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly renewal: boolean;
  readonly state: 'charged' | 'refunded';
  /** The charge's ledger entry ('' for a free plan) and the balance right after it, fen (the purchase's answer). */
  readonly entryId: string;
  readonly balanceFenAfter?: number;
  readonly refundedAt?: string;
  readonly byId: string;
  readonly byName: string;
  readonly at: string;
}

/** An hour of sampled use (`DEPLOYMENT#{id}` / `USAGE#{hour}`): sums and the number of samples. */
export interface UsageRecord {
  readonly deploymentId: string;
  readonly hour: string;
  readonly samples: number;
  readonly cpuSum?: number;
  readonly memorySum?: number;
  readonly diskSum?: number;
}

/** A version's deployment information as its publisher saved it (`TENANTAPPINFO#{versionId}` / `#META`). */
export interface AppInfoRecord {
  readonly applicationId: string;
  readonly appName: string;
  readonly majorId: string;
  readonly versionId: string;
  readonly version: string;
  readonly url: string;
  readonly other: string;
  readonly containerPort?: number;
  readonly jenkinsProject: string;
  readonly gitlabProject: string;
  readonly jdk: string;
  readonly updatedAt: string;
  readonly updatedById: string;
}

/** The item builders, shared by the data modules (and a seed, should one need them). */
export const deploymentItems = {
  deployment: (record: DeploymentRecord) => ({
    ...deploymentKeys.deployment(record.id),
    entity: 'deployment',
    ...deploymentIndexKeys.deploymentOfEnterprise(record.enterpriseId, record.createdAt, record.id),
    ...deploymentIndexKeys.everyDeployment(record.createdAt, record.id),
    ...(record.dueAt ? deploymentIndexKeys.deploymentDue(record.dueAt, record.id) : {}),
    ...record,
  }),
  revision: (record: RevisionRecord) => ({
    ...deploymentKeys.revision(record.deploymentId, record.revision),
    entity: 'deploymentRevision',
    ...record,
  }),
  purchase: (record: PurchaseRecord) => ({
    ...deploymentKeys.purchase(record.deploymentId, record.id),
    entity: 'deploymentPurchase',
    ...record,
  }),
  applicationLink: (applicationId: string, deploymentId: string, enterpriseId: string) => ({
    ...deploymentKeys.deploymentOfApplication(applicationId, deploymentId),
    entity: 'deploymentOfApplication',
    applicationId,
    deploymentId,
    enterpriseId,
  }),
  appInfo: (record: AppInfoRecord) => ({
    ...deploymentKeys.appInfo(record.versionId),
    entity: 'tenantAppInfo',
    ...deploymentIndexKeys.appInfoOfApplication(record.applicationId, record.updatedAt, record.versionId),
    ...record,
  }),
} as const;
