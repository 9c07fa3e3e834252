import {
  AttachPolicyCommand,
  CreateKeysAndCertificateCommand,
  CreatePolicyCommand,
  DescribeCertificateCommand,
  DetachPolicyCommand,
  IoTClient,
  UpdateCertificateCommand,
} from '@aws-sdk/client-iot';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  gatewayPolicyDocument,
  iotCoreIssuer,
} from '../../../../../functions/domains/equipment/certificates/iot-core-issuer.js';

// IoT Core's control plane has no local stand-in: the AWS issuer is proved against a mocked client.
const iot = mockClient(IoTClient);
const certificateArn = 'arn:aws:iot:eu-west-1:123456789012:cert/abc123';
process.env.IOT_POLICY_PREFIX = 'sia-test-gateway-';

afterAll(() => iot.restore());
beforeEach(() => {
  iot.reset();
  iot.on(CreateKeysAndCertificateCommand).resolves({
    certificateId: 'abc123',
    certificateArn,
    certificatePem: '-----BEGIN CERTIFICATE-----\n…',
    keyPair: { PrivateKey: '-----BEGIN RSA PRIVATE KEY-----\n…', PublicKey: '…' },
  });
  iot.on(DescribeCertificateCommand).resolves({ certificateDescription: { certificateArn } });
});

const request = {
  certifyId: 'cert-1',
  gatewayId: 'gw-1',
  notBefore: new Date('2026-01-01T00:00:00Z'),
  notAfter: new Date('2026-12-31T23:59:59Z'),
};

describe('the IoT Core issuer', () => {
  it("creates an active certificate and the gateway's own policy, and attaches it", async () => {
    const issued = await iotCoreIssuer().issue(request);
    expect(issued).toMatchObject({
      certificateId: 'abc123',
      privateKeyPem: expect.stringContaining('PRIVATE KEY'),
      caCertificatePem: expect.stringContaining('BEGIN CERTIFICATE'),
      notAfter: '2026-12-31T23:59:59.000Z',
    });
    expect(iot.commandCalls(CreateKeysAndCertificateCommand)[0]!.args[0].input).toEqual({ setAsActive: true });
    const policy = iot.commandCalls(CreatePolicyCommand)[0]!.args[0].input;
    expect(policy.policyName).toBe('sia-test-gateway-gw-1');
    expect(JSON.parse(policy.policyDocument!)).toEqual(
      JSON.parse(gatewayPolicyDocument('eu-west-1', '123456789012', 'gw-1')),
    );
    expect(iot.commandCalls(AttachPolicyCommand)[0]!.args[0].input).toEqual({
      policyName: 'sia-test-gateway-gw-1',
      target: certificateArn,
    });
  });

  it('reuses the policy a gateway had for an earlier certificate', async () => {
    iot.on(CreatePolicyCommand).rejects(Object.assign(new Error('exists'), { name: 'ResourceAlreadyExistsException' }));
    await iotCoreIssuer().issue(request);
    expect(iot.commandCalls(AttachPolicyCommand)).toHaveLength(1);
  });

  it('fails the issue on any other policy error', async () => {
    iot.on(CreatePolicyCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(iotCoreIssuer().issue(request)).rejects.toThrow('denied');
  });

  it('revokes a destroyed certificate and detaches its policy', async () => {
    await iotCoreIssuer().revoke({ certificateId: 'abc123', gatewayId: 'gw-1' });
    expect(iot.commandCalls(UpdateCertificateCommand)[0]!.args[0].input).toEqual({
      certificateId: 'abc123',
      newStatus: 'REVOKED',
    });
    expect(iot.commandCalls(DetachPolicyCommand)[0]!.args[0].input).toEqual({
      policyName: 'sia-test-gateway-gw-1',
      target: certificateArn,
    });
  });

  it('deactivates the certificate of a stopped gateway or an ended term and detaches its policy', async () => {
    await iotCoreIssuer().deactivate({ certificateId: 'abc123', gatewayId: 'gw-1' });
    expect(iot.commandCalls(UpdateCertificateCommand)[0]!.args[0].input).toEqual({
      certificateId: 'abc123',
      newStatus: 'INACTIVE',
    });
    expect(iot.commandCalls(DetachPolicyCommand)[0]!.args[0].input).toEqual({
      policyName: 'sia-test-gateway-gw-1',
      target: certificateArn,
    });
  });

  it('runs again without changing anything: no status update it has, none after REVOKED, a detached policy stays so', async () => {
    iot
      .on(DetachPolicyCommand)
      .rejects(Object.assign(new Error('not attached'), { name: 'ResourceNotFoundException' }));
    iot.on(DescribeCertificateCommand).resolves({ certificateDescription: { certificateArn, status: 'REVOKED' } });
    await iotCoreIssuer().revoke({ certificateId: 'abc123', gatewayId: 'gw-1' });
    await iotCoreIssuer().deactivate({ certificateId: 'abc123', gatewayId: 'gw-1' });
    iot.on(DescribeCertificateCommand).resolves({ certificateDescription: { certificateArn, status: 'INACTIVE' } });
    await iotCoreIssuer().deactivate({ certificateId: 'abc123', gatewayId: 'gw-1' });
    expect(iot.commandCalls(UpdateCertificateCommand)).toHaveLength(0);
    await iotCoreIssuer().revoke({ certificateId: 'abc123', gatewayId: 'gw-1' });
    expect(iot.commandCalls(UpdateCertificateCommand).map((call) => call.args[0].input.newStatus)).toEqual(['REVOKED']);
  });

  it('fails on any other detach error, so the caller keeps the certificate', async () => {
    iot.on(DetachPolicyCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(iotCoreIssuer().revoke({ certificateId: 'abc123', gatewayId: 'gw-1' })).rejects.toThrow('denied');
  });
});

describe('a gateway policy', () => {
  it('allows only its own client id and its own topics', () => {
    const statements = JSON.parse(gatewayPolicyDocument('eu-west-1', '1', 'gw-1')).Statement;
    expect(statements).toEqual([
      { Effect: 'Allow', Action: 'iot:Connect', Resource: 'arn:aws:iot:eu-west-1:1:client/gw-1' },
      {
        Effect: 'Allow',
        Action: ['iot:Publish', 'iot:Receive'],
        Resource: 'arn:aws:iot:eu-west-1:1:topic/sia/equipment/gw-1/*',
      },
      {
        Effect: 'Allow',
        Action: 'iot:Subscribe',
        Resource: 'arn:aws:iot:eu-west-1:1:topicfilter/sia/equipment/gw-1/*',
      },
    ]);
  });
});
