import type { Construct } from 'constructs';
import { Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { StageConfig } from '../config/stage-config.js';
import { stageLogGroup } from './catalogue-function.js';
import { operatorAlarm } from './operator-alarm.js';

/** A state machine whose Task states all invoke one catalogue function, and what its operators hear. */
export interface TaskStateMachineProps {
  readonly config: StageConfig;
  /** The state machine's name (`sia-<stage>-…`), also its log group's. */
  readonly name: string;
  /** The ASL, shared with the local runner (`infra/definitions/`). */
  readonly definition: Record<string, unknown>;
  /** The definition's placeholder the task function's ARN replaces. */
  readonly placeholder: string;
  /** The one function its Task states invoke. */
  readonly task: lambda.IFunction;
  readonly alarmTopic: sns.ITopic;
  /** What the failed-executions alarm tells the operators. */
  readonly alarmDescription: string;
}

/**
 * The STANDARD state machine of a saga the CDK app and the local stack share (the message fan-out, the certificate
 * rotation): the definition with the task function's ARN substituted, full logging (into a vendedlogs group, which
 * keeps the CloudWatch Logs resource policy small) and X-Ray, permission to invoke that function only (its
 * unqualified ARN: no `:*` version wildcard), and an operator alarm on failed executions. Its parts are made in
 * `scope` under fixed ids (`Logs`, `StateMachine`, `ExecutionsFailed`), so the constructs that use it keep their
 * logical ids.
 */
export function taskStateMachine(scope: Construct, props: TaskStateMachineProps): sfn.StateMachine {
  const logGroup = stageLogGroup(scope, 'Logs', props.config, `/aws/vendedlogs/states/${props.name}`);
  const stateMachine = new sfn.StateMachine(scope, 'StateMachine', {
    stateMachineName: props.name,
    stateMachineType: sfn.StateMachineType.STANDARD,
    definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(props.definition)),
    definitionSubstitutions: { [props.placeholder]: props.task.functionArn },
    logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: true },
    tracingEnabled: true,
  });
  stateMachine.addToRolePolicy(
    new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.task.functionArn] }),
  );
  operatorAlarm(scope, 'ExecutionsFailed', {
    alarmName: `${props.name}-executions-failed`,
    alarmDescription: props.alarmDescription,
    metric: (options) => stateMachine.metricFailed(options),
    alarmTopic: props.alarmTopic,
  });
  Validations.of(stateMachine).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'Step Functions log delivery (logs:*Delivery*, DescribeLogGroups) and X-Ray tracing support no resource-level permissions.',
  });
  return stateMachine;
}
