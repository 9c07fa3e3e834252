import { optionalEnv } from '../../../lib/env.js';

/** What issuing a gateway's certificate hands back, once: the key leaves the issuer only here. */
export interface IssuedCertificate {
  /** The issuer's id of the certificate: IoT Core's certificate id, locally the SHA-256 of its DER (the same rule). */
  readonly certificateId: string;
  readonly certificatePem: string;
  readonly privateKeyPem: string;
  /** The CA a gateway trusts for the broker (IoT Core: Amazon Root CA 1; locally the platform CA). */
  readonly caCertificatePem: string;
  /** The end of the certificate's validity, ISO. */
  readonly notAfter: string;
}

/** A request to issue: the certificate record, the gateway it binds to and the validity asked for. */
export interface IssueRequest {
  readonly certifyId: string;
  readonly gatewayId: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

/**
 * Issues and withdraws gateways' X.509 client certificates. Two implementations, chosen by the environment
 * (`certificateIssuer()`): IoT Core's certificate APIs in AWS, the platform CA in the local data directory locally.
 */
export interface CertificateIssuer {
  /** Issues a client certificate whose only rights are the gateway's own client id and topics. */
  issue(request: IssueRequest): Promise<IssuedCertificate>;
  /**
   * A passed destroy or a deleted gateway: the certificate is revoked for good and loses the gateway's policy. Doing
   * it again changes nothing, so a flow that failed after it may run again.
   */
  revoke(certificate: { certificateId: string; gatewayId: string }): Promise<void>;
  /**
   * The gateway was stopped or the certificate's validity term ended: the certificate stops being accepted (IoT Core:
   * INACTIVE, the gateway's policy detached; locally the broker checks the records). Doing it again changes nothing.
   */
  deactivate(certificate: { certificateId: string; gatewayId: string }): Promise<void>;
}

let chosen: Promise<CertificateIssuer> | undefined;

/**
 * The stage's issuer: the local platform CA when `PLATFORM_CA_DIR` names its directory (the local stack sets it),
 * else IoT Core. Loaded on first use, so a cold start of a call that issues nothing loads neither.
 */
export function certificateIssuer(): Promise<CertificateIssuer> {
  const caDir = optionalEnv('PLATFORM_CA_DIR');
  return (chosen ??= caDir
    ? import('./local-ca-issuer.js').then((m) => m.localCaIssuer(caDir))
    : import('./iot-core-issuer.js').then((m) => m.iotCoreIssuer()));
}
