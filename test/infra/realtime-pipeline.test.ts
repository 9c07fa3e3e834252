import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import {
  commandReplyRuleSql,
  functionCatalogue,
  presenceRuleSql,
  telemetryPartitionKey,
  telemetryRuleSql,
} from '../../infra/definitions/function-catalogue.js';
import {
  allowedActions,
  functionLogicalId,
  functionPolicyStatements,
  resourcesFor,
  resourcesOfType,
  synthStage,
} from './support/synth.js';

const dev = synthStage('dev');
const realtime = dev.template('realtime');
const pipeline = dev.template('pipeline');

describe('realtime stack', () => {
  it('routes $connect, $disconnect, $default, subscribe and unsubscribe to the realtime-websocket function', () => {
    const websocket = functionCatalogue.find((d) => d.id === 'realtime-websocket')!;
    const routes = resourcesOfType(realtime, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    expect(routes.map((r) => r.RouteKey).sort()).toEqual([...websocket.routes].sort());
    const fnId = functionLogicalId(realtime, 'sia-dev-realtime-websocket');
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      IntegrationUri: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([{ 'Fn::GetAtt': [fnId, 'Arn'] }])] }),
    });
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      Name: 'sia-dev-realtime',
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
  });

  it('leaves $connect without an API Gateway authorizer because the function redeems a one-use ticket: no user pool', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect', AuthorizationType: 'NONE' });
    const env = resourcesOfType(realtime, 'AWS::Lambda::Function').find(
      ([, fn]) => fn.Properties.FunctionName === 'sia-dev-realtime-websocket',
    )![1].Properties.Environment.Variables;
    expect(Object.keys(env)).not.toContain('USER_POOL_ID');
    const actions = allowedActions(functionPolicyStatements(realtime, 'sia-dev-realtime-websocket'));
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
    // The ticket is redeemed with a conditional DeleteItem.
    expect(actions).toContain('dynamodb:DeleteItem');
  });

  it('names the stage like the console WebSocket path, with access logs and throttling', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'sia-equipment-websocket',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
    });
    realtime.hasResourceProperties('AWS::ApiGateway::Account', { CloudWatchRoleArn: Match.anyValue() });
  });

  it('writes gateway telemetry with the catalogue SQL to the telemetry stream only, errors to a log group', () => {
    const [[streamId]] = resourcesOfType(realtime, 'AWS::Kinesis::Stream');
    const [[, rule]] = resourcesOfType(realtime, 'AWS::IoT::TopicRule').filter(
      ([, r]) => r.Properties.RuleName === 'sia_dev_telemetry',
    );
    const payload = rule.Properties.TopicRulePayload;
    expect(payload).toMatchObject({ Sql: telemetryRuleSql, AwsIotSqlVersion: '2016-03-23', RuleDisabled: false });
    expect(payload.ErrorAction).toEqual({
      CloudwatchLogs: { LogGroupName: expect.anything(), RoleArn: expect.anything() },
    });
    expect(payload.Actions).toEqual([
      {
        Kinesis: {
          StreamName: { Ref: streamId },
          PartitionKey: telemetryPartitionKey,
          RoleArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] },
        },
      },
    ]);
    expect(telemetryPartitionKey).toBe('${topic(3)}');
    // The action's role may put records on this stream and do nothing else.
    const roleId = payload.Actions[0].Kinesis.RoleArn['Fn::GetAtt'][0];
    const statements = resourcesOfType(realtime, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
    expect(statements).toEqual([
      { Effect: 'Allow', Action: 'kinesis:PutRecord', Resource: { 'Fn::GetAtt': [streamId, 'Arn'] } },
    ]);
    expect(realtime.findResources('AWS::IAM::Role')[roleId].Properties).not.toHaveProperty('Policies');
  });

  it('invokes no function from the telemetry topic: the stream consumers replace the per-message rules', () => {
    const rules = resourcesOfType(realtime, 'AWS::IoT::TopicRule').map(([, r]) => r.Properties);
    expect(rules.map((r) => r.RuleName).sort()).toEqual([
      'sia_dev_command_reply',
      'sia_dev_presence',
      'sia_dev_telemetry',
    ]);
    const consumerIds = ['sia-dev-telemetry-ingest', 'sia-dev-data-push'].map((name) =>
      functionLogicalId(realtime, name),
    );
    for (const rule of rules) {
      for (const id of consumerIds) expect(JSON.stringify(rule)).not.toContain(id);
    }
    const iotInvokes = resourcesOfType(realtime, 'AWS::Lambda::Permission')
      .map(([, p]) => p.Properties)
      .filter((p) => p.Principal === 'iot.amazonaws.com');
    for (const id of consumerIds) expect(JSON.stringify(iotInvokes)).not.toContain(id);
  });

  it('forwards every client lifecycle event to equipment-presence, which may only read and write the table', () => {
    const fnId = functionLogicalId(realtime, 'sia-dev-equipment-presence');
    realtime.hasResourceProperties('AWS::IoT::TopicRule', {
      RuleName: 'sia_dev_presence',
      TopicRulePayload: Match.objectLike({
        Sql: presenceRuleSql,
        Actions: [{ Lambda: { FunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] } } }],
        ErrorAction: { CloudwatchLogs: { LogGroupName: Match.anyValue(), RoleArn: Match.anyValue() } },
      }),
    });
    realtime.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'iot.amazonaws.com',
      SourceArn: Match.objectLike({
        'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':rule/sia_dev_presence$')])],
      }),
    });
    expect(presenceRuleSql).toBe("SELECT * FROM '$aws/events/presence/+/+'");
  });

  it('forwards command replies with the catalogue SQL to equipment-command-reply', () => {
    const fnId = functionLogicalId(realtime, 'sia-dev-equipment-command-reply');
    realtime.hasResourceProperties('AWS::IoT::TopicRule', {
      RuleName: 'sia_dev_command_reply',
      TopicRulePayload: Match.objectLike({
        Sql: commandReplyRuleSql,
        Actions: [{ Lambda: { FunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] } } }],
      }),
    });
    expect(commandReplyRuleSql).toContain("FROM 'sia/equipment/+/cmd/reply'");
  });

  it('alarms the operators when any topic rule fails to deliver to its action (counted from its error log group)', () => {
    const ruleNames = resourcesOfType(realtime, 'AWS::IoT::TopicRule').map(([, rule]) => rule.Properties.RuleName);
    expect(ruleNames).toHaveLength(3);
    for (const ruleName of ruleNames) {
      realtime.hasResourceProperties('AWS::Logs::MetricFilter', {
        LogGroupName: Match.anyValue(),
        // CDK's `exists`: a string wildcard match on the field every error message carries.
        FilterPattern: '{ $.ruleName = "*" }',
        MetricTransformations: [
          Match.objectLike({ MetricNamespace: 'SIA/IoTRules', MetricName: 'ActionFailures', MetricValue: '1' }),
        ],
      });
      realtime.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `${ruleName}-action-failures`,
        Namespace: 'SIA/IoTRules',
        MetricName: 'ActionFailures',
        Dimensions: [{ Name: 'RuleName', Value: ruleName }],
        Statistic: 'Sum',
        Threshold: 1,
        AlarmActions: Match.anyValue(),
      });
    }
  });
});

