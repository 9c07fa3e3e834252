import { Construct } from 'constructs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { StageConfig } from '../config/stage-config.js';
import { stateMachineCatalogue } from '../definitions/state-machine-catalogue.js';
import { catalogueEntry } from '../stacks/catalogue-entry.js';
import { CatalogueFunction, type FunctionCodeProvider } from './catalogue-function.js';
import type { NeedResources } from './function-needs.js';
import { taskStateMachine } from './task-state-machine.js';

export interface MessageFanoutProps {
  readonly config: StageConfig;
  /** The stack's resources; the task function gets exactly its catalogue needs from them. */
  readonly resources: NeedResources;
  readonly alarmTopic: sns.ITopic;
  readonly code?: FunctionCodeProvider;
}

/**
 * The message fan-out (docs/messaging.md): the `message-fanout` task function and the state machine that runs the
 * shared ASL (also run by the local stack) over a job's chunks, STANDARD type, full logging and X-Ray. The state
 * machine may invoke only that function; a fan-out that gave up after its retries leaves recipients without their
 * copy, so the operators hear of it.
 */
export class MessageFanout extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: MessageFanoutProps) {
    super(scope, id);
    const { config } = props;
    const task = new CatalogueFunction(this, 'TaskFunction', {
      config,
      definition: catalogueEntry(stateMachineCatalogue.messageFanout.taskFunctionId),
      resources: props.resources,
      alarmTopic: props.alarmTopic,
      code: props.code,
    }).function;
    this.stateMachine = taskStateMachine(this, {
      config,
      name: stateMachineCatalogue.messageFanout.name(config.stage),
      definition: stateMachineCatalogue.messageFanout.definition(),
      placeholder: stateMachineCatalogue.messageFanout.placeholder,
      task,
      alarmTopic: props.alarmTopic,
      alarmDescription: 'A message fan-out execution failed after its retries: some recipients have no copy yet',
    });
  }
}
