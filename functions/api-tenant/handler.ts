import { createPrefixHandler } from '../platform.js';

/** /api-tenant: no calls yet; every request answers 404 until its feature's routes are added. */
export const handler = createPrefixHandler([]);
