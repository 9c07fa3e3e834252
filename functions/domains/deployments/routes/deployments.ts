import { deploymentContracts as contracts } from '../../../../shared/contracts/deployments.js';
import { ConflictError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { startChange } from '../changes.js';
import {
  deleteDeployment,
  deploymentDetail,
  listEnterpriseDeployments,
  listPlatformDeployments,
  loadDeployment,
  startDeployment,
  stopDeployment,
} from '../running.js';

/** Running apps (docs/deployments.md "Running apps"). */
export const deploymentRoutes = [
  implement(contracts.listDeployments, ({ caller, query }) => listEnterpriseDeployments(caller, query)),
  implement(contracts.listPlatformDeployments, ({ query }) => listPlatformDeployments(query)),
  implement(contracts.getDeployment, ({ caller, params }) => deploymentDetail(caller, params.id)),
  implement(contracts.startDeployment, ({ caller, params }) => startDeployment(caller, params.id)),
  implement(contracts.stopDeployment, ({ caller, params }) => stopDeployment(caller, params.id)),
  implement(contracts.deleteDeployment, ({ caller, params }) => deleteDeployment(caller, params.id)),
  implement(contracts.upgradeDeployment, async ({ caller, params, body }) => {
    const deployment = await loadDeployment(caller, params.id);
    const versionId = body.versionId ?? deployment.upgradeAvailable?.versionId;
    if (!versionId)
      throw new ConflictError('No newer version is offered: name one with versionId', { reason: 'noUpgrade' });
    const { revision } = await startChange(caller, deployment, { kind: 'upgrade', versionId });
    return { deploymentId: deployment.id, revision, status: 'booting' as const };
  }),
  implement(contracts.restoreDeployment, async ({ caller, params, body }) => {
    const deployment = await loadDeployment(caller, params.id);
    const { revision } = await startChange(caller, deployment, { kind: 'restore', revision: body.revision });
    return { deploymentId: deployment.id, revision, status: 'booting' as const };
  }),
];
