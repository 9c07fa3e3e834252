import { s3 } from '../../../../lib/clients/s3.js';
import { withClient } from '../../../../lib/clients/lazy-client.js';
import { requireEnv } from '../../../../lib/env.js';
import { parsePointer, POINTER_NAME, type AppPointer } from '../app-pointer.js';

/**
 * The apps bucket (`APPS_BUCKET`): deployed apps' unpacked static bundles and every app's pointer, the only content
 * CloudFront's `/apps/*` behaviour reads; and the files bucket (`FILES_BUCKET`), where versions' program files were
 * uploaded (docs/deployments.md "Drivers").
 */
const appsBucket = () => requireEnv('APPS_BUCKET');
const filesBucket = () => requireEnv('FILES_BUCKET');

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** A version's program file (a files-bucket key), whole; a missing one is an Error naming it. */
export async function readProgramFile(key: string): Promise<Uint8Array> {
  return withClient(s3, async (client, sdk) => {
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: filesBucket(), Key: key }));
      return await answer.Body!.transformToByteArray();
    } catch (error) {
      if (isMissing(error)) throw new Error(`The program file ${key} is not in the files bucket`, { cause: error });
      throw error;
    }
  });
}

/** A presigned GET of a program file, for a container that downloads its jar at start (valid `seconds`). */
export async function presignProgramFile(key: string, seconds: number): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: filesBucket(), Key: key }), { expiresIn: seconds });
}

/** Writes one object of an app (a bundle's file) with its content type; apps revalidate on every visit. */
export async function putAppObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await withClient(s3, (client, sdk) =>
    client.send(
      new sdk.PutObjectCommand({
        Bucket: appsBucket(),
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'no-cache',
      }),
    ),
  );
}

/** Whether an object of the apps bucket exists. */
export async function appObjectExists(key: string): Promise<boolean> {
  return withClient(s3, async (client, sdk) => {
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: appsBucket(), Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  });
}

/** The pointer of the app at `prefix`, or undefined when there is none (never deployed, or removed). */
export async function readPointer(prefix: string): Promise<AppPointer | undefined> {
  return withClient(s3, async (client, sdk) => {
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: appsBucket(), Key: `${prefix}${POINTER_NAME}` }),
      );
      return parsePointer(await answer.Body!.transformToString());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  });
}

/** Replaces the pointer of the app at `prefix`. */
export const writePointer = (prefix: string, pointer: AppPointer) =>
  putAppObject(`${prefix}${POINTER_NAME}`, JSON.stringify(pointer), 'application/json');

/** Every object under `prefix` with its size, page by page. */
export async function listAppObjects(prefix: string): Promise<{ key: string; size: number }[]> {
  return withClient(s3, async (client, sdk) => {
    const found: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: appsBucket(), Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) found.push({ key: object.Key!, size: object.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  });
}

/** Deletes objects of the apps bucket, a thousand per request (DeleteObjects' limit). */
export async function deleteAppObjects(keys: readonly string[]): Promise<void> {
  await withClient(s3, async (client, sdk) => {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: appsBucket(),
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  });
}
