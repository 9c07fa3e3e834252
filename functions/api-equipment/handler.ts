import {
  equipmentCommandRoutes,
  equipmentConfigRoutes,
  equipmentDataRoutes,
  equipmentLogRoutes,
  equipmentLookupRoutes,
  equipmentTypeRoutes,
  gatewayRoutes,
} from '../domains/equipment/routes.js';
import { createHttpHandler } from '../lib/http/http-handler.js';

/** /api-equipment: equipment types, gateways, their configuration, live data, commands and logs, and the equipment lookups. */
export const handler = createHttpHandler([
  ...equipmentLookupRoutes,
  ...equipmentTypeRoutes,
  ...gatewayRoutes,
  ...equipmentLogRoutes,
  ...equipmentConfigRoutes,
  ...equipmentDataRoutes,
  ...equipmentCommandRoutes,
]);