describe('telemetry stream', () => {
  const [[streamId, stream]] = resourcesOfType(realtime, 'AWS::Kinesis::Stream');
  const consumers = functionCatalogue.filter((d) => d.kind === 'stream-consumer');

  it('is one provisioned stream with the stage name and shard count, a day of retention and SSE (aws/kinesis key)', () => {
    expect(stream.Properties).toMatchObject({
      Name: 'sia-dev-telemetry',
      ShardCount: dev.config.telemetryShards,
      StreamModeDetails: { StreamMode: 'PROVISIONED' },
      RetentionPeriodHours: 24,
      StreamEncryption: { EncryptionType: 'KMS', KeyId: 'alias/aws/kinesis' },
    });
    expect(dev.config.telemetryShards).toBe(1);
  });

  it('has four shards and is retained on prod, deleted with the stack on dev', () => {
    const [[, prodStream]] = resourcesOfType(synthStage('prod').template('realtime'), 'AWS::Kinesis::Stream');
    expect(prodStream).toMatchObject({
      Properties: { Name: 'sia-prod-telemetry', ShardCount: 4 },
      DeletionPolicy: 'Retain',
    });
    expect(stream).toMatchObject({ DeletionPolicy: 'Delete' });
  });

  it('alarms the operators when writes to it are throttled', () => {
    realtime.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'sia-dev-telemetry-write-throttled',
      MetricName: 'WriteProvisionedThroughputExceeded',
      Namespace: 'AWS/Kinesis',
      Statistic: 'Sum',
      Threshold: 1,
      AlarmActions: Match.anyValue(),
    });
  });

  it('is consumed by telemetry-ingest and data-push', () => {
    expect(consumers.map((d) => d.id).sort()).toEqual(['data-push', 'telemetry-ingest']);
  });

  it('feeds the live path through an enhanced fan-out consumer of its own; data-push polls', () => {
    expect(Object.fromEntries(consumers.map((d) => [d.id, d.stream!.delivery]))).toEqual({
      'telemetry-ingest': 'enhanced-fan-out',
      'data-push': 'polling',
    });
    const fanOutConsumers = resourcesOfType(realtime, 'AWS::Kinesis::StreamConsumer');
    expect(fanOutConsumers.map(([, consumer]) => consumer.Properties)).toEqual([
      expect.objectContaining({
        ConsumerName: 'sia-dev-telemetry-ingest',
        StreamARN: { 'Fn::GetAtt': [streamId, 'Arn'] },
      }),
    ]);
    // Only the ingest may subscribe to it; data-push reads with GetRecords on the stream alone.
    const [[consumerId]] = fanOutConsumers;
    const subscribers = ['telemetry-ingest', 'data-push'].filter((id) =>
      resourcesFor(functionPolicyStatements(realtime, `sia-dev-${id}`), 'kinesis:SubscribeToShard').includes(
        JSON.stringify({ 'Fn::GetAtt': [consumerId, 'ConsumerARN'] }),
      ),
    );
    expect(subscribers).toEqual(['telemetry-ingest']);
  });

  it.each(consumers.map((d) => [d.id, d] as const))(
    '%s: reads it in ordered batches with partial batch responses, failed batches to its own encrypted DLQ',
    (id, definition) => {
      const fnId = functionLogicalId(realtime, `sia-dev-${id}`);
      const mappings = resourcesOfType(realtime, 'AWS::Lambda::EventSourceMapping')
        .map(([, m]) => m.Properties)
        .filter((m) => m.FunctionName.Ref === fnId);
      expect(mappings).toHaveLength(1);
      const [mapping] = mappings;
      const fanOut = definition.stream!.delivery === 'enhanced-fan-out';
      const [fanOutConsumer] = resourcesOfType(realtime, 'AWS::Kinesis::StreamConsumer').filter(
        ([, consumer]) => consumer.Properties.ConsumerName === `sia-dev-${id}`,
      );
      expect(!!fanOutConsumer).toBe(fanOut);
      const source = fanOut
        ? { 'Fn::GetAtt': [fanOutConsumer[0], 'ConsumerARN'] }
        : { 'Fn::GetAtt': [streamId, 'Arn'] };
      expect(mapping).toMatchObject({
        EventSourceArn: source,
        StartingPosition: 'LATEST',
        BatchSize: definition.stream!.batchSize,
        MaximumRetryAttempts: definition.stream!.retryAttempts,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        MaximumRecordAgeInSeconds: 3600,
        ParallelizationFactor: 1,
      });
      const queueId = mapping.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
      expect(realtime.findResources('AWS::SQS::Queue')[queueId].Properties).toMatchObject({
        QueueName: `sia-dev-${id}-dlq`,
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 24 * 3600,
      });
      realtime.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: Match.objectLike({
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        }),
      });
      // Stream reads (and subscribing to its own fan-out consumer) and dead-letter sends are limited to this stream,
      // that consumer and this consumer's queue.
      const statements = functionPolicyStatements(realtime, `sia-dev-${id}`);
      expect(resourcesFor(statements, 'kinesis:').sort()).toEqual(
        [{ 'Fn::GetAtt': [streamId, 'Arn'] }, ...(fanOut ? [source] : [])].map((r) => JSON.stringify(r)).sort(),
      );
      expect(resourcesFor(statements, 'sqs:')).toEqual([JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] })]);
      expect(allowedActions(statements).filter((a) => a.startsWith('kinesis:Put'))).toEqual([]);
    },
  );

  it.each(consumers.map((d) => [d.id] as const))(
    '%s: alarms when it falls a minute behind and when a batch is dead-lettered',
    (id) => {
      realtime.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `sia-dev-${id}-iterator-age`,
        Namespace: 'AWS/Lambda',
        MetricName: 'IteratorAge',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionLogicalId(realtime, `sia-dev-${id}`) } }],
        Statistic: 'Maximum',
        Threshold: 60_000,
        AlarmActions: Match.anyValue(),
      });
      realtime.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `sia-dev-${id}-dlq`,
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Statistic: 'Maximum',
        Threshold: 1,
        AlarmActions: Match.anyValue(),
      });
    },
  );
});

