import type { DeploymentSagaTask } from '../../../shared/schemas/deployment-saga.js';
import {
  chargeStep,
  checkHealthStep,
  compensateStep,
  markRunningStep,
  recordStep,
  refuseStep,
  reserveStep,
  returnToPreviousStep,
  startStep,
} from './saga.js';

/** Runs one step of the deployment saga (the task function's event, validated): its answer goes to the state's result. */
export function runDeploymentSagaTask(task: DeploymentSagaTask): Promise<unknown> {
  switch (task.action) {
    case 'reserve':
      return reserveStep(task.saga);
    case 'charge':
      return chargeStep(task.saga);
    case 'record':
      return recordStep(task.saga);
    case 'start':
      return startStep(task.saga);
    case 'checkHealth':
      return checkHealthStep(task.saga);
    case 'markRunning':
      return markRunningStep(task.saga);
    case 'returnToPrevious':
      return returnToPreviousStep(task.saga, task.error);
    case 'compensate':
      return compensateStep(task.saga, task.error);
    case 'refuse':
      return refuseStep(task.saga);
  }
}
