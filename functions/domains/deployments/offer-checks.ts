import { APP_STATUS } from '../../../shared/constants/application-rules.js';
import { DEPLOYMENT_MESSAGES } from '../../../shared/constants/deployment-rules.js';
import { NAMESPACE_STATUS, QUOTA_ITEMS, type QuotaItem } from '../../../shared/constants/tenancy-rules.js';
import {
  getApplication,
  getPlan,
  getVersion,
  listPlansOfApplication,
  listVersionsOfApplication,
  type ApplicationRecord,
  type PlanRecord,
  type VersionRecord,
} from '../applications/index.js';
import {
  getNamespaceRecord,
  getQuota,
  liveNamespaceIdOf,
  quotaFigures,
  type NamespaceRecord,
} from '../tenancy/index.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { DeploymentLimits } from './data/records.js';
import { quotaAmountsOf } from './version-runtime.js';

/*
 * The checks a purchase or a deploy makes before anything is written (docs/deployments.md "Purchase"): each refusal
 * the spec's message or a reason the console words. The saga checks the space and the quota again, where races are
 * decided.
 */

/** The statuses of a version a tenant may run: approved or online. */
const RUNNABLE_VERSION = new Set<string>([APP_STATUS.approved, APP_STATUS.online]);

/** The spec's refusal of an application (or version) that is not online. */
export const notOnline = () => new ConflictError(DEPLOYMENT_MESSAGES.notOnline.en, { reason: 'notOnline' });

/** An application by id: 404 when there is none. */
export async function requireApplication(applicationId: string): Promise<ApplicationRecord> {
  const app = await getApplication({ applicationId });
  if (!app) throw new NotFoundError('Application not found');
  return app;
}

/**
 * The version to run: `minorId` (404 unless a version of the application) when given, else the application's newest
 * approved or online version; a version that is neither is refused as not online.
 */
export async function versionToRun(app: ApplicationRecord, minorId?: string): Promise<VersionRecord> {
  if (minorId) {
    const version = await getVersion({ versionId: minorId });
    if (!version || version.applicationId !== app.id) throw new NotFoundError('Version not found');
    if (!RUNNABLE_VERSION.has(version.status)) throw notOnline();
    return version;
  }
  const versions = await listVersionsOfApplication({ applicationId: app.id });
  const newest = versions
    .filter((version) => RUNNABLE_VERSION.has(version.status) && version.ifEnabled !== false)
    .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))[0];
  if (!newest) throw notOnline();
  return newest;
}

/** The plan bought: `planId` (404 unless an enabled plan of the application), else its first enabled plan. */
export async function planToRun(app: ApplicationRecord, planId?: string): Promise<PlanRecord> {
  if (planId) {
    const plan = await getPlan({ planId });
    if (!plan || plan.applicationId !== app.id || plan.ifEnabled === false) throw new NotFoundError('Plan not found');
    return plan;
  }
  const plan = (await listPlansOfApplication({ applicationId: app.id })).find((p) => p.ifEnabled !== false);
  if (!plan) throw new ConflictError('The application has no resource plan to deploy with', { reason: 'noPlan' });
  return plan;
}

/** The enterprise's online tenant space: 409 `noTenantSpace` without one. */
export async function onlineSpace(enterpriseId: string): Promise<NamespaceRecord> {
  const namespaceId = await liveNamespaceIdOf(enterpriseId);
  const namespace = namespaceId ? await getNamespaceRecord(namespaceId, true) : undefined;
  if (namespace?.statusCode !== NAMESPACE_STATUS.online)
    throw new ConflictError('The enterprise has no online tenant space', { reason: 'noTenantSpace' });
  return namespace;
}

/** 409 `quotaExceeded`, naming each item short, unless the enterprise's available quota covers the limits. */
export async function assertQuotaCovers(enterpriseId: string, limits: DeploymentLimits): Promise<void> {
  const figures = quotaFigures(await getQuota(enterpriseId));
  const amounts: Partial<Record<QuotaItem, number>> = quotaAmountsOf(limits);
  const short = QUOTA_ITEMS.flatMap((item) => {
    const required = amounts[item];
    const { available } = figures[item];
    return required && available < required ? [{ item, required, available }] : [];
  });
  if (short.length) throw new ConflictError('Not enough quota available', { reason: 'quotaExceeded', items: short });
}
