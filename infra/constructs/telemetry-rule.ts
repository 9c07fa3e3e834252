import { Construct } from 'constructs';
import { Arn, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as iot from 'aws-cdk-lib/aws-iot';
import type * as kinesis from 'aws-cdk-lib/aws-kinesis';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { StageConfig } from '../config/stage-config.js';
import { stageLogGroup } from './catalogue-function.js';
import { operatorAlarm } from './operator-alarm.js';

/** Where the rule sends each result: a function invoked per message, or one record per message on a stream. */
export type TelemetryRuleTarget =
  | { readonly handler: lambda.IFunction }
  | {
      readonly stream: kinesis.IStream;
      /** The record's partition key, an IoT substitution template (e.g. `telemetryPartitionKey`). */
      readonly partitionKey: string;
    };

export interface TelemetryRuleProps {
  readonly config: StageConfig;
  /** The rule's name (the stage config's `names`). */
  readonly ruleName: string;
  readonly description: string;
  readonly sql: string;
  readonly target: TelemetryRuleTarget;
  /** Where the alarm on failed deliveries goes. */
  readonly alarmTopic: sns.ITopic;
}

/**
 * An IoT Core topic rule forwarding what gateways send (telemetry to the telemetry stream; presence and command
 * replies to a function); failed deliveries go to a log group, and an alarm tells the operators of any — a rule
 * whose stream or function action fails would otherwise lose readings silently, as IoT Core does not retry.
 */
export class TelemetryRule extends Construct {
  readonly rule: iot.CfnTopicRule;

  constructor(scope: Construct, id: string, props: TelemetryRuleProps) {
    super(scope, id);
    const { config, target } = props;
    const errorLogs = stageLogGroup(this, 'ErrorLogs', config, `/aws/iot/${props.ruleName}/errors`);
    const errorRole = new iam.Role(this, 'ErrorActionRole', {
      assumedBy: new iam.ServicePrincipal('iot.amazonaws.com'),
      description: `Lets ${props.ruleName} write failed deliveries to its error log group`,
    });
    errorLogs.grantWrite(errorRole);

    let action: iot.CfnTopicRule.ActionProperty;
    let streamRole: iam.Role | undefined;
    if ('stream' in target) {
      streamRole = new iam.Role(this, 'StreamActionRole', {
        assumedBy: new iam.ServicePrincipal('iot.amazonaws.com'),
        description: `Lets ${props.ruleName} put records on ${target.stream.streamName}`,
      });
      // PutRecord on this one stream only; a customer-managed key would also need GenerateDataKey for the writes.
      target.stream.grant(streamRole, 'kinesis:PutRecord');
      target.stream.encryptionKey?.grant(streamRole, 'kms:GenerateDataKey');
      action = {
        kinesis: {
          streamName: target.stream.streamName,
          partitionKey: target.partitionKey,
          roleArn: streamRole.roleArn,
        },
      };
    } else {
      target.handler.addPermission(`InvokeFrom${id}`, {
        principal: new iam.ServicePrincipal('iot.amazonaws.com'),
        sourceArn: Arn.format({ service: 'iot', resource: 'rule', resourceName: props.ruleName }, Stack.of(this)),
        sourceAccount: Stack.of(this).account,
      });
      action = { lambda: { functionArn: target.handler.functionArn } };
    }

    this.rule = new iot.CfnTopicRule(this, 'Rule', {
      ruleName: props.ruleName,
      topicRulePayload: {
        description: props.description,
        sql: props.sql,
        awsIotSqlVersion: '2016-03-23',
        ruleDisabled: false,
        actions: [action],
        errorAction: { cloudwatchLogs: { logGroupName: errorLogs.logGroupName, roleArn: errorRole.roleArn } },
      },
    });

    // The role's policy first: the rule's first writes would otherwise fail until IAM had it.
    if (streamRole) this.rule.node.addDependency(streamRole);

    // Each message whose action failed is one entry in the error log group (IoT Core writes one per rule and
    // message); counting them needs no knowledge of how IoT names the action type in its own metrics.
    const failures = new logs.MetricFilter(this, 'ActionFailures', {
      logGroup: errorLogs,
      // A JSON pattern (every error message names its rule), so the rule's name can be the metric's dimension.
      filterPattern: logs.FilterPattern.exists('$.ruleName'),
      metricNamespace: 'SIA/IoTRules',
      metricName: 'ActionFailures',
      dimensions: { RuleName: '$.ruleName' },
      metricValue: '1',
    });
    operatorAlarm(this, 'ActionFailuresAlarm', {
      alarmName: `${props.ruleName}-action-failures`,
      alarmDescription: `${props.ruleName} could not deliver messages to its action in the last 5 minutes (see ${errorLogs.logGroupName})`,
      metric: (options) => failures.metric({ ...options, dimensionsMap: { RuleName: props.ruleName } }),
      alarmTopic: props.alarmTopic,
    });
  }
}
