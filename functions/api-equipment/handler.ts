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
import { createPrefixHandler } from '../platform.js';

/** /api-equipment: equipment types, gateways, their configuration, live data, commands and logs, certificates, and the equipment lookups. */
export const handler = createPrefixHandler([
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
