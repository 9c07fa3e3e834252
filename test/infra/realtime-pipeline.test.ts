import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import {
  commandReplyRuleSql,
  functionCatalogue,
  presenceRuleSql,
  telemetryRuleSql,
} from '../../infra/definitions/function-catalogue.js';
import { functionLogicalId, functionPolicyStatements, resourcesOfType, synthStage } from './support/synth.js';

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

  it('leaves $connect without an API Gateway authorizer because the function verifies the query-string token', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect', AuthorizationType: 'NONE' });
    const env = resourcesOfType(realtime, 'AWS::Lambda::Function').find(
      ([, fn]) => fn.Properties.FunctionName === 'sia-dev-realtime-websocket',
    )![1].Properties.Environment.Variables;
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['USER_POOL_ID', 'USER_POOL_CLIENT_ID']));
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

  it('forwards gateway telemetry with the catalogue SQL to telemetry-ingest, errors to a log group', () => {
    const fnId = functionLogicalId(realtime, 'sia-dev-telemetry-ingest');
    realtime.hasResourceProperties('AWS::IoT::TopicRule', {
      RuleName: 'sia_dev_telemetry',
      TopicRulePayload: Match.objectLike({
        Sql: telemetryRuleSql,
        AwsIotSqlVersion: '2016-03-23',
        RuleDisabled: false,
        Actions: [{ Lambda: { FunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] } } }],
        ErrorAction: { CloudwatchLogs: { LogGroupName: Match.anyValue(), RoleArn: Match.anyValue() } },
      }),
    });
    realtime.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'iot.amazonaws.com',
      SourceArn: Match.objectLike({
        'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':rule/sia_dev_telemetry$')])],
      }),
    });
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
