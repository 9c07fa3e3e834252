import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Engine } from '../../../infra/local/engines/s3-server.js';
import { freePort } from './helpers.js';

describe('the local S3 server', () => {
  const bucket = 'race-bucket';
  const dataDir = mkdtempSync(join(tmpdir(), 'sia-s3-'));
  let server: S3Engine;
  let client: S3Client;

  beforeAll(async () => {
    server = await startS3Server({
      port: await freePort(),
      dataDir,
      buckets: [bucket],
      allowedOrigins: ['http://localhost'],
    });
    client = new S3Client({
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes objects into a folder while deletes of its other objects remove the folder', async () => {
    // s3rver keeps `folder/n/x` in the folder `folder/n`, which a delete removes once it is empty: side by side, a
    // write's file once landed in a folder a delete had just removed, and its unhandled error ended the process.
    const put = (key: string) => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key }));
    const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    const cycle = async (key: string) => {
      for (let round = 0; round < 15; round += 1) {
        await put(key);
        await remove(key);
      }
      await put(key);
    };
    const keys = Array.from({ length: 10 }, (_, n) => [`folder/${n}/a`, `folder/${n}/b`]).flat();
    await Promise.all(keys.map(cycle));
    const bodies = await Promise.all(
      keys.map(async (key) => {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body!.transformToString();
      }),
    );
    expect(bodies).toEqual(keys);
  });
});
