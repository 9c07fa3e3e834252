import { s3 } from '../../../lib/clients/s3.js';
import { requireEnv } from '../../../lib/env.js';

/** Seconds a presigned document upload or download stays valid. */
const DOCUMENT_URL_TTL_SECONDS = 900;

/** The files bucket, read when first needed: only the `/api-files` function holds it. */
const filesBucket = () => requireEnv('FILES_BUCKET');

/** Presigns a PUT of exactly `size` bytes of `contentType` to `name` in the files bucket (as images are). */
export async function presignDocumentUpload(options: { name: string; contentType: string; size: number }) {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const command = new sdk.PutObjectCommand({
    Bucket: filesBucket(),
    Key: options.name,
    ContentType: options.contentType,
    ContentLength: options.size,
  });
  const uploadUrl = await getSignedUrl(client, command, {
    expiresIn: DOCUMENT_URL_TTL_SECONDS,
    signableHeaders: new Set(['content-length', 'content-type']),
    unhoistableHeaders: new Set(['content-type']),
  });
  return {
    uploadUrl,
    headers: { 'content-type': options.contentType, 'content-length': String(options.size) },
    expiresIn: DOCUMENT_URL_TTL_SECONDS,
  };
}

/** Presigns a GET of a document, named for download as `fileName`. */
export async function presignDocumentDownload(options: { name: string; fileName: string }): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const command = new sdk.GetObjectCommand({
    Bucket: filesBucket(),
    Key: options.name,
    ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
  });
  return getSignedUrl(client, command, { expiresIn: DOCUMENT_URL_TTL_SECONDS });
}
