import { Construct } from 'constructs';
import { Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { StageConfig } from '../config/stage-config.js';
import {
  certificateRotationDefinition,
  rotationFunctionPlaceholder,
  rotationStateMachineName,
} from '../definitions/certificate-rotation-definition.js';
import { catalogueEntry } from '../stacks/catalogue-entry.js';
import { CatalogueFunction, stageLogGroup, type FunctionCodeProvider } from './catalogue-function.js';
import type { NeedResources } from './function-needs.js';
import { operatorAlarm } from './operator-alarm.js';

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
      definition: catalogueEntry('certificate-rotation'),
      resources: props.resources,
      alarmTopic: props.alarmTopic,
      code: props.code,
    }).function;
    const name = rotationStateMachineName(config.stage);
    // The vendedlogs prefix keeps the CloudWatch Logs resource policy small.
    const logGroup = stageLogGroup(this, 'Logs', config, `/aws/vendedlogs/states/${name}`);
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineName: name,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(certificateRotationDefinition())),
      definitionSubstitutions: { [rotationFunctionPlaceholder]: task.functionArn },
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });
    // The ASL invokes the unqualified ARN only, so no `:*` version wildcard is granted.
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [task.functionArn] }),
    );
    operatorAlarm(this, 'ExecutionsFailed', {
      alarmName: `${name}-executions-failed`,
      alarmDescription:
        "A certificate rotation failed: a step kept failing (the rotation record says which); a gateway's certificates may need an operator",
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
