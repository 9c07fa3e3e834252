import { createHttpHandler } from '../lib/http/http-handler.js';
import { sessionRoutes } from '../domains/identity/routes.js';

/** /api-me, /cas-url, /getFoundationUrl and /delete-session: the session calls. */
export const handler = createHttpHandler(sessionRoutes);
