import {
  certificateRotationDefinition,
  rotationFunctionPlaceholder,
  rotationStateMachineName,
} from './certificate-rotation-definition.js';
import { chainRunnerDefinition, pipelineFunctionPlaceholder } from './chain-runner-definition.js';
import {
  deploymentSagaDefinition,
  deploymentSagaFunctionPlaceholder,
  deploymentSagaStateMachineName,
} from './deployment-saga-definition.js';
import {
  fanoutFunctionPlaceholder,
  fanoutStateMachineName,
  messageFanoutDefinition,
} from './message-fanout-definition.js';

/**
 * A state machine the platform runs: Step Functions in AWS (its construct in `infra/constructs/`), the local ASL
 * runner in the local stack, both from the one definition here. Its Task states invoke one catalogue function.
 */
export interface StateMachineEntry {
  /** Its name in a stage (`sia-<stage>-…`). */
  readonly name: (stage: string) => string;
  /** The Amazon States Language, with `${placeholder}` where the task function's ARN goes. */
  readonly definition: () => Record<string, unknown>;
  readonly placeholder: string;
  /** The id of the function catalogue entry its Task states invoke. */
  readonly taskFunctionId: string;
  /** The variable that hands its ARN to the functions that start it or answer its tasks. */
  readonly arnVariable: string;
}

/**
 * Every state machine, read by the CDK constructs and the local stack alike (like the function catalogue): the chain
 * runner (docs/operations.md), the message fan-out (docs/messaging.md), the certificate rotation (docs/equipment.md
 * "Rotation") and the deployment saga (docs/deployments.md "The saga").
 */
export const stateMachineCatalogue = {
  chainRunner: {
    name: (stage) => `sia-${stage}-chain-runner`,
    definition: chainRunnerDefinition,
    placeholder: pipelineFunctionPlaceholder,
    taskFunctionId: 'pipeline',
    arnVariable: 'CHAIN_RUNNER_ARN',
  },
  messageFanout: {
    name: fanoutStateMachineName,
    definition: messageFanoutDefinition,
    placeholder: fanoutFunctionPlaceholder,
    taskFunctionId: 'message-fanout',
    arnVariable: 'MESSAGE_FANOUT_ARN',
  },
  certificateRotation: {
    name: rotationStateMachineName,
    definition: certificateRotationDefinition,
    placeholder: rotationFunctionPlaceholder,
    taskFunctionId: 'certificate-rotation',
    arnVariable: 'CERTIFICATE_ROTATION_ARN',
  },
  deploymentSaga: {
    name: deploymentSagaStateMachineName,
    definition: deploymentSagaDefinition,
    placeholder: deploymentSagaFunctionPlaceholder,
    taskFunctionId: 'deployment-saga',
    arnVariable: 'DEPLOYMENT_SAGA_ARN',
  },
} as const satisfies Record<string, StateMachineEntry>;

/** The state machine ARN of an entry in a stage's account and region. */
export const stateMachineArn = (entry: StateMachineEntry, stage: string, region: string, account: string) =>
  `arn:aws:states:${region}:${account}:stateMachine:${entry.name(stage)}`;
