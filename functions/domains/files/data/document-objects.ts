import { s3 } from '../../../lib/clients/s3.js';
import { requireEnv } from '../../../lib/env.js';
import { presignUpload } from './presigned-upload.js';

/** Seconds a presigned document upload or download stays valid. */
const DOCUMENT_URL_TTL_SECONDS = 900;

/** The files bucket, read when first needed: only the `/api-files` function holds it. */
const filesBucket = () => requireEnv('FILES_BUCKET');

/** Presigns the one upload of a new document into the files bucket, as images are (`presignUpload`). */
export const presignDocumentUpload = (options: { name: string; contentType: string; size: number }) =>
  presignUpload({ bucket: filesBucket(), expiresIn: DOCUMENT_URL_TTL_SECONDS, ...options });

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
