/**
 * The deployments domain (tenant apps: purchase into a tenant space, the deployment saga, running apps, upgrade and
 * rollback, expiry and metering): what other domains, the task and scheduled functions and the local stack may use
 * of it. Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { runDeploymentSagaTask } from './saga-task.js';
export { SagaError } from './saga-errors.js';
export {
  runDeploymentWatch,
  checkDeploymentExpiry,
  checkQuotaThresholds,
  resumeDeployments,
  type WatchOutcome,
} from './watch.js';
/** For the portal: a deployment's visit address, embedded only while the deployment runs (docs/portal.md). */
export { getDeployment } from './data/deployments.js';
export { type DeploymentRecord } from './data/records.js';
/** For the applications domain: an approved version is offered as an upgrade to the application's deployments. */
export { offerUpgrade } from './upgrades.js';
/** For the console home's dashboard: one page of an enterprise's deployments. */
export { listDeploymentsOfEnterprise } from './data/deployments.js';
