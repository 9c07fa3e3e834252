import { deploymentContracts as contracts } from '../../../../shared/contracts/menus.js';
import { getDeployment, listDeployments, type DeploymentRecord } from '../data/deployment.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';

/**
 * Web deployments (spec doc 1 §3: "a web deployment list supplies deployments
 * for menus"). Readable by every signed-in user: menu maintainers of any
 * enterprise pick from them and they hold no enterprise data.
 */
export const deploymentRoutes = [
  implement(contracts.webDeployments, async (): Promise<DeploymentRecord[]> => listDeployments({ kind: 'web' })),
  implement(contracts.webDeployment, async ({ params }): Promise<DeploymentRecord> => {
    const deployment = await getDeployment({ kind: 'web', id: params.id });
    if (!deployment) throw new NotFoundError('Deployment not found');
    return deployment;
  }),
];
