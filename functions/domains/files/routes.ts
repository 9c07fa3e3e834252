/** The files domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { setAvatarRoute } from './routes/avatar.js';
export { browseRoute } from './routes/browse.js';
export { createUploadRoute } from './routes/uploads.js';
export { documentRoutes } from './routes/documents.js';
