import { Construct } from 'constructs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { StageConfig } from '../config/stage-config.js';
import { stateMachineCatalogue } from '../definitions/state-machine-catalogue.js';
import { catalogueEntry } from '../stacks/catalogue-entry.js';
import { CatalogueFunction, type FunctionCodeProvider } from './catalogue-function.js';
import type { NeedResources } from './function-needs.js';
import { taskStateMachine } from './task-state-machine.js';

export interface CertificateRotationProps {
  readonly config: StageConfig;
  /** The stack's resources; the task function gets exactly its catalogue needs from them. */
  readonly resources: NeedResources;
  readonly alarmTopic: sns.ITopic;
  readonly code?: FunctionCodeProvider;
}

/**
 * The certificate rotation (docs/equipment.md "Rotation"): the `certificate-rotation` task function and the state
 * machine that runs the shared ASL (also run by the local stack), STANDARD type (a rotation waits up to a day for its
 * gateway), full logging and X-Ray. The state machine may invoke only that function; the task's grants are its
 * catalogue needs (issue and revoke certificates, publish on the config topics, read and write the table, tell the
 * enterprise). An execution that fails alarms the operators: a rollback after a timeout ends as a success.
 */
export class CertificateRotation extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: CertificateRotationProps) {
    super(scope, id);
    const { config } = props;
    const task = new CatalogueFunction(this, 'TaskFunction', {
      config,
      definition: catalogueEntry(stateMachineCatalogue.certificateRotation.taskFunctionId),
      resources: props.resources,
      alarmTopic: props.alarmTopic,
      code: props.code,
    }).function;
    this.stateMachine = taskStateMachine(this, {
      config,
      name: stateMachineCatalogue.certificateRotation.name(config.stage),
      definition: stateMachineCatalogue.certificateRotation.definition(),
      placeholder: stateMachineCatalogue.certificateRotation.placeholder,
      task,
      alarmTopic: props.alarmTopic,
      alarmDescription:
        "A certificate rotation failed: a step kept failing (the rotation record says which); a gateway's certificates may need an operator",
    });
  }
}
