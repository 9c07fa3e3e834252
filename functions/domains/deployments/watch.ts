import { formatPurchaseTime, USAGE_THRESHOLDS } from '../../../shared/constants/deployment-rules.js';
import { QUOTA_ITEMS, type QuotaItem } from '../../../shared/constants/tenancy-rules.js';
import { getQuota, quotaFigures } from '../tenancy/index.js';
import type { SystemMessage } from '../messaging/index.js';
import { readAllPages } from '../../lib/data/paging.js';
import { logger } from '../../lib/logger.js';
import {
  addUsageSample,
  changeDeployment,
  claimThresholdNotice,
  DUE_FIELDS,
  dueFields,
  listDueDeployments,
  listEveryDeployment,
} from './data/deployments.js';
import type { DeploymentRecord } from './data/records.js';
import { driverFor } from './drivers/driver-for.js';
import { expiryStep } from './periods.js';
import { currentSpec, observe } from './status.js';

/** The console screen the deployments' notices open. */
const RUNNING_APPS_SCREEN = '/console/space-apps-management';

/** Tells an enterprise's administrators (the messaging domain, loaded when there is something to tell); never throws. */
async function tellEnterprise(enterpriseId: string, message: SystemMessage, noticeId: string): Promise<void> {
  try {
    const { tellAdministrators } = await import('../messaging/index.js');
    await tellAdministrators({ enterpriseId, message, action: RUNNING_APPS_SCREEN, notificationObjectId: noticeId });
  } catch (error) {
    logger.error('Could not tell an enterprise about its deployed app', { enterpriseId, noticeId, error });
  }
}

/** What a run of the watch did. */
export interface WatchOutcome {
  warned: number;
  ended: number;
  sampled: number;
  crashed: number;
  notices: number;
  failed: number;
}

/**
 * One look at a purchased deployment due by `now` (docs/deployments.md "Expiry"): a warning 7 and 1 days before its
 * end (each told once per end), and at its end the app stopped (`expired`; its quota stays reserved until it is
 * deleted or renewed) and its enterprise told. The next look moves conditionally on the one read, so two runs never
 * act twice.
 */
export async function checkDeploymentExpiry(
  deployment: DeploymentRecord,
  now: string,
): Promise<'warned' | 'ended' | 'waited' | 'skipped'> {
  if (!deployment.endsAt || !deployment.dueAt || deployment.pending) return 'skipped';
  const step = expiryStep(deployment.endsAt, now);
  const seen = { condition: 'dueAt = :seen', values: { ':seen': deployment.dueAt } };
  if (step.kind === 'wait') {
    await changeDeployment(deployment.id, { set: dueFields(deployment.id, step.nextDueAt), ...seen });
    return 'waited';
  }
  if (step.kind === 'warn') {
    if (!(await changeDeployment(deployment.id, { set: dueFields(deployment.id, step.nextDueAt), ...seen })))
      return 'skipped';
    await tellEnterprise(
      deployment.enterpriseId,
      {
        template: 'deployments.endingSoon',
        params: { app: deployment.appName, end: formatPurchaseTime(deployment.endsAt), days: step.days },
      },
      `deployment-ending-${step.days}-${deployment.id}-${deployment.endsAt}`,
    );
    return 'warned';
  }
  const at = new Date().toISOString();
  if (
    !(await changeDeployment(deployment.id, {
      set: { desiredState: 'stopped', expired: true, lastObserved: { state: 'stopped', at }, updatedAt: at },
      remove: [...DUE_FIELDS],
      ...seen,
    }))
  )
    return 'skipped';
  if (deployment.revision > 0) await driverFor(deployment.runtime.releaseMode).stop(currentSpec(deployment));
  await tellEnterprise(
    deployment.enterpriseId,
    { template: 'deployments.ended', params: { app: deployment.appName } },
    `deployment-ended-${deployment.id}-${deployment.endsAt}`,
  );
  return 'ended';
}

/** The month a threshold notice counts in (UTC): told once per item, threshold and month. */
const monthOf = (iso: string) => iso.slice(0, 7);

/**
 * Samples a running deployment's use into its hour (the reading also kept on the deployment for the lists) and
 * reconciles its state: one its owner wants running whose process died and was not restarted is recorded crashed.
 */
async function sample(deployment: DeploymentRecord, now: string, outcome: WatchOutcome) {
  const observed = await observe(deployment);
  if (observed.state === 'running') {
    const usage = await driverFor(deployment.runtime.releaseMode).usage(currentSpec(deployment));
    await addUsageSample({ deploymentId: deployment.id, hour: now.slice(0, 13), ...usage });
    await changeDeployment(deployment.id, {
      set: { lastUsage: { ...usage, at: now }, lastObserved: { state: 'running', at: now } },
    });
    outcome.sampled++;
    return usage;
  }
  if (observed.state === 'crashed' || observed.state === 'stopped') {
    await changeDeployment(deployment.id, {
      set: { lastObserved: { state: 'crashed', at: now, ...(observed.detail ? { detail: observed.detail } : {}) } },
      condition: 'desiredState = :running AND attribute_not_exists(pending)',
      values: { ':running': 'running' },
    });
    outcome.crashed++;
  }
  return undefined;
}

