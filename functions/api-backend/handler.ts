import { createPrefixHandler } from '../platform.js';
import { deploymentRoutes } from '../domains/menus/routes.js';

/** /api-backend: web deployments (menus point at them). */
export const handler = createPrefixHandler(deploymentRoutes);
