import {
  equipmentBackupRoutes,
  equipmentCertificateRoutes,
  equipmentCommandRoutes,
  equipmentConfigRoutes,
  equipmentDataRoutes,
  equipmentHistoryRoutes,
  equipmentLogRoutes,
  equipmentLookupRoutes,
  equipmentTypeRoutes,
  gatewayImportRoutes,
  gatewayRoutes,
} from '../domains/equipment/routes.js';
import { createHttpHandler } from '../lib/http/http-handler.js';

/** /api-equipment: equipment types, gateways, their configuration, live data, commands and logs, certificates, and the equipment lookups. */
export const handler = createHttpHandler([
  ...equipmentLookupRoutes,
  ...equipmentTypeRoutes,
  ...gatewayRoutes,
  ...gatewayImportRoutes,
  ...equipmentLogRoutes,
  ...equipmentConfigRoutes,
  ...equipmentDataRoutes,
  ...equipmentCommandRoutes,
  ...equipmentBackupRoutes,
  ...equipmentHistoryRoutes,
  ...equipmentCertificateRoutes,
]);
