import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  functionPolicyStatements,
  resourcesFor,
  resourcesOfType,
  synthStage,
} from './support/synth.js';

const dev = synthStage('dev');
const api = dev.template('api');

describe('the platform resource monitor and the audit log', () => {
  it('reads CloudWatch with GetMetricData only (no resource-level permission exists for it)', () => {
    const statements = functionPolicyStatements(api, 'sia-dev-api-console');
    expect(allowedActions(statements).filter((action) => action.startsWith('cloudwatch:'))).toEqual([
      'cloudwatch:GetMetricData',
    ]);
    expect(resourcesFor(statements, 'cloudwatch:')).toEqual([JSON.stringify('*')]);
  });

  it('names what it reads: every API prefix function, the state machines, the telemetry stream and the table', () => {
    const fn = resourcesOfType(api, 'AWS::Lambda::Function').find(
      ([, props]) => props.Properties.FunctionName === 'sia-dev-api-console',
    )!;
    const targets = JSON.stringify(fn[1].Properties.Environment.Variables.PLATFORM_METRICS);
    expect(targets).toContain('sia-dev-api-user');
    expect(targets).toContain('sia-dev-api-console');
    expect(targets).toContain(dev.config.names.telemetryStream);
    expect(targets).toContain('sia-dev-deployment-saga');
  });

  it('has every API function alarm when an administrative write could not be audited', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'sia-dev-api-user-AuditWriteFailures',
      Namespace: 'SIA/Operations',
      MetricName: 'AuditWriteFailures',
      Dimensions: [{ Name: 'FunctionName', Value: 'sia-dev-api-user' }],
    });
  });
});
