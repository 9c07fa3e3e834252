import type { DeploymentListQuery, PlatformDeploymentListQuery } from '../../../shared/schemas/deployments.js';
import type {
  DeploymentDetail,
  DeploymentPage,
  DeploymentSummary,
} from '../../../shared/schemas/deployments-responses.js';
import { releaseQuota } from '../tenancy/index.js';
import type { Caller } from '../../lib/auth/caller.js';
import { readAllPages } from '../../lib/data/paging.js';
import { transact } from '../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { deleteSecret } from '../../lib/secrets.js';
import {
  changeDeployment,
  deploymentDeleteItems,
  getDeployment,
  listDeploymentsOfEnterprise,
  listEveryDeployment,
  listPurchases,
  listRevisions,
  listUsage,
} from './data/deployments.js';
import type { DeploymentRecord } from './data/records.js';
import { driverFor } from './drivers/driver-for.js';
import { removeMenuEntry } from './menu-entry.js';
import { currentSpec, observe, observeAll } from './status.js';
import { deploymentSummary, purchaseView, revisionView, stateCounts, usageView } from './views.js';

/** A deployment the caller may act on: its enterprise's current members with the rule's privilege, platform administrators any; 404 otherwise. */
export async function loadDeployment(caller: Caller, deploymentId: string): Promise<DeploymentRecord> {
  const deployment = await getDeployment(deploymentId);
  if (!deployment || (!caller.isPlatformAdmin && deployment.enterpriseId !== caller.enterpriseId))
    throw new NotFoundError('Deployment not found');
  return deployment;
}

/** A page of summaries with their states checked now. */
async function summariesOf(deployments: readonly DeploymentRecord[]) {
  const states = await observeAll(deployments);
  return deployments.map((deployment) => deploymentSummary(deployment, states.get(deployment.id)!));
}

/**
 * `GET deployments`: a page of the current enterprise's deployments, each checked now, and the deployed-apps card
 * counted over all of them (an enterprise runs one deployment per application: few; each checked once).
 */
