/*
 * The data-backup screens (list, settings, history with its line chart) as one lazy chunk of their own, so the
 * chart stays out of the other equipment screens' chunk.
 */
export { default as EquipmentBackupListPage } from './equipment-backup-list/equipment-backup-list-page.js';
export { default as EquipmentBackupConfigPage } from './equipment-backup-config/equipment-backup-config-page.js';
export { default as EquipmentBackupDetailPage } from './equipment-backup-detail/equipment-backup-detail-page.js';
