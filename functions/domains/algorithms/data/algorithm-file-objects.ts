import { s3 } from '../../../lib/clients/s3.js';
import { withClient } from '../../../lib/clients/lazy-client.js';
import { requireEnv } from '../../../lib/env.js';

/**
 * Stores the bytes of an algorithm file sent in a multipart body at its new name in the datasets bucket (where the
 * chain runner reads it). `If-None-Match: *` as the presigned PUT signs it: a name is written once, never replaced.
 */
export async function putAlgorithmFile(options: { name: string; bytes: Buffer; contentType: string }): Promise<void> {
  await withClient(s3, (client, sdk) =>
    client.send(
      new sdk.PutObjectCommand({
        Bucket: requireEnv('DATASETS_BUCKET'),
        Key: options.name,
        Body: options.bytes,
        ContentType: options.contentType,
        IfNoneMatch: '*',
      }),
    ),
  );
}
