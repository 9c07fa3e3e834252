import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { certificateRotationDefinition } from '../../infra/definitions/certificate-rotation-definition.js';
import { functionCatalogue } from '../../infra/definitions/function-catalogue.js';
import {
  allowedActions,
  functionLogicalId,
  functionPolicyStatements,
  invokedFunctions,
  resourcesFor,
  resourcesOfType,
  synthStage,
  unacknowledgedNagFindings,
} from './support/synth.js';

const dev = synthStage('dev');
const api = dev.template('api');
const realtime = dev.template('realtime');
const [[, machine]] = resourcesOfType(api, 'AWS::StepFunctions::StateMachine').filter(
  ([, resource]) => resource.Properties.StateMachineName === 'sia-dev-certificate-rotation',
);
const taskFnId = functionLogicalId(api, 'sia-dev-certificate-rotation');
const task = functionPolicyStatements(api, 'sia-dev-certificate-rotation');
const equipment = functionPolicyStatements(api, 'sia-dev-api-equipment');
const presence = functionPolicyStatements(realtime, 'sia-dev-equipment-presence');
const serialised = (statements: Parameters<typeof allowedActions>[0], prefix: string) =>
  resourcesFor(statements, prefix).join();
const environmentOf = (template: typeof api, name: string) =>
  resourcesOfType(template, 'AWS::Lambda::Function')
    .map(([, resource]) => resource.Properties)
    .find((props) => props.FunctionName === name)!.Environment.Variables as Record<string, unknown>;

describe('the certificate rotation in AWS', () => {
  it('is a STANDARD state machine running the shared ASL with full logging and X-Ray', () => {
    expect(machine.Properties.StateMachineType).toBe('STANDARD');
    expect(machine.Properties.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
    expect(JSON.parse(machine.Properties.DefinitionString)).toEqual(certificateRotationDefinition());
    expect(machine.Properties.DefinitionSubstitutions).toEqual({
      CertificateRotationFunctionArn: { 'Fn::GetAtt': [taskFnId, 'Arn'] },
    });
  });

  it('may invoke only its task function', () => {
    expect(invokedFunctions(api, machine)).toEqual([{ 'Fn::GetAtt': [taskFnId, 'Arn'] }]);
  });

  it('alarms the operators when an execution fails (a rollback after a timeout ends as a success)', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'sia-dev-certificate-rotation-executions-failed',
      MetricName: 'ExecutionsFailed',
      Namespace: 'AWS/States',
      Threshold: 1,
      AlarmActions: Match.anyValue(),
    });
  });

  it('gives the task only what its steps need: issue and revoke, the configuration topics, the table, the notices', () => {
    expect(functionCatalogue.find((f) => f.id === 'certificate-rotation')).toMatchObject({
      kind: 'state-machine-task',
    });
    const iot = allowedActions(task).filter((action) => action.startsWith('iot:'));
    expect(iot.sort()).toEqual(
      [
        'iot:AttachPolicy',
        'iot:CreateKeysAndCertificate',
        'iot:CreatePolicy',
        'iot:DescribeCertificate',
        'iot:DetachPolicy',
        'iot:Publish',
        'iot:UpdateCertificate',
      ].sort(),
    );
    // The new certificate goes out on the configuration topics only, never the command topics.
    expect(serialised(task, 'iot:Publish')).toMatch(/topic\/sia\/equipment\/\*\/config"/);
    expect(serialised(task, 'iot:Publish')).not.toMatch(/cmd/);
    expect(allowedActions(task)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^iot:(GetConnection|DeleteConnection)$/)]),
    );
    expect(allowedActions(task).filter((action) => action.startsWith('states:'))).toEqual(['states:StartExecution']);
    expect(serialised(task, 'states:')).toMatch(/MessageFanout/);
    expect(allowedActions(task)).toContain('secretsmanager:GetSecretValue');
    expect(allowedActions(task)).not.toContain('dynamodb:Scan');
    const variables = Object.keys(environmentOf(api, 'sia-dev-certificate-rotation'));
    expect(variables).toEqual(
      expect.arrayContaining(['CERTIFICATE_SEALING_SECRET_ARN', 'IOT_DATA_URL', 'IOT_POLICY_PREFIX', 'TABLE_NAME']),
    );
    expect(variables).not.toContain('CERTIFICATE_ROTATION_ARN');
  });

  it('lets api-equipment start rotations, describe only their executions and end one’s wait (a deleted gateway)', () => {
    expect(serialised(equipment, 'states:StartExecution')).toMatch(/stateMachine:sia-dev-certificate-rotation"/);
    expect(serialised(equipment, 'states:DescribeExecution')).toMatch(/execution:sia-dev-certificate-rotation:\*"/);
    expect(serialised(equipment, 'states:SendTaskSuccess')).toMatch(/stateMachine:sia-dev-certificate-rotation"/);
    expect(
      allowedActions(equipment)
        .filter((action) => action.startsWith('states:'))
        .sort(),
    ).toEqual(['states:DescribeExecution', 'states:SendTaskSuccess', 'states:StartExecution']);
    expect(environmentOf(api, 'sia-dev-api-equipment').CERTIFICATE_ROTATION_ARN).toEqual(
      expect.objectContaining({ 'Fn::Join': expect.anything() }),
    );
  });

  it('lets the presence function answer the rotation’s wait and end sessions, nothing more of either', () => {
    expect(allowedActions(presence).filter((action) => action.startsWith('states:'))).toEqual([
      'states:SendTaskSuccess',
    ]);
    expect(serialised(presence, 'states:SendTaskSuccess')).toMatch(/stateMachine:sia-dev-certificate-rotation"/);
    expect(allowedActions(presence).filter((action) => action.startsWith('iot:'))).toEqual(['iot:DeleteConnection']);
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(unacknowledgedNagFindings(dev)).toEqual([]);
  });
});
