import { s3 } from '../../../lib/clients/s3.js';

/**
 * Presigns a PUT of exactly `size` bytes of `contentType` to a new object `name`, and answers the URL with the
 * headers the client must send. Content-Length and Content-Type are signed, so S3 refuses a body of another length or
 * type (SignatureDoesNotMatch): the declared size, checked before signing, is the size that can be stored.
 * `If-None-Match: *` is signed too, so the first upload is final: sending the URL again is refused (412
 * PreconditionFailed) while the object exists, and leaving the header out breaks the signature (403). Stored files
 * are served as immutable under their never-reused names (browse: a year's `immutable` cache), so they must be.
 */
export async function presignUpload(options: {
  bucket: string;
  name: string;
  contentType: string;
  size: number;
  expiresIn: number;
}) {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const command = new sdk.PutObjectCommand({
    Bucket: options.bucket,
    Key: options.name,
    ContentType: options.contentType,
    ContentLength: options.size,
    IfNoneMatch: '*',
  });
  const uploadUrl = await getSignedUrl(client, command, {
    expiresIn: options.expiresIn,
    signableHeaders: new Set(['content-length', 'content-type', 'if-none-match']),
    unhoistableHeaders: new Set(['content-type']),
  });
  return {
    uploadUrl,
    headers: {
      'content-type': options.contentType,
      'content-length': String(options.size),
      'if-none-match': '*',
    },
    expiresIn: options.expiresIn,
  };
}
