import type { Readable } from 'node:stream';
import { s3 } from '../../../lib/clients/s3.js';
import { requireEnv } from '../../../lib/env.js';
import { withClient } from '../../../lib/clients/lazy-client.js';

/** The buckets a chain reads and writes (`DATASETS_BUCKET`, `MODELS_BUCKET`). */
const buckets = { dataset: requireEnv('DATASETS_BUCKET'), model: requireEnv('MODELS_BUCKET') } as const;

/** Size and type of a stored dataset or model object, or undefined when there is none. */
export async function headStoredObject(options: {
  kind: keyof typeof buckets;
  key: string;
}): Promise<{ size: number; contentType?: string; etag?: string } | undefined> {
  try {
    const result = await withClient(s3, (client, sdk) =>
      client.send(new sdk.HeadObjectCommand({ Bucket: buckets[options.kind], Key: options.key })),
    );
    return { size: result.ContentLength ?? 0, contentType: result.ContentType, etag: result.ETag };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as { name?: string }).name === 'NotFound' || status === 404) return undefined;
    throw error;
  }
}

/** The text of a stored dataset (CSV) or model (JSON), or undefined when there is none. */
export async function getStoredObjectText(options: {
  kind: keyof typeof buckets;
  key: string;
}): Promise<string | undefined> {
  try {
    const result = await withClient(s3, (client, sdk) =>
      client.send(new sdk.GetObjectCommand({ Bucket: buckets[options.kind], Key: options.key })),
    );
    return await result.Body!.transformToString('utf-8');
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as { name?: string }).name === 'NoSuchKey' || status === 404) return undefined;
    throw error;
  }
}

/**
 * A stored dataset's bytes as a stream of text (UTF-8, a character never split between chunks), or undefined when
 * there is none: a file of up to 100 MB is read a chunk at a time, never whole.
 */
export async function getStoredObjectStream(options: {
  kind: keyof typeof buckets;
  key: string;
}): Promise<Readable | undefined> {
  try {
    const result = await withClient(s3, (client, sdk) =>
      client.send(new sdk.GetObjectCommand({ Bucket: buckets[options.kind], Key: options.key })),
    );
    return (result.Body as Readable).setEncoding('utf8');
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as { name?: string }).name === 'NoSuchKey' || status === 404) return undefined;
    throw error;
  }
}

/** Copies a stored object to a new key of the same bucket (server-side: the bytes never pass through here). */
export async function copyStoredObject(options: {
  kind: keyof typeof buckets;
  from: string;
  to: string;
  contentType: string;
}): Promise<void> {
  const bucket = buckets[options.kind];
  await withClient(s3, (client, sdk) =>
    client.send(
      new sdk.CopyObjectCommand({
        Bucket: bucket,
        Key: options.to,
        CopySource: `${bucket}/${options.from.split('/').map(encodeURIComponent).join('/')}`,
        ContentType: options.contentType,
        MetadataDirective: 'REPLACE',
      }),
    ),
  );
}

/** Writes a dataset or model a module produced (an existing object of the key is replaced: a rerun rewrites it). */
export async function putStoredObjectText(options: {
  kind: keyof typeof buckets;
  key: string;
  body: string;
  contentType: string;
}): Promise<void> {
  await withClient(s3, (client, sdk) =>
    client.send(
      new sdk.PutObjectCommand({
        Bucket: buckets[options.kind],
        Key: options.key,
        Body: options.body,
        ContentType: options.contentType,
      }),
    ),
  );
}

/** Removes a stored dataset or model object (none there is no error: S3 deletes are idempotent). */
export async function deleteStoredObject(options: { kind: keyof typeof buckets; key: string }): Promise<void> {
  await withClient(s3, (client, sdk) =>
    client.send(new sdk.DeleteObjectCommand({ Bucket: buckets[options.kind], Key: options.key })),
  );
}
