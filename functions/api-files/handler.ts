import { createPrefixHandler } from '../platform.js';
import { documentRoutes } from '../domains/files/routes.js';

/** /api-files: application documents (upload and download); the big-data graph files join with their issue. */
export const handler = createPrefixHandler([...documentRoutes]);
