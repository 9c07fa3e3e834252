/**
 * The files domain (image files: uploads, avatars and browsing): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { imageObjectExists } from './data/image-objects.js';
export { getImageRecord, type ImageRecord } from './data/image.js';
/** For the portal's content images: the images upload's checks and announcement under other rules (docs/portal.md). */
export { announceImageUpload, type ImageUploadRules } from './image-uploads.js';
export { getDocumentRecords, type DocumentRecord } from './data/document.js';
export { fileKeys } from './data/keys.js';
export { defaultAvatarPng } from './default-avatar.js';
/** For the market: its public images and documents of listed applications (docs/market.md). */
export { imageResponse } from './image-response.js';
export { presignDocumentDownload } from './data/document-objects.js';
/** For the algorithm library: the presigned one-time upload of a new object (its algorithm file). */
export { presignUpload } from './data/presigned-upload.js';
