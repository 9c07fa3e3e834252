import { DeploymentIdParamsSchema, DeploymentsResponseSchema } from '../../../../shared/schemas/menu.js';
import { getDeployment, listDeployments, type DeploymentRecord } from '../data/deployment.js';
import { NotFoundError } from '../../../lib/errors.js';
import { defineRoute } from '../../../lib/http/route.js';

/**
 * Web deployments (spec doc 1 §3: "a web deployment list supplies deployments
 * for menus"). Readable by every signed-in user: menu maintainers of any
 * enterprise pick from them and they hold no enterprise data.
 */
export const deploymentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api-backend/deployments/web',
    access: 'authenticated',
    response: DeploymentsResponseSchema,
    handler: async (): Promise<DeploymentRecord[]> => listDeployments({ kind: 'web' }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api-backend/deployments/web/{id}',
    access: 'authenticated',
    params: DeploymentIdParamsSchema,
    handler: async ({ params }): Promise<DeploymentRecord> => {
      const deployment = await getDeployment({ kind: 'web', id: params.id });
      if (!deployment) throw new NotFoundError('Deployment not found');
      return deployment;
    },
  }),
];
