import { DeploymentSagaTaskSchema } from '../../shared/schemas/deployment-saga.js';
import { runDeploymentSagaTask, SagaError } from '../domains/deployments/index.js';
import { logger } from '../lib/logger.js';

/**
 * The deployment saga's task function (docs/deployments.md "The saga"), invoked by the state machine of
 * infra/definitions/deployment-saga-definition.ts with `{ action, saga, error? }`: reserve, charge, record, start,
 * checkHealth, markRunning, returnToPrevious, compensate, refuse. The errors it throws on purpose are named (the
 * state machine routes them); its input and answers carry ids and figures only, never the database password.
 */
export const handler = async (event: unknown): Promise<unknown> => {
  const parsed = DeploymentSagaTaskSchema.safeParse(event);
  if (!parsed.success)
    throw new SagaError(
      'InvalidDeploymentTask',
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  const { action, saga } = parsed.data;
  const result = await runDeploymentSagaTask(parsed.data);
  logger.info('Deployment saga step', { action, sagaId: saga.sagaId, deploymentId: saga.deploymentId, result });
  return result;
};
