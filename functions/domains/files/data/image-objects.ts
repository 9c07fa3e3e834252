import type { Readable } from 'node:stream';
import { s3 } from '../../../lib/clients/s3.js';
import { requireEnv } from '../../../lib/env.js';
import { presignUpload } from './presigned-upload.js';

/** The images bucket (logos, licence scans, avatars, market pictures). */
const imagesBucket = requireEnv('IMAGES_BUCKET');

/** Seconds a presigned upload or download URL stays valid. */
export const IMAGE_URL_TTL_SECONDS = 900;

/** Presigns the one upload of a new image (`presignUpload`: exactly its type and size, never over an existing one). */
export const presignImageUpload = (options: { name: string; contentType: string; size: number }) =>
  presignUpload({ bucket: imagesBucket, expiresIn: IMAGE_URL_TTL_SECONDS, ...options });

/** An image read from the bucket: its bytes, or a presigned GET when it is too big for a Lambda response. */
export type ImageObject =
  | { readonly kind: 'bytes'; readonly data: Uint8Array; readonly contentType: string; readonly etag?: string }
  | { readonly kind: 'redirect'; readonly url: string };

/**
 * Reads an image; undefined when there is no such object. Objects larger than
 * `inlineLimit` are not buffered: the caller gets a short-lived presigned GET
 * instead (a Lambda response is capped at 6 MB, images at 100 MB).
 */
export async function getImageObject(options: { name: string; inlineLimit: number }): Promise<ImageObject | undefined> {
  const { client, sdk } = await s3();
  try {
    const result = await client.send(new sdk.GetObjectCommand({ Bucket: imagesBucket, Key: options.name }));
    if ((result.ContentLength ?? 0) > options.inlineLimit) {
      (result.Body as Readable | undefined)?.destroy?.();
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const url = await getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: imagesBucket, Key: options.name }), {
        expiresIn: IMAGE_URL_TTL_SECONDS,
      });
      return { kind: 'redirect', url };
    }
    const data = await result.Body!.transformToByteArray();
    return {
      kind: 'bytes',
      data,
      contentType: result.ContentType ?? 'application/octet-stream',
      etag: result.ETag,
    };
  } catch (error) {
    if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/**
 * Tells whether the image object has been uploaded. S3 answers a missing object with 403 rather than 404 to a caller
 * that may not list the bucket: `unlisted` callers (the content function, granted its prefix's objects only) read a
 * 403 as absent too.
 */
export async function imageObjectExists(name: string, options: { unlisted?: boolean } = {}): Promise<boolean> {
  const { client, sdk } = await s3();
  try {
    await client.send(new sdk.HeadObjectCommand({ Bucket: imagesBucket, Key: name }));
    return true;
  } catch (error) {
    if (error instanceof sdk.NotFound || (error as { name?: string }).name === 'NotFound') return false;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (options.unlisted && status === 403)) return false;
    throw error;
  }
}
