import { Construct } from 'constructs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { StageConfig } from '../config/stage-config.js';
import { stateMachineCatalogue } from '../definitions/state-machine-catalogue.js';
import { catalogueEntry } from '../stacks/catalogue-entry.js';
import { CatalogueFunction, type FunctionCodeProvider } from './catalogue-function.js';
import type { NeedResources } from './function-needs.js';
import { taskStateMachine } from './task-state-machine.js';

export interface DeploymentSagaProps {
  readonly config: StageConfig;
  /** The stack's resources; the task function gets exactly its catalogue needs from them. */
  readonly resources: NeedResources;
  readonly alarmTopic: sns.ITopic;
  readonly code?: FunctionCodeProvider;
}

/**
 * The deployment saga (docs/deployments.md "The saga"): the `deployment-saga` task function and the STANDARD state
 * machine that runs the shared ASL (also run by the local stack's ASL runner), with full logging (the input holds ids
 * and figures only, never a password) and X-Ray. The state machine may invoke only that function; the task's grants
 * are its catalogue needs (the table, the stage's secrets, the program files, the runtime). An execution that fails —
 * a step that kept failing, a compensation that could not finish — alarms the operators; an app that did not come
 * up, compensated, ends as a success.
 */
export class DeploymentSaga extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: DeploymentSagaProps) {
    super(scope, id);
    const { config } = props;
    const task = new CatalogueFunction(this, 'TaskFunction', {
      config,
      definition: catalogueEntry(stateMachineCatalogue.deploymentSaga.taskFunctionId),
      resources: props.resources,
      alarmTopic: props.alarmTopic,
      code: props.code,
    }).function;
    this.stateMachine = taskStateMachine(this, {
      config,
      name: stateMachineCatalogue.deploymentSaga.name(config.stage),
      definition: stateMachineCatalogue.deploymentSaga.definition(),
      placeholder: stateMachineCatalogue.deploymentSaga.placeholder,
      task,
      alarmTopic: props.alarmTopic,
      alarmDescription:
        'A deployment saga failed: a step or a compensation kept failing (the deployment ledger says where); a charge may need a refund by an operator',
    });
  }
}
