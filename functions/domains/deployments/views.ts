import { formatPurchaseTime, DEPLOYMENT_UNITS } from '../../../shared/constants/deployment-rules.js';
import { fenToYuan } from '../../../shared/constants/money-rules.js';
import type {
  DeploymentPurchase,
  DeploymentRevision,
  DeploymentState,
  DeploymentSummary,
} from '../../../shared/schemas/deployments-responses.js';
import type { DeploymentRecord, PurchaseRecord, RevisionRecord, UsageRecord } from './data/records.js';
import type { ObservedState } from './status.js';

/** A deployment as the running-apps screens list it, with its state (and use) from a check now. */
export function deploymentSummary(deployment: DeploymentRecord, observed: ObservedState): DeploymentSummary {
  const usage = observed.usage ?? deployment.lastUsage;
  return {
    id: deployment.id,
    enterpriseId: deployment.enterpriseId,
    namespace: deployment.namespace,
    applicationId: deployment.applicationId,
    name: deployment.appName,
    appCode: deployment.appCode,
    status: observed.state,
    ...(observed.detail ? { statusDetail: observed.detail } : {}),
    desiredState: deployment.desiredState,
    versionId: deployment.versionId,
    version: deployment.version,
    planId: deployment.planId,
    revision: deployment.revision,
    visitUrl: deployment.visitUrl,
    ...(deployment.menuId ? { menuId: deployment.menuId } : {}),
    cpuLimit: deployment.limits.cpuCores,
    memoryLimit: deployment.limits.memoryMb,
    diskLimit: deployment.limits.diskMb,
    units: { ...DEPLOYMENT_UNITS },
    ...(usage?.cpuCores !== undefined ? { cpuUsed: usage.cpuCores } : {}),
    ...(usage?.memoryMb !== undefined ? { memoryUsed: usage.memoryMb } : {}),
    ...(usage?.diskMb !== undefined ? { diskUsed: usage.diskMb } : {}),
    startsAt: deployment.startsAt,
    startTime: formatPurchaseTime(deployment.startsAt),
    ...(deployment.endsAt ? { endsAt: deployment.endsAt, endTime: formatPurchaseTime(deployment.endsAt) } : {}),
    ...(deployment.upgradeAvailable
      ? {
          upgradeAvailable: {
            versionId: deployment.upgradeAvailable.versionId,
            version: deployment.upgradeAvailable.version,
          },
        }
      : {}),
    busy: deployment.pending !== undefined,
    createdAt: deployment.createdAt,
  };
}

/** The spec's deployed-apps card: how many are in each state. */
export function stateCounts(states: Iterable<DeploymentState>) {
  const counts = { runningNum: 0, stoppedNum: 0, crashedNum: 0, unknownNum: 0, bootingNum: 0 };
  for (const state of states) counts[`${state}Num`]++;
  return counts;
}

/** An entry of the deployment ledger. */
export const revisionView = (revision: RevisionRecord): DeploymentRevision => ({
  revision: revision.revision,
  kind: revision.kind,
  versionId: revision.versionId,
  version: revision.version,
  planId: revision.planId,
  configHash: revision.configHash,
  byId: revision.byId,
  byName: revision.byName,
  at: revision.at,
  outcome: revision.outcome,
  ...(revision.detail ? { detail: revision.detail } : {}),
});

/** A purchase, money in yuan and fen, its period also as the spec writes it. */
export const purchaseView = (purchase: PurchaseRecord): DeploymentPurchase => ({
  id: purchase.id,
  months: purchase.months,
  cost: fenToYuan(purchase.costFen),
  costFen: purchase.costFen,
  startsAt: purchase.startsAt,
  endsAt: purchase.endsAt,
  startTime: formatPurchaseTime(purchase.startsAt),
  endTime: formatPurchaseTime(purchase.endsAt),
  renewal: purchase.renewal,
  byName: purchase.byName,
  at: purchase.at,
  state: purchase.state,
});

/** An hour of use: the averages of its samples. */
export function usageView(usage: UsageRecord) {
  const average = (sum?: number) =>
    sum === undefined || !usage.samples ? undefined : Math.round((sum / usage.samples) * 100) / 100;
  const cpuCores = average(usage.cpuSum);
  const memoryMb = average(usage.memorySum);
  const diskMb = average(usage.diskSum);
  return {
    hour: usage.hour,
    samples: usage.samples,
    ...(cpuCores !== undefined ? { cpuCores } : {}),
    ...(memoryMb !== undefined ? { memoryMb } : {}),
    ...(diskMb !== undefined ? { diskMb } : {}),
  };
}
