/** The equipment domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { equipmentTypeRoutes } from './routes/equipment-types.js';
export { gatewayRoutes } from './routes/gateways.js';
export { gatewayImportRoutes } from './routes/gateway-import.js';
export { equipmentLookupRoutes } from './routes/lookups.js';
export { equipmentLogRoutes } from './routes/equipment-logs.js';
export { equipmentConfigRoutes } from './routes/equipment-config.js';
export { equipmentDataRoutes } from './routes/equipment-data.js';
export { equipmentCommandRoutes } from './routes/equipment-commands.js';
export { equipmentCertificateRoutes } from './routes/equipment-certificates.js';
export { equipmentBackupRoutes } from './routes/equipment-backup.js';
export { equipmentHistoryRoutes } from './routes/equipment-history.js';
export { offlineAlarmSettingRoutes } from './routes/offline-alarm-settings.js';
