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
/** For the applications domain: an approved version is offered as an upgrade to the application's deployments. */
export { offerUpgrade } from './upgrades.js';
