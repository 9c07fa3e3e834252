import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { platformCaFiles } from '../../../functions/domains/equipment/certificates/platform-ca-files.js';

/** The platform CA's material the broker's TLS listener needs. */
export interface PlatformCa {
  readonly dir: string;
  readonly caCertificatePem: string;
  readonly serverCertificatePem: string;
  readonly serverKeyPem: string;
}

const rsaKeys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** A certificate of `subject` for `publicKeyPem`, valid from yesterday for `years`, signed by `signer`. */
function certificateOf(options: {
  publicKeyPem: string;
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  signer: string;
  years: number;
  extensions: object[];
}): string {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  certificate.serialNumber = `01${randomBytes(16).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + options.years * 365 * 86_400_000);
  certificate.setSubject(options.subject);
  certificate.setIssuer(options.issuer);
  certificate.setExtensions(options.extensions);
  certificate.sign(forge.pki.privateKeyFromPem(options.signer) as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return forge.pki.certificateToPem(certificate);
}

/**
 * The local stack's platform CA, generated once into `<dataDir>/platform-ca` (kept while the data directory is):
 * the CA that signs gateways' client certificates (the api-equipment issuer reads it through `PLATFORM_CA_DIR`),
 * the broker's TLS server certificate for `localhost` / `127.0.0.1`, and the key that seals private keys until their
 * download. Keys are written owner-readable only.
 */
export function ensurePlatformCa(dataDir: string): PlatformCa {
  const dir = join(dataDir, 'platform-ca');
  const file = (name: keyof typeof platformCaFiles) => join(dir, platformCaFiles[name]);
  if (!existsSync(file('serverCertificate'))) {
    mkdirSync(dir, { recursive: true });
    const caSubject = [
      { name: 'organizationName', value: 'SIA local platform' },
      { name: 'commonName', value: 'SIA local platform CA' },
    ];
    const ca = rsaKeys();
    const caPem = certificateOf({
      publicKeyPem: ca.publicKey,
      subject: caSubject,
      issuer: caSubject,
      signer: ca.privateKey,
      years: 10,
      extensions: [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        { name: 'subjectKeyIdentifier' },
      ],
    });
    const server = rsaKeys();
    const serverPem = certificateOf({
      publicKeyPem: server.publicKey,
      subject: [{ name: 'commonName', value: 'localhost' }],
      issuer: caSubject,
      signer: ca.privateKey,
      years: 10,
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
          ],
        },
      ],
    });
    const secret = { mode: 0o600 } as const;
    writeFileSync(file('caKey'), ca.privateKey, secret);
    writeFileSync(file('caCertificate'), caPem);
    writeFileSync(file('serverKey'), server.privateKey, secret);
    writeFileSync(file('sealingKey'), randomBytes(32).toString('hex'), secret);
    // Written last: its presence means the directory is complete.
    writeFileSync(file('serverCertificate'), serverPem);
  }
  return {
    dir,
    caCertificatePem: readFileSync(file('caCertificate'), 'utf8'),
    serverCertificatePem: readFileSync(file('serverCertificate'), 'utf8'),
    serverKeyPem: readFileSync(file('serverKey'), 'utf8'),
  };
}