/** The quota items a deployment's use is measured against. */
const USAGE_ITEMS: readonly [QuotaItem, 'cpuCores' | 'memoryMb' | 'diskMb'][] = [
  ['CPU_CORES', 'cpuCores'],
  ['MEMORY_QUOTA', 'memoryMb'],
  ['DISK_QUOTA', 'diskMb'],
];

/**
 * Tells an enterprise whose deployments use 80 % or 100 % of a quota item, once per threshold and month (a marker
 * claimed with `attribute_not_exists`, so two runs never tell twice); answers how many notices it sent.
 */
export async function checkQuotaThresholds(
  enterpriseId: string,
  used: Partial<Record<QuotaItem, number>>,
  now: string,
): Promise<number> {
  let notices = 0;
  const figures = quotaFigures(await getQuota(enterpriseId));
  for (const item of QUOTA_ITEMS) {
    const total = figures[item].total;
    const value = used[item];
    if (!total || value === undefined) continue;
    const percent = (value / total) * 100;
    for (const threshold of [...USAGE_THRESHOLDS].reverse()) {
      if (percent < threshold) continue;
      const claimed = await claimThresholdNotice({ enterpriseId, item, threshold, period: monthOf(now), at: now });
      if (claimed) {
        await tellEnterprise(
          enterpriseId,
          { template: 'deployments.usageThreshold', params: { item, percent: threshold, used: value, total } },
          `deployment-usage-${enterpriseId}-${item}-${threshold}-${monthOf(now)}`,
        );
        notices++;
      }
      break;
    }
  }
  return notices;
}

/**
 * The watch (`deployment-watch`, every 15 minutes): the purchases due for a look (warnings, ends), then every
 * deployment that should run — sampled into its hour, its state reconciled — and each enterprise's use against its
 * quota. A deployment that fails is logged and looked at again next time.
 */
export async function runDeploymentWatch(now: string): Promise<WatchOutcome> {
  const outcome: WatchOutcome = { warned: 0, ended: 0, sampled: 0, crashed: 0, notices: 0, failed: 0 };
  // Every page is read before acting: an action moves a deployment off the schedule the pages read.
  for (const due of await readAllPages((cursor) => listDueDeployments({ now, cursor }))) {
    try {
      const result = await checkDeploymentExpiry(due, now);
      if (result === 'warned') outcome.warned++;
      if (result === 'ended') outcome.ended++;
    } catch (error) {
      outcome.failed++;
      logger.error('A deployment expiry look failed', { deploymentId: due.id, error });
    }
  }
  const useByEnterprise = new Map<string, Partial<Record<QuotaItem, number>>>();
  let cursor: string | undefined;
  do {
    const page = await listEveryDeployment({ cursor, limit: 50 });
    for (const deployment of page.items) {
      if (deployment.phase !== 'active' || deployment.revision === 0 || deployment.desiredState !== 'running') continue;
      try {
        const usage = await sample(deployment, now, outcome);
        if (!usage) continue;
        const sums = useByEnterprise.get(deployment.enterpriseId) ?? {};
        for (const [item, field] of USAGE_ITEMS)
          if (usage[field] !== undefined) sums[item] = (sums[item] ?? 0) + usage[field]!;
        useByEnterprise.set(deployment.enterpriseId, sums);
      } catch (error) {
        outcome.failed++;
        logger.error('A deployment sample failed', { deploymentId: deployment.id, error });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  for (const [enterpriseId, used] of useByEnterprise) {
    try {
      outcome.notices += await checkQuotaThresholds(enterpriseId, used, now);
    } catch (error) {
      outcome.failed++;
      logger.error('A quota threshold check failed', { enterpriseId, error });
    }
  }
  return outcome;
}

/**
 * Starts again every deployment its owner wants running (the local stack's start: its processes ended with the
 * previous run; in AWS the runtime keeps them). Answers how many were started; one that fails is logged.
 */
export async function resumeDeployments(): Promise<number> {
  let started = 0;
  let cursor: string | undefined;
  const now = new Date().toISOString();
  do {
    const page = await listEveryDeployment({ cursor, limit: 50 });
    for (const deployment of page.items) {
      if (deployment.phase !== 'active' || deployment.revision === 0 || deployment.desiredState !== 'running') continue;
      if (deployment.endsAt && deployment.endsAt <= now) continue;
      try {
        await driverFor(deployment.runtime.releaseMode).start(currentSpec(deployment));
        started++;
      } catch (error) {
        logger.error('Could not start a deployment again', { deploymentId: deployment.id, error });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return started;
}
