import { describe, expect, it } from 'vitest';
import { functionCatalogue } from '../../infra/definitions/function-catalogue.js';
import {
  allowedActions,
  functionPolicyStatements,
  resourcesFor,
  resourcesOfType,
  synthStage,
  unacknowledgedNagFindings,
} from './support/synth.js';

const dev = synthStage('dev');
const api = dev.template('api');
const expiry = functionPolicyStatements(api, 'sia-dev-equipment-certificate-expiry');
const equipment = functionPolicyStatements(api, 'sia-dev-api-equipment');
const iotActions = (statements: Parameters<typeof allowedActions>[0]) =>
  allowedActions(statements)
    .filter((action) => action.startsWith('iot:'))
    .sort();

describe('the certificate validity run in AWS', () => {
  it('runs every hour from an EventBridge rule', () => {
    expect(functionCatalogue.find((f) => f.id === 'equipment-certificate-expiry')).toMatchObject({
      kind: 'scheduled',
      scheduleMinutes: 60,
    });
    api.hasResourceProperties('AWS::Events::Rule', {
      Name: 'sia-dev-equipment-certificate-expiry',
      ScheduleExpression: 'rate(1 hour)',
    });
  });

  it('may only deactivate certificates, detach the gateways’ policies and end sessions: no issuing, no keys', () => {
    expect(iotActions(expiry)).toEqual(
      ['iot:DeleteConnection', 'iot:DescribeCertificate', 'iot:DetachPolicy', 'iot:UpdateCertificate'].sort(),
    );
    expect(resourcesFor(expiry, 'iot:UpdateCertificate').join()).toMatch(/:cert\/\*/);
    const detach = resourcesFor(expiry, 'iot:DetachPolicy').join();
    expect(detach).toMatch(/:policy\/sia-dev-gateway-\*/);
    expect(resourcesFor(expiry, 'iot:DeleteConnection').join()).toMatch(/:client\/\*/);
    for (const action of ['iot:', 'secretsmanager:'])
      expect(resourcesFor(expiry, action).join(), action).not.toMatch(/"\*"/);
    expect(allowedActions(expiry).some((action) => action.startsWith('secretsmanager:'))).toBe(false);
    const fn = resourcesOfType(api, 'AWS::Lambda::Function')
      .map(([, resource]) => resource.Properties)
      .find((props) => props.FunctionName === 'sia-dev-equipment-certificate-expiry')!;
    expect(Object.keys(fn.Environment.Variables)).not.toContain('CERTIFICATE_SEALING_SECRET_ARN');
    expect(fn.Environment.Variables).toMatchObject({ IOT_POLICY_PREFIX: 'sia-dev-gateway-' });
  });

  it('lets api-equipment look up and end gateway sessions, on client ids only', () => {
    expect(iotActions(equipment)).toEqual(expect.arrayContaining(['iot:DeleteConnection', 'iot:GetConnection']));
    expect(resourcesFor(equipment, 'iot:GetConnection').join()).toMatch(/:client\/\*/);
    expect(resourcesFor(equipment, 'iot:DeleteConnection').join()).not.toMatch(/"\*"/);
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(unacknowledgedNagFindings(dev)).toEqual([]);
  });
});