export async function listEnterpriseDeployments(caller: Caller, query: DeploymentListQuery): Promise<DeploymentPage> {
  const enterpriseId = caller.enterpriseId;
  const [page, all] = await Promise.all([
    listDeploymentsOfEnterprise({ enterpriseId, cursor: query.cursor, limit: query.size }),
    readAllPages((cursor) => listDeploymentsOfEnterprise({ enterpriseId, cursor, limit: 100 })),
  ]);
  const states = await observeAll(all);
  const items = page.items.map((deployment) =>
    deploymentSummary(deployment, states.get(deployment.id) ?? { state: 'unknown' }),
  );
  return {
    ...stateCounts([...states.values()].map((observed) => observed.state)),
    items,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/** `GET platformDeployments`: a page of every enterprise's deployments (or one enterprise's), checked now. */
export async function listPlatformDeployments(query: PlatformDeploymentListQuery): Promise<DeploymentPage> {
  const page = query.enterpriseId
    ? await listDeploymentsOfEnterprise({ enterpriseId: query.enterpriseId, cursor: query.cursor, limit: query.size })
    : await listEveryDeployment({ cursor: query.cursor, limit: query.size });
  const items = await summariesOf(page.items);
  return {
    ...stateCounts(items.map((item) => item.status)),
    items,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/** Hours of use the detail answers. */
const USAGE_HOURS = 48;

/** `GET deployments/{id}`: the summary, its database without the password, ledger, purchases and recent use. */
export async function deploymentDetail(caller: Caller, deploymentId: string): Promise<DeploymentDetail> {
  const [first, revisions] = await Promise.all([loadDeployment(caller, deploymentId), listRevisions(deploymentId)]);
  // The deployment and its ledger are two reads, and a saga's last step changes both in one transaction: when the
  // ledger already shows a newer revision succeeded, the deployment was read before that commit and is read again.
  const newest = revisions.at(-1);
  const deployment =
    newest && newest.outcome === 'succeeded' && newest.revision > first.revision
      ? await loadDeployment(caller, deploymentId)
      : first;
  const fromHour = new Date(Date.now() - USAGE_HOURS * 3600_000).toISOString().slice(0, 13);
  const [observed, purchases, usage] = await Promise.all([
    observe(deployment),
    listPurchases(deployment.id),
    listUsage(deployment.id, fromHour),
  ]);
  const database = deployment.database;
  return {
    deployment: deploymentSummary(deployment, observed),
    ...(database
      ? {
          database: {
            host: database.host,
            port: database.port,
            database: database.database,
            username: database.username,
          },
        }
      : {}),
    revisions: revisions.reverse().map(revisionView),
    purchases: purchases.reverse().map(purchaseView),
    usage: usage.map(usageView),
  };
}

/** 409 unless the deployment runs a revision and no saga is changing it. */
function assertSettled(deployment: DeploymentRecord): void {
  if (deployment.pending) throw new ConflictError('Another change of this deployment is running', { reason: 'busy' });
  if (deployment.phase !== 'active' || deployment.revision === 0)
    throw new ConflictError('The deployment never ran: buy or deploy it again', { reason: 'notDeployed' });
}

/** The summary after an action, checked now. */
async function summaryNow(deploymentId: string, fallback: DeploymentRecord): Promise<DeploymentSummary> {
  const deployment = (await getDeployment(deploymentId)) ?? fallback;
  return deploymentSummary(deployment, await observe(deployment));
}

/** `POST deployments/{id}/start`: the revision runs again; 409 `expired` once its purchase ended. */
export async function startDeployment(caller: Caller, deploymentId: string): Promise<DeploymentSummary> {
  const deployment = await loadDeployment(caller, deploymentId);
  assertSettled(deployment);
  if (deployment.endsAt && deployment.endsAt <= new Date().toISOString())
    throw new ConflictError('The purchase has ended: renew it to start the app again', { reason: 'expired' });
  await driverFor(deployment.runtime.releaseMode).start(currentSpec(deployment));
  await changeDeployment(deployment.id, {
    set: { desiredState: 'running', updatedAt: new Date().toISOString() },
    remove: ['expired'],
  });
  return summaryNow(deployment.id, deployment);
}

/** `POST deployments/{id}/stop`: the app stops; it stays deployed and keeps its quota. */
export async function stopDeployment(caller: Caller, deploymentId: string): Promise<DeploymentSummary> {
  const deployment = await loadDeployment(caller, deploymentId);
  assertSettled(deployment);
  await driverFor(deployment.runtime.releaseMode).stop(currentSpec(deployment));
  await changeDeployment(deployment.id, { set: { desiredState: 'stopped', updatedAt: new Date().toISOString() } });
  return summaryNow(deployment.id, deployment);
}

/**
 * `DELETE deployments/{id}`: everything it holds goes — the runtime's processes and files, its quota, its database
 * password, its menu entry — then its record and marker (so the enterprise may buy the app again). Its ledger,
 * purchases and use stay. Each part finds what an earlier attempt did: a failed delete is retried by sending it again.
 */
export async function deleteDeployment(caller: Caller, deploymentId: string): Promise<{ deleted: string }> {
  const deployment = await loadDeployment(caller, deploymentId);
  if (deployment.pending) throw new ConflictError('Another change of this deployment is running', { reason: 'busy' });
  if (deployment.revision > 0) await driverFor(deployment.runtime.releaseMode).remove(currentSpec(deployment));
  await releaseQuota({ enterpriseId: deployment.enterpriseId, reservationId: deployment.id });
  if (deployment.database) await deleteSecret(deployment.database.passwordSecretId);
  await removeMenuEntry(deployment);
  await transact(
    deploymentDeleteItems(deployment),
    () => new ConflictError('Another change of this deployment is running', { reason: 'busy' }),
  );
  return { deleted: deployment.id };
}
