import { createHttpHandler } from '../lib/http/http-handler.js';
import { deploymentRoutes } from './routes/deployments.js';

/** /api-backend: web deployments (menus point at them). */
export const handler = createHttpHandler(deploymentRoutes);
