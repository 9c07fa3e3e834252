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
  offlineAlarmSettingRoutes,
} from '../../domains/equipment/routes.js';

/** api-equipment's equipment group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [
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
  ...offlineAlarmSettingRoutes,
];
