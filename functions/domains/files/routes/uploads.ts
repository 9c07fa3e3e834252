import { imageContracts as contracts } from '../../../../shared/contracts/files.js';
import { randomUUID } from 'node:crypto';
import {
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  imageContentType,
  imageExtension,
} from '../../../../shared/schemas/files.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { putImageRecord } from '../data/image.js';
import { presignImageUpload } from '../data/image-objects.js';

/**
 * POST /api-imagefiles/uploads: announces an image upload and returns a
 * presigned PUT bound to the declared type and size. 415 for a non-image
 * type, 413 above 100 MB; nothing is stored in either case.
 */
export const createUploadRoute = implement(contracts.imageUploads, async ({ body, caller }) => {
  const contentType = imageContentType(body.contentType);
  if (!contentType) {
    throw new UnsupportedMediaTypeError('Only images can be uploaded here', [
      { field: 'body.contentType', message: `Must be one of ${Object.keys(IMAGE_CONTENT_TYPES).join(', ')}` },
    ]);
  }
  if (body.size > MAX_IMAGE_BYTES) {
    throw new PayloadTooLargeError('The file is larger than 100MB', [
      { field: 'body.size', message: `Must be at most ${MAX_IMAGE_BYTES} bytes (100MB)` },
    ]);
  }
  const name = `${randomUUID()}.${imageExtension(body.fileName, contentType)}`;
  await putImageRecord({
    image: {
      name,
      ownerId: caller.userId,
      enterpriseId: caller.enterpriseId,
      contentType,
      size: body.size,
      createdAt: Date.now(),
    },
  });
  const ticket = await presignImageUpload({ name, contentType, size: body.size });
  return { name, method: 'PUT' as const, ...ticket };
});
