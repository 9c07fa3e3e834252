import { dataPushRoutes, deviceRoutes, groupRoutes, productRoutes } from '../domains/iot/routes.js';
import { createPrefixHandler } from '../platform.js';

/** /api-iot: the IoT area's products, devices, device groups and data-push rules (docs/iot.md). */
export const handler = createPrefixHandler([...productRoutes, ...deviceRoutes, ...groupRoutes, ...dataPushRoutes]);
