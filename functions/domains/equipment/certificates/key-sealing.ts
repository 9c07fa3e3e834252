import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { optionalEnv, requireEnv } from '../../../lib/env.js';
import { platformCaFiles } from './platform-ca-files.js';

/** A private key as stored until its one download: AES-256-GCM, bound to its certificate record's id. */
export interface SealedKey {
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

let sealingKey: Promise<Buffer> | undefined;

/** The secret text the sealing key derives from: locally a file of the platform CA's directory, in AWS the secret. */
async function readSealingSecret(): Promise<string> {
  const caDir = optionalEnv('PLATFORM_CA_DIR');
  if (caDir) return readFile(join(caDir, platformCaFiles.sealingKey), 'utf8');
  const secretId = encodeURIComponent(requireEnv('CERTIFICATE_SEALING_SECRET_ARN'));
  const response = await fetch(`http://localhost:2773/secretsmanager/get?secretId=${secretId}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': requireEnv('AWS_SESSION_TOKEN') },
  });
  if (!response.ok) throw new Error(`The sealing secret is not readable: ${response.status}`);
  return ((await response.json()) as { SecretString: string }).SecretString;
}

/**
 * The 32-byte key that seals private keys: the SHA-256 of a secret text. Locally the text is a random value the
 * local stack writes once into the platform CA's directory; in AWS a Secrets Manager secret
 * (`CERTIFICATE_SEALING_SECRET_ARN`) read through the Lambda Parameters and Secrets extension, so no SDK package is
 * loaded for it.
 */
function loadSealingKey(): Promise<Buffer> {
  return (sealingKey ??= readSealingSecret().then((text) => {
    if (text.trim().length < 32) throw new Error('The certificate sealing secret is too short');
    return createHash('sha256').update(text.trim()).digest();
  }));
}

/** Seals a private key PEM for the record `certifyId` (the id is the cipher's additional data). */
export async function sealKey(privateKeyPem: string, certifyId: string): Promise<SealedKey> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await loadSealingKey(), iv);
  cipher.setAAD(Buffer.from(certifyId));
  const data = Buffer.concat([cipher.update(privateKeyPem, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

/** Opens a sealed key of the record `certifyId`; a key sealed for another record fails. */
export async function openKey(sealed: SealedKey, certifyId: string): Promise<string> {
  const decipher = createDecipheriv('aes-256-gcm', await loadSealingKey(), Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(certifyId));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
}
