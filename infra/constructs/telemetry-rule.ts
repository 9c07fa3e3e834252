import { Construct } from 'constructs';
import { Arn, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as iot from 'aws-cdk-lib/aws-iot';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { StageConfig } from '../config/stage-config.js';
import { stageLogGroup } from './catalogue-function.js';

export interface TelemetryRuleProps {
  readonly config: StageConfig;
  readonly sql: string;
  readonly handler: lambda.IFunction;
}

/** The IoT Core topic rule forwarding gateway telemetry to the ingest function; failed deliveries go to a log group. */
export class TelemetryRule extends Construct {
  readonly rule: iot.CfnTopicRule;

  constructor(scope: Construct, id: string, props: TelemetryRuleProps) {
    super(scope, id);
    const { config } = props;
    const errorLogs = stageLogGroup(this, 'ErrorLogs', config, `/aws/iot/${config.names.telemetryTopicRule}/errors`);
    const errorRole = new iam.Role(this, 'ErrorActionRole', {
      assumedBy: new iam.ServicePrincipal('iot.amazonaws.com'),
      description: 'Lets the telemetry rule write failed deliveries to its error log group',
    });
    errorLogs.grantWrite(errorRole);

    this.rule = new iot.CfnTopicRule(this, 'Rule', {
      ruleName: config.names.telemetryTopicRule,
      topicRulePayload: {
        description: 'Gateway telemetry to the ingest function',
        sql: props.sql,
        awsIotSqlVersion: '2016-03-23',
        ruleDisabled: false,
        actions: [{ lambda: { functionArn: props.handler.functionArn } }],
        errorAction: { cloudwatchLogs: { logGroupName: errorLogs.logGroupName, roleArn: errorRole.roleArn } },
      },
    });

    props.handler.addPermission('InvokeFromTelemetryRule', {
      principal: new iam.ServicePrincipal('iot.amazonaws.com'),
      sourceArn: Arn.format(
        { service: 'iot', resource: 'rule', resourceName: config.names.telemetryTopicRule },
        Stack.of(this),
      ),
      sourceAccount: Stack.of(this).account,
    });
  }
}