describe('pipeline stack', () => {
  const [[, machine]] = resourcesOfType(pipeline, 'AWS::StepFunctions::StateMachine');
  const pipelineFnId = functionLogicalId(pipeline, 'sia-dev-pipeline');

  it('is a STANDARD state machine with full logging and X-Ray tracing', () => {
    expect(machine.Properties.StateMachineName).toBe('sia-dev-chain-runner');
    expect(machine.Properties.StateMachineType).toBe('STANDARD');
    expect(machine.Properties.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
  });

  it('runs modules one at a time (Map, MaxConcurrency 1) through the pipeline function ARN', () => {
    const definition = JSON.parse(machine.Properties.DefinitionString as string);
    expect(definition.States.RunModules).toMatchObject({ Type: 'Map', MaxConcurrency: 1 });
    expect(definition.States.RunModules.ItemProcessor.States.RunModule.Parameters.FunctionName).toBe(
      '${PipelineFunctionArn}',
    );
    expect(machine.Properties.DefinitionSubstitutions).toEqual({
      PipelineFunctionArn: { 'Fn::GetAtt': [pipelineFnId, 'Arn'] },
    });
  });

  it('may invoke only the pipeline function', () => {
    const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0];
    const invokes = resourcesOfType(pipeline, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .filter((s: { Action: string | string[] }) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invokes.map((s: { Resource: unknown }) => s.Resource)).toEqual([{ 'Fn::GetAtt': [pipelineFnId, 'Arn'] }]);
  });

  it('gives api-bigdata CHAIN_RUNNER_ARN and states:StartExecution on that state machine only', () => {
    const api = dev.template('api');
    const bigdata = resourcesOfType(api, 'AWS::Lambda::Function').find(
      ([, fn]) => fn.Properties.FunctionName === 'sia-dev-api-bigdata',
    )![1];
    const arn = JSON.stringify(bigdata.Properties.Environment.Variables.CHAIN_RUNNER_ARN);
    expect(arn).toContain('sia-dev-pipeline');
    const start = functionPolicyStatements(api, 'sia-dev-api-bigdata').filter(
      (s) => s.Action === 'states:StartExecution',
    );
    expect(start.map((s) => JSON.stringify(s.Resource))).toEqual([arn]);
  });
});

describe('message fan-out', () => {
  const [[, machine]] = resourcesOfType(realtime, 'AWS::StepFunctions::StateMachine');
  const fanoutFnId = functionLogicalId(realtime, 'sia-dev-message-fanout');

  it('is a STANDARD state machine with full logging and X-Ray tracing that may invoke only the fan-out function', () => {
    expect(machine.Properties.StateMachineName).toBe('sia-dev-message-fanout');
    expect(machine.Properties.StateMachineType).toBe('STANDARD');
    expect(machine.Properties.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0];
    const invokes = resourcesOfType(realtime, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .filter((s: { Action: string | string[] }) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invokes.map((s: { Resource: unknown }) => s.Resource)).toEqual([{ 'Fn::GetAtt': [fanoutFnId, 'Arn'] }]);
  });

  it('alarms the operators when a fan-out execution fails after its retries', () => {
    realtime.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'sia-dev-message-fanout-executions-failed',
      MetricName: 'ExecutionsFailed',
      Namespace: 'AWS/States',
      Threshold: 1,
      AlarmActions: Match.anyValue(),
    });
  });
});
