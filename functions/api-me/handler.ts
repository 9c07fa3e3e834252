import { createPrefixHandler } from '../platform.js';
import { sessionRoutes } from '../domains/identity/routes.js';

/** /api-me, /cas-url, /getFoundationUrl and /delete-session: the session calls. */
export const handler = createPrefixHandler(sessionRoutes);
