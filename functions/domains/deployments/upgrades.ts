import { getVersion, type VersionRecord } from '../applications/index.js';
import { changeDeployment, deploymentIdsOfApplication, getDeployment } from './data/deployments.js';

/**
 * Offers an approved version as an upgrade (docs/deployments.md "Upgrade and rollback"): every deployment of its
 * application that runs a version released before it shows "upgrade available" with it. Answers how many now do.
 * Called by the applications domain when a version is approved and by `app/publish`; offering twice changes nothing.
 */
export async function offerUpgrade(version: Pick<VersionRecord, 'id' | 'applicationId' | 'version' | 'releaseDate'>) {
  let offered = 0;
  for (const deploymentId of await deploymentIdsOfApplication(version.applicationId)) {
    const deployment = await getDeployment(deploymentId);
    if (!deployment || deployment.versionId === version.id) continue;
    const running = await getVersion({ versionId: deployment.versionId });
    if (running && running.releaseDate >= version.releaseDate) continue;
    const marked = await changeDeployment(deploymentId, {
      set: { upgradeAvailable: { versionId: version.id, version: version.version } },
      condition: 'versionId <> :offered',
      values: { ':offered': version.id },
    });
    if (marked) offered++;
  }
  return offered;
}
