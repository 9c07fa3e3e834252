import { dataPushRoutes, deviceRoutes, groupRoutes, productRoutes } from '../domains/iot/routes.js';
import { createHttpHandler } from '../lib/http/http-handler.js';

/** /api-iot: the IoT area's products, devices, device groups and data-push rules (docs/iot.md). */
export const handler = createHttpHandler([...productRoutes, ...deviceRoutes, ...groupRoutes, ...dataPushRoutes]);
