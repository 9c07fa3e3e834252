import { rootCertificates } from 'node:tls';
import { X509Certificate } from 'node:crypto';
import { iot } from '../../../lib/clients/iot.js';
import { withClient } from '../../../lib/clients/lazy-client.js';
import { requireEnv } from '../../../lib/env.js';
import type { CertificateIssuer, IssuedCertificate, IssueRequest } from './issuer.js';

/**
 * The IoT Core policy of one gateway: connect only as its own client id, publish, receive and subscribe only on
 * `sia/equipment/{gatewayId}/…` (what the local broker's TLS listener enforces too).
 */
export function gatewayPolicyDocument(region: string, account: string, gatewayId: string): string {
  const arn = (resource: string) => `arn:aws:iot:${region}:${account}:${resource}`;
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: 'iot:Connect', Resource: arn(`client/${gatewayId}`) },
      {
        Effect: 'Allow',
        Action: ['iot:Publish', 'iot:Receive'],
        Resource: arn(`topic/sia/equipment/${gatewayId}/*`),
      },
      { Effect: 'Allow', Action: 'iot:Subscribe', Resource: arn(`topicfilter/sia/equipment/${gatewayId}/*`) },
    ],
  });
}

/** The policy name of a gateway: the stage's prefix (`IOT_POLICY_PREFIX`, which the CDK grant is scoped to) + its GUID. */
const policyName = (gatewayId: string) => `${requireEnv('IOT_POLICY_PREFIX')}${gatewayId}`;

/** Amazon Root CA 1, which signs IoT Core's endpoints: the CA a gateway trusts (Node carries it). */
function amazonRootCa(): string {
  return rootCertificates.find((pem) => new X509Certificate(pem).subject.includes('CN=Amazon Root CA 1')) ?? '';
}

/** IoT Core's account id and region from a certificate ARN (`arn:aws:iot:{region}:{account}:cert/{id}`). */
const arnParts = (arn: string) => {
  const [, , , region, account] = arn.split(':');
  return { region: region!, account: account! };
};

/**
 * Takes a gateway's certificate out of use: its status set to `status` unless it has it already (a revoked one stays
 * revoked: nothing follows REVOKED), and the gateway's policy detached unless it is detached already, so a flow that
 * failed half-way runs again.
 */
async function retire(
  certificate: { certificateId: string; gatewayId: string },
  status: 'REVOKED' | 'INACTIVE',
): Promise<void> {
  await withClient(iot, async (client, sdk) => {
    const { certificateDescription } = await client.send(
      new sdk.DescribeCertificateCommand({ certificateId: certificate.certificateId }),
    );
    const current = certificateDescription!.status;
    if (current !== status && current !== 'REVOKED')
      await client.send(
        new sdk.UpdateCertificateCommand({ certificateId: certificate.certificateId, newStatus: status }),
      );
    try {
      await client.send(
        new sdk.DetachPolicyCommand({
          policyName: policyName(certificate.gatewayId),
          target: certificateDescription!.certificateArn!,
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    }
  });
}

/**
 * The AWS issuer: IoT Core creates the key pair and the certificate (CreateKeysAndCertificate, active), the
 * gateway's own policy is created once and attached to it; a passed destroy revokes the certificate and detaches
 * the policy, a stop or the end of its validity term sets it INACTIVE and detaches the policy. IoT Core signs with its own CA, so the validity term the registration asks for
 * is recorded on the certificate record, not in the certificate.
 */
export function iotCoreIssuer(): CertificateIssuer {
  return {
    async issue(request: IssueRequest): Promise<IssuedCertificate> {
      return withClient(iot, async (client, sdk) => {
        const created = await client.send(new sdk.CreateKeysAndCertificateCommand({ setAsActive: true }));
        const { region, account } = arnParts(created.certificateArn!);
        const name = policyName(request.gatewayId);
        try {
          await client.send(
            new sdk.CreatePolicyCommand({
              policyName: name,
              policyDocument: gatewayPolicyDocument(region, account, request.gatewayId),
            }),
          );
        } catch (error) {
          // The gateway had a certificate before: its policy stays and serves the new one.
          if ((error as Error).name !== 'ResourceAlreadyExistsException') throw error;
        }
        await client.send(new sdk.AttachPolicyCommand({ policyName: name, target: created.certificateArn! }));
        return {
          certificateId: created.certificateId!,
          certificatePem: created.certificatePem!,
          privateKeyPem: created.keyPair!.PrivateKey!,
          caCertificatePem: amazonRootCa(),
          notAfter: request.notAfter.toISOString(),
        };
      });
    },
    revoke: (certificate) => retire(certificate, 'REVOKED'),
    deactivate: (certificate) => retire(certificate, 'INACTIVE'),
  };
}
