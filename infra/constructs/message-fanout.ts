import { Construct } from 'constructs';
import { Validations } from 'aws-cdk-lib';
import { operatorAlarm } from './operator-alarm.js';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { StageConfig } from '../config/stage-config.js';
import {
  fanoutFunctionPlaceholder,
  fanoutStateMachineName,
  messageFanoutDefinition,
} from '../definitions/message-fanout-definition.js';
import { catalogueEntry } from '../stacks/catalogue-entry.js';
import { CatalogueFunction, stageLogGroup, type FunctionCodeProvider } from './catalogue-function.js';
import type { NeedResources } from './function-needs.js';

export interface MessageFanoutProps {
  readonly config: StageConfig;
  /** The stack's resources; the task function gets exactly its catalogue needs from them. */
  readonly resources: NeedResources;
  readonly alarmTopic: sns.ITopic;
  readonly code?: FunctionCodeProvider;
}

/**
 * The message fan-out (docs/messaging.md): the `message-fanout` task function
 * and the state machine that runs the shared ASL (also run by the local
 * stack) over a job's chunks, STANDARD type, full logging and X-Ray. The
 * state machine may invoke only that function.
 */
export class MessageFanout extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: MessageFanoutProps) {
    super(scope, id);
    const { config } = props;
    const task = new CatalogueFunction(this, 'TaskFunction', {
      config,
      definition: catalogueEntry('message-fanout'),
      resources: props.resources,
      alarmTopic: props.alarmTopic,
      code: props.code,
    }).function;
    const name = fanoutStateMachineName(config.stage);
    // The vendedlogs prefix keeps the CloudWatch Logs resource policy small.
    const logGroup = stageLogGroup(this, 'Logs', config, `/aws/vendedlogs/states/${name}`);
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineName: name,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(messageFanoutDefinition())),
      definitionSubstitutions: { [fanoutFunctionPlaceholder]: task.functionArn },
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });
    // The ASL invokes the unqualified ARN only, so no `:*` version wildcard is granted.
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [task.functionArn] }),
    );
    // A fan-out that gave up after its retries leaves recipients without their copy: operators hear of it.
    operatorAlarm(this, 'ExecutionsFailed', {
      alarmName: `${name}-executions-failed`,
      alarmDescription: 'A message fan-out execution failed after its retries: some recipients have no copy yet',
      metric: (options) => this.stateMachine.metricFailed(options),
      alarmTopic: props.alarmTopic,
    });
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Step Functions log delivery (logs:*Delivery*, DescribeLogGroups) and X-Ray tracing support no resource-level permissions.',
    });
  }
}
