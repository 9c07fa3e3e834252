import { Construct } from 'constructs';
import { ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { StageConfig } from '../config/stage-config.js';
import { stateMachineCatalogue } from '../definitions/state-machine-catalogue.js';
import { stageLogGroup } from './catalogue-function.js';
import { acknowledgeWildcardResource } from './nag-acknowledgements.js';

export interface ChainRunnerProps {
  readonly config: StageConfig;
  /** The `pipeline` function every Task state invokes. */
  readonly pipelineFunction: lambda.IFunction;
}

/**
 * The canvas chain runner: the shared ASL (also run by the local stack) with
 * the pipeline function's ARN substituted, STANDARD type, full logging and X-Ray.
 */
export class ChainRunner extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: ChainRunnerProps) {
    super(scope, id);
    const { config } = props;
    // The vendedlogs prefix keeps the CloudWatch Logs resource policy small.
    const logGroup = stageLogGroup(
      this,
      'Logs',
      config,
      `/aws/vendedlogs/states/${stateMachineCatalogue.chainRunner.name(config.stage)}`,
    );
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineName: stateMachineCatalogue.chainRunner.name(config.stage),
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(stateMachineCatalogue.chainRunner.definition())),
      definitionSubstitutions: { [stateMachineCatalogue.chainRunner.placeholder]: props.pipelineFunction.functionArn },
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });
    // The ASL invokes the unqualified ARN only, so no `:*` version wildcard is granted.
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.pipelineFunction.functionArn] }),
    );
    // A parameter sweep's Distributed Map runs each value as a child execution of this state machine.
    const machineArn = Stack.of(this).formatArn({
      service: 'states',
      resource: 'stateMachine',
      resourceName: stateMachineCatalogue.chainRunner.name(config.stage),
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const executionsArn = Stack.of(this).formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${stateMachineCatalogue.chainRunner.name(config.stage)}/*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [machineArn] }),
    );
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['states:DescribeExecution', 'states:StopExecution'],
        resources: [executionsArn],
      }),
    );
    acknowledgeWildcardResource(
      this.stateMachine,
      executionsArn,
      "A Distributed Map's child executions are named by Step Functions; the grant covers this state machine's only.",
    );
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Step Functions log delivery (logs:*Delivery*, DescribeLogGroups) and X-Ray tracing support no resource-level permissions.',
    });
  }
}
