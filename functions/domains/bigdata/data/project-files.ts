import { s3 } from '../../../lib/clients/s3.js';
import { withClient } from '../../../lib/clients/lazy-client.js';
import { requireEnv } from '../../../lib/env.js';

/** Graph files lie in the datasets bucket, beside the datasets the project reads (`projects/…` keys). */
const bucket = requireEnv('DATASETS_BUCKET');

const isMissing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
};

/** Stores a graph file's JSON at `key` (a new key each time: a save never rewrites a file another save reads). */
export async function putProjectFile(key: string, body: string): Promise<void> {
  await withClient(s3, (client, sdk) =>
    client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/json' })),
  );
}

/** The text of a graph file, or undefined when there is none. */
export async function getProjectFileText(key: string): Promise<string | undefined> {
  try {
    const result = await withClient(s3, (client, sdk) =>
      client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key })),
    );
    return await result.Body!.transformToString('utf-8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Whether a graph file exists. */
export async function projectFileExists(key: string): Promise<boolean> {
  try {
    await withClient(s3, (client, sdk) => client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key })));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Removes a graph file (none there is no error: S3 deletes are idempotent). */
export async function deleteProjectFile(key: string): Promise<void> {
  await withClient(s3, (client, sdk) => client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })));
}
