/*
 * The equipment-type, gateway, gateway-configuration, live-data and gateway-log screens as one lazy chunk, as the application screens are: split per screen,
 * each lazy import adds its dependency list to the initial /console download.
 */
export { default as EquipmentTypeListPage } from './equipment-type-list/equipment-type-list-page.js';
export { default as EquipmentTypeAddPage } from './equipment-type-add/equipment-type-add-page.js';
export { default as EquipmentTypeEditPage } from './equipment-type-edit/equipment-type-edit-page.js';
export { default as EquipmentManagementListPage } from './equipment-management-list/equipment-management-list-page.js';
export { default as EquipmentAddPage } from './equipment-add/equipment-add-page.js';
export { default as EquipmentEditPage } from './equipment-edit/equipment-edit-page.js';
export { default as EquipmentDetailPage } from './equipment-detail/equipment-detail-page.js';
export { default as EquipmentConfigPage } from './equipment-config/equipment-config-page.js';
export { default as EquipmentDataViewPage } from './equipment-data-view/equipment-data-view-page.js';
export { default as EquipmentLogPage } from './equipment-log/equipment-log-page.js';
