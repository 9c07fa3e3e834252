import { createHttpHandler } from '../lib/http/http-handler.js';
import { deploymentRoutes } from '../domains/menus/routes.js';

/** /api-backend: web deployments (menus point at them). */
export const handler = createHttpHandler(deploymentRoutes);
