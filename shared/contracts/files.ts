import { defineContracts } from './contract.js';

/**
 * The file contracts (docs/files.md): images (uploads, the avatar, browsing) and application documents. The schemas
 * load with the first request that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({ ...(await import('../schemas/files.js')) });

/** Images: a presigned upload, the avatar, and the bytes of a stored image (doc 1 §3, doc 3 §7). */
export const imageContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Announces an image upload and answers a presigned PUT that writes it once (400 for a malformed content type, 415
   * for a non-image type, 413 above 100 MB).
   */
  imageUploads: {
    method: 'POST',
    path: '/api-imagefiles/uploads',
    access: 'authenticated',
    schemas: (s) => ({ body: s.ImageUploadRequestSchema, response: s.ImageUploadTicketSchema }),
  },
  /** Sets the caller's avatar to an uploaded image, or back to the default. */
  avatar: {
    method: 'PUT',
    path: '/api-imagefiles/avatar',
    access: 'authenticated',
    schemas: (s) => ({ body: s.SetAvatarRequestSchema, response: s.AvatarSetSchema }),
  },
  /** The bytes of a stored image with their content type. */
  browse: {
    method: 'GET',
    path: '/api-imagefiles/browse',
    access: 'authenticated',
    // The answer is the image's bytes (or a 302 to a presigned GET), not JSON: no response schema.
    schemas: (s) => ({ query: s.BrowseImageQuerySchema }),
  },
});

/** Documents of applications (doc 2 §3, §5): a presigned upload and a presigned download. */
export const documentContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Announces a document upload (at most 100 MB, a media type a file can have) and answers a presigned PUT that writes
   * it once.
   */
  documentUploads: {
    method: 'POST',
    path: '/api-files/uploads',
    access: 'authenticated',
    schemas: (s) => ({ body: s.DocumentUploadRequestSchema, response: s.DocumentUploadTicketSchema }),
  },
  /** A presigned GET of a document its uploader, an auditor or a platform administrator may read. */
  download: {
    method: 'GET',
    path: '/api-files/download',
    access: 'authenticated',
    schemas: (s) => ({ query: s.DocumentDownloadQuerySchema, response: s.DocumentDownloadResponseSchema }),
  },
});

/** Every contract table of the files domain (the API index, `shared/contracts/index.ts`, lists them). */
export const filesTables = [imageContracts, documentContracts];
