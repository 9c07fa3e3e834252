import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The local key source: a secret file in the platform CA's directory (the AWS one is read the same way from the secret).
const dir = mkdtempSync(join(tmpdir(), 'sia-sealing-'));
writeFileSync(join(dir, 'sealing.key'), 'a'.repeat(64));
process.env.PLATFORM_CA_DIR = dir;
const { openKey, sealKey } = await import('../../../../../functions/domains/equipment/certificates/key-sealing.js');

const pem = '-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n';

describe('private key sealing', () => {
  it('keeps no plain text and opens again for its own record', async () => {
    const sealed = await sealKey(pem, 'cert-1');
    expect(JSON.stringify(sealed)).not.toContain('PRIVATE KEY');
    expect(await openKey(sealed, 'cert-1')).toBe(pem);
  });

  it('does not open for another record, nor once tampered with', async () => {
    const sealed = await sealKey(pem, 'cert-1');
    await expect(openKey(sealed, 'cert-2')).rejects.toThrow();
    const data = Buffer.from(sealed.data, 'base64');
    data[0]! ^= 1;
    await expect(openKey({ ...sealed, data: data.toString('base64') }, 'cert-1')).rejects.toThrow();
  });

  it('uses a fresh IV each time', async () => {
    expect((await sealKey(pem, 'cert-1')).iv).not.toBe((await sealKey(pem, 'cert-1')).iv);
  });
});
