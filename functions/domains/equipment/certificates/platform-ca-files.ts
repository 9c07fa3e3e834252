/** File names in the platform CA's directory (`PLATFORM_CA_DIR`), written once by the local stack (`infra/local/engines/platform-ca.ts`). */
export const platformCaFiles = {
  caCertificate: 'ca.cert.pem',
  caKey: 'ca.key.pem',
  serverCertificate: 'server.cert.pem',
  serverKey: 'server.key.pem',
  sealingKey: 'sealing.key',
} as const;
