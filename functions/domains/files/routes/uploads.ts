import { imageContracts as contracts } from '../../../../shared/contracts/files.js';
import { implement } from '../../../lib/http/implement.js';
import { announceImageUpload } from '../image-uploads.js';

/**
 * POST /api-imagefiles/uploads: announces an image upload and returns a
 * presigned PUT bound to the declared type and size. 415 for a non-image
 * type, 413 above 100 MB; nothing is stored in either case.
 */
export const createUploadRoute = implement(contracts.imageUploads, async ({ body, caller }) =>
  announceImageUpload(body, caller),
);
