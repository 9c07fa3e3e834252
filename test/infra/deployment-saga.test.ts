import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { deploymentSagaDefinition } from '../../infra/definitions/deployment-saga-definition.js';
import {
  allowedActions,
  functionLogicalId,
  functionPolicyStatements,
  invokedFunctions,
  resourcesFor,
  resourcesOfType,
  synthStage,
} from './support/synth.js';

const dev = synthStage('dev');
const api = dev.template('api');
const [[, machine]] = resourcesOfType(api, 'AWS::StepFunctions::StateMachine').filter(
  ([, resource]) => resource.Properties.StateMachineName === 'sia-dev-deployment-saga',
);
const taskFnId = functionLogicalId(api, 'sia-dev-deployment-saga');
const task = functionPolicyStatements(api, 'sia-dev-deployment-saga');
const tenant = functionPolicyStatements(api, 'sia-dev-api-tenant');
const serialised = (statements: Parameters<typeof allowedActions>[0], prefix: string) =>
  resourcesFor(statements, prefix).join();

describe('the deployment saga in AWS', () => {
  it('is a STANDARD state machine running the shared ASL with full logging and X-Ray', () => {
    expect(machine.Properties.StateMachineType).toBe('STANDARD');
    expect(machine.Properties.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
    expect(JSON.parse(machine.Properties.DefinitionString)).toEqual(deploymentSagaDefinition());
    expect(machine.Properties.DefinitionSubstitutions).toEqual({
      DeploymentSagaFunctionArn: { 'Fn::GetAtt': [taskFnId, 'Arn'] },
    });
  });

  it('gives every task a timeout and a retrier, and compensates every step after the charge', () => {
    const states = deploymentSagaDefinition().States as Record<string, Record<string, unknown>>;
    const tasks = Object.entries(states).filter(([, state]) => state.Type === 'Task');
    expect(tasks.map(([name]) => name).sort()).toEqual(
      [
        'Charge',
        'CheckHealth',
        'Compensate',
        'MarkRunning',
        'Record',
        'Refuse',
        'Reserve',
        'ReturnToPrevious',
        'Start',
      ].sort(),
    );
    for (const [name, state] of tasks) {
      expect(state.TimeoutSeconds, name).toBeGreaterThan(0);
      expect((state.Retry as unknown[]).length, name).toBeGreaterThan(0);
      expect((state.Catch as unknown[]).length, name).toBeGreaterThan(0);
    }
    const next = (name: string) => (states[name].Catch as { Next: string }[]).map((c) => c.Next);
    expect(next('Record')).toEqual(['Compensate']);
    expect(next('Start')).toEqual(['AfterFailure']);
    expect(next('CheckHealth')).toEqual(['AfterFailure']);
  });

  it('may invoke only its task function and alarms the operators when an execution fails', () => {
    expect(invokedFunctions(api, machine)).toEqual([{ 'Fn::GetAtt': [taskFnId, 'Arn'] }]);
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'sia-dev-deployment-saga-executions-failed',
      MetricName: 'ExecutionsFailed',
      Namespace: 'AWS/States',
      AlarmActions: Match.anyValue(),
    });
  });

  it('gives the task the table and the stage’s own secrets, never a Scan, never another state machine', () => {
    expect(serialised(task, 'secretsmanager:')).toMatch(/secret:sia\/dev\/\*/);
    expect(allowedActions(task)).not.toContain('dynamodb:Scan');
    expect(allowedActions(task).filter((action) => action.startsWith('states:'))).toEqual([]);
  });

  it('lets api-tenant start the saga and describe only its executions', () => {
    expect(serialised(tenant, 'states:StartExecution')).toMatch(/stateMachine:sia-dev-deployment-saga"/);
    expect(serialised(tenant, 'states:DescribeExecution')).toMatch(/execution:sia-dev-deployment-saga:\*"/);
    expect(
      allowedActions(tenant)
        .filter((action) => action.startsWith('states:'))
        .sort(),
    ).toEqual(['states:DescribeExecution', 'states:StartExecution']);
  });
});
