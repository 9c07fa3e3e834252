import { describe, expect, it } from 'vitest';
import {
  functionPolicyStatements,
  resourcesFor,
  resourcesOfType,
  synthStage,
  unacknowledgedNagFindings,
} from './support/synth.js';

const dev = synthStage('dev');
const api = dev.template('api');
const statements = functionPolicyStatements(api, 'sia-dev-api-equipment');
const flat = (value: unknown) => JSON.stringify(value);

describe('equipment certificates in AWS', () => {
  it('lets api-equipment create keys and certificates, the only IoT call IAM cannot scope', () => {
    expect(resourcesFor(statements, 'iot:CreateKeysAndCertificate')).toEqual(['"*"']);
  });

  it('scopes certificate updates to certificates and policies to the stage’s per-gateway policies', () => {
    const updates = resourcesFor(statements, 'iot:UpdateCertificate').join();
    expect(updates).toMatch(/:cert\/\*/);
    expect(updates).not.toMatch(/"\*"/);
    for (const action of ['iot:CreatePolicy', 'iot:AttachPolicy', 'iot:DetachPolicy']) {
      const resources = resourcesFor(statements, action).join();
      expect(resources, action).toMatch(/:policy\/sia-dev-gateway-\*/);
      expect(resources, action).not.toMatch(/"\*"/);
    }
    // No broader IoT control-plane rights: no policy deletion, no certificate deletion or transfer.
    expect(flat(statements)).not.toMatch(/iot:(DeletePolicy|DeleteCertificate|TransferCertificate|\*)/);
  });

  it('reads the sealing secret through the Parameters and Secrets extension, with its ARN in the environment', () => {
    const secrets = resourcesOfType(api, 'AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    const [secretId] = secrets[0]!;
    expect(resourcesFor(statements, 'secretsmanager:GetSecretValue').join()).toContain(secretId);
    const equipment = resourcesOfType(api, 'AWS::Lambda::Function')
      .map(([, fn]) => fn.Properties)
      .find((props) => props.FunctionName === 'sia-dev-api-equipment')!;
    expect(equipment.Environment.Variables.IOT_POLICY_PREFIX).toBe('sia-dev-gateway-');
    expect(flat(equipment.Environment.Variables.CERTIFICATE_SEALING_SECRET_ARN)).toContain(secretId);
    expect(flat(equipment.Layers)).toContain('AWS-Parameters-and-Secrets-Lambda-Extension');
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(unacknowledgedNagFindings(dev)).toEqual([]);
  });
});
