import { createHttpHandler } from '../lib/http/http-handler.js';
import { browseRoute, createUploadRoute, setAvatarRoute } from '../domains/files/routes.js';

/** Image uploads, avatars and image browsing (docs/files.md). */
export const handler = createHttpHandler([createUploadRoute, setAvatarRoute, browseRoute]);
