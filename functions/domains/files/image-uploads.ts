import { randomUUID } from 'node:crypto';
import {
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  imageContentType,
  imageExtension,
  type ImageContentType,
  type ImageUploadRequest,
} from '../../../shared/schemas/files.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { putImageRecord } from './data/image.js';
import { presignImageUpload } from './data/image-objects.js';

/** What an upload kind accepts and where its objects go. */
export interface ImageUploadRules {
  /** The content types it takes (a subset of the images'). */
  readonly types: readonly ImageContentType[];
  readonly maxBytes: number;
  /** The prefix of its object names in the images bucket (`''`: the bucket's top, the images upload's). */
  readonly prefix: string;
}

/** The images upload's own rules: every image type, 100 MB, at the bucket's top. */
export const IMAGE_UPLOAD_RULES: ImageUploadRules = {
  types: Object.keys(IMAGE_CONTENT_TYPES) as ImageContentType[],
  maxBytes: MAX_IMAGE_BYTES,
  prefix: '',
};

/** A byte count as the messages name it (`100MB`, `2MB`). */
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;

/**
 * Announces an image upload: refuses a type the rules do not take (415) and a size above their limit (413), each on
 * its field, before anything is stored; then records the image (owner, enterprise, type, size) under a fresh name
 * and answers the presigned PUT bound to that type and size. `/api-imagefiles/uploads` and the portal's content
 * images both announce through it, so an image is checked the same way wherever it is uploaded.
 */
export async function announceImageUpload(
  request: ImageUploadRequest,
  owner: { readonly userId: string; readonly enterpriseId: string },
  rules: ImageUploadRules = IMAGE_UPLOAD_RULES,
) {
  const contentType = imageContentType(request.contentType);
  if (!contentType || !rules.types.includes(contentType)) {
    throw new UnsupportedMediaTypeError('Only images can be uploaded here', [
      { field: 'body.contentType', message: `Must be one of ${rules.types.join(', ')}` },
    ]);
  }
  if (request.size > rules.maxBytes) {
    throw new PayloadTooLargeError(`The file is larger than ${megabytes(rules.maxBytes)}`, [
      { field: 'body.size', message: `Must be at most ${rules.maxBytes} bytes (${megabytes(rules.maxBytes)})` },
    ]);
  }
  const fileName = `${randomUUID()}.${imageExtension(request.fileName, contentType)}`;
  const name = `${rules.prefix}${fileName}`;
  await putImageRecord({
    image: {
      name,
      ownerId: owner.userId,
      enterpriseId: owner.enterpriseId,
      contentType,
      size: request.size,
      createdAt: Date.now(),
    },
  });
  const ticket = await presignImageUpload({ name, contentType, size: request.size });
  // The answer names the image without its prefix: the prefix is where it lives, not what callers call it.
  return { name: fileName, method: 'PUT' as const, ...ticket };
}
