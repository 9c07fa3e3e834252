import { changeDeployment } from './data/deployments.js';
import type { DeploymentRecord } from './data/records.js';

/**
 * Makes sure a running deployment has its entry in its enterprise's side navigation (the menus domain's link to its
 * visit URL) and keeps the entry's id on the deployment. Idempotent: the entry's id derives from the deployment's.
 */
export async function ensureMenuEntry(deployment: DeploymentRecord): Promise<void> {
  if (deployment.menuId || !deployment.visitUrl) return;
  // The menus domain loads when an app first runs, not at the function's cold start.
  const { addDeploymentMenu } = await import('../menus/index.js');
  const menuId = await addDeploymentMenu({
    enterpriseId: deployment.enterpriseId,
    deploymentId: deployment.id,
    applicationId: deployment.applicationId,
    name: deployment.appName,
    url: deployment.visitUrl,
    shared: deployment.runtime.releaseMode === 'external',
  });
  await changeDeployment(deployment.id, { set: { menuId }, condition: 'attribute_not_exists(menuId)' });
}

/** Removes a deployment's menu entry, if it has one. */
export async function removeMenuEntry(deployment: DeploymentRecord): Promise<void> {
  if (!deployment.menuId) return;
  const { removeDeploymentMenu } = await import('../menus/index.js');
  await removeDeploymentMenu(deployment.menuId);
}
