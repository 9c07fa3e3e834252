import { createPrefixHandler } from '../platform.js';
import { browseRoute, createUploadRoute, setAvatarRoute } from '../domains/files/routes.js';

/** Image uploads, avatars and image browsing (docs/files.md). */
export const handler = createPrefixHandler([createUploadRoute, setAvatarRoute, browseRoute]);
