import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { CertificateIssuer, IssuedCertificate, IssueRequest } from './issuer.js';
import { platformCaFiles } from './platform-ca-files.js';

/** The subject's organisational unit carries the certificate record's id, so the broker finds the record by it. */
export const certifyIdAttribute = 'OU';

/**
 * The local stack's issuer: an RSA-2048 key pair per certificate and an X.509 client certificate
 * (CN = the gateway's GUID, OU = the certificate record's id, extended key usage clientAuth) signed by the
 * platform CA of `caDir`, the CA the broker's TLS listener trusts. Revoking and deactivating need no CA action:
 * the listener checks the record and the gateway on every connect.
 */
export function localCaIssuer(caDir: string): CertificateIssuer {
  let ca: Promise<{ certificate: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey; pem: string }> | undefined;
  const loadCa = () =>
    (ca ??= Promise.all([
      readFile(join(caDir, platformCaFiles.caCertificate), 'utf8'),
      readFile(join(caDir, platformCaFiles.caKey), 'utf8'),
    ]).then(([pem, key]) => ({
      pem,
      certificate: forge.pki.certificateFromPem(pem),
      key: forge.pki.privateKeyFromPem(key) as forge.pki.rsa.PrivateKey,
    })));

  return {
    async issue(request: IssueRequest): Promise<IssuedCertificate> {
      const authority = await loadCa();
      const keys = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      const certificate = forge.pki.createCertificate();
      certificate.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
      // A positive 128-bit serial (the leading 01 keeps the DER integer positive).
      certificate.serialNumber = `01${randomBytes(16).toString('hex')}`;
      certificate.validity.notBefore = request.notBefore;
      certificate.validity.notAfter = request.notAfter;
      certificate.setSubject([
        { name: 'organizationName', value: 'SIA gateways' },
        { shortName: certifyIdAttribute, value: request.certifyId },
        { name: 'commonName', value: request.gatewayId },
      ]);
      certificate.setIssuer(authority.certificate.subject.attributes);
      certificate.setExtensions([
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', clientAuth: true },
        { name: 'subjectKeyIdentifier' },
      ]);
      certificate.sign(authority.key, forge.md.sha256.create());
      const certificatePem = forge.pki.certificateToPem(certificate);
      return {
        certificateId: new X509Certificate(certificatePem).fingerprint256.replaceAll(':', '').toLowerCase(),
        certificatePem,
        privateKeyPem: keys.privateKey,
        caCertificatePem: authority.pem,
        notAfter: request.notAfter.toISOString(),
      };
    },
    revoke: async () => undefined,
    deactivate: async () => undefined,
  };
}
