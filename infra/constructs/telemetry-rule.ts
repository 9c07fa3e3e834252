import { Construct } from 'constructs';
import { Arn, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as iot from 'aws-cdk-lib/aws-iot';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { StageConfig } from '../config/stage-config.js';
import { stageLogGroup } from './catalogue-function.js';

export interface TelemetryRuleProps {
  readonly config: StageConfig;
  /** The rule's name (the stage config's `names`). */
  readonly ruleName: string;
  readonly description: string;
  readonly sql: string;
  readonly handler: lambda.IFunction;
}

/**
 * An IoT Core topic rule forwarding what gateways send (telemetry, presence) to a function; failed deliveries go to
 * a log group.
 */
export class TelemetryRule extends Construct {
  readonly rule: iot.CfnTopicRule;

  constructor(scope: Construct, id: string, props: TelemetryRuleProps) {
    super(scope, id);
    const { config } = props;
    const errorLogs = stageLogGroup(this, 'ErrorLogs', config, `/aws/iot/${props.ruleName}/errors`);
    const errorRole = new iam.Role(this, 'ErrorActionRole', {
      assumedBy: new iam.ServicePrincipal('iot.amazonaws.com'),
      description: `Lets ${props.ruleName} write failed deliveries to its error log group`,
    });
    errorLogs.grantWrite(errorRole);

    this.rule = new iot.CfnTopicRule(this, 'Rule', {
      ruleName: props.ruleName,
      topicRulePayload: {
        description: props.description,
        sql: props.sql,
        awsIotSqlVersion: '2016-03-23',
        ruleDisabled: false,
        actions: [{ lambda: { functionArn: props.handler.functionArn } }],
        errorAction: { cloudwatchLogs: { logGroupName: errorLogs.logGroupName, roleArn: errorRole.roleArn } },
      },
    });

    props.handler.addPermission(`InvokeFrom${id}`, {
      principal: new iam.ServicePrincipal('iot.amazonaws.com'),
      sourceArn: Arn.format({ service: 'iot', resource: 'rule', resourceName: props.ruleName }, Stack.of(this)),
      sourceAccount: Stack.of(this).account,
    });
  }
}
