import { createHttpHandler } from '../lib/http/http-handler.js';
import { setAvatarRoute } from './routes/avatar.js';
import { browseRoute } from './routes/browse.js';
import { createUploadRoute } from './routes/uploads.js';

/** Image uploads, avatars and image browsing (docs/files.md). */
export const handler = createHttpHandler([createUploadRoute, setAvatarRoute, browseRoute]);
