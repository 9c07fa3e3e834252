import { createHttpHandler } from '../lib/http/http-handler.js';

/** /api-message: no calls yet; every request answers 404 until its feature's routes are added. */
export const handler = createHttpHandler([]);
