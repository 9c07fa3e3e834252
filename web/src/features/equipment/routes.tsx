import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The equipment screens share one chunk (pages/equipment-pages.ts). */
const loadPages = () => import('./pages/equipment-pages.js');
const TypeListPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentTypeListPage })));
const TypeAddPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentTypeAddPage })));
const TypeEditPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentTypeEditPage })));
const GatewayListPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentManagementListPage })));
const GatewayAddPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentAddPage })));
const GatewayEditPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentEditPage })));
const GatewayDetailPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentDetailPage })));
const GatewayConfigPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentConfigPage })));
const GatewayDataViewPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentDataViewPage })));
const GatewayLogPage = lazy(() => loadPages().then((m) => ({ default: m.EquipmentLogPage })));
/** The certificate screens: a chunk of their own. */
const loadCertifyPages = () => import('./pages/equipment-certify-pages.js');
const CertifyListPage = lazy(() => loadCertifyPages().then((m) => ({ default: m.EquipmentCertifyListPage })));
const CertifyRegisterPage = lazy(() => loadCertifyPages().then((m) => ({ default: m.EquipmentCertifyRegisterPage })));
const CertifyDestroyPage = lazy(() => loadCertifyPages().then((m) => ({ default: m.EquipmentCertifyDestroyPage })));
const CertifyVerifyPage = lazy(() => loadCertifyPages().then((m) => ({ default: m.EquipmentCertifyVerifyPage })));
/** The data-backup screens: a chunk of their own (the history screen's line chart stays in it). */
const loadBackupPages = () => import('./pages/equipment-backup-pages.js');
const BackupListPage = lazy(() => loadBackupPages().then((m) => ({ default: m.EquipmentBackupListPage })));
const BackupConfigPage = lazy(() => loadBackupPages().then((m) => ({ default: m.EquipmentBackupConfigPage })));
const BackupDetailPage = lazy(() => loadBackupPages().then((m) => ({ default: m.EquipmentBackupDetailPage })));

/**
 * Equipment (spec doc 3): the enterprise's gateway types and gateways, with their add, edit and detail screens, the
 * gateway configuration wizard, the gateway's live data, and the gateway log.
 * A screen of one record takes its id as the last segment (`equipment-edit/{id}`, written `:id?` for the router so
 * an address without it still reaches the screen, which sends it to `/exception/415`).
 */
export const equipmentRoutes: FeatureRoutes = {
  console: [
    { path: 'equipment-type-list', element: <TypeListPage /> },
    { path: 'equipment-type-add', element: <TypeAddPage />, selectedOn: 'equipment-type-list' },
    { path: 'equipment-type-edit/:id?', element: <TypeEditPage />, selectedOn: 'equipment-type-list' },
    { path: 'equipment-management-list', element: <GatewayListPage /> },
    { path: 'equipment-add', element: <GatewayAddPage />, selectedOn: 'equipment-management-list' },
    { path: 'equipment-edit/:id?', element: <GatewayEditPage />, selectedOn: 'equipment-management-list' },
    { path: 'equipment-detail/:id?', element: <GatewayDetailPage />, selectedOn: 'equipment-management-list' },
    { path: 'equipment-config/:id?', element: <GatewayConfigPage />, selectedOn: 'equipment-management-list' },
    { path: 'equipment-data-view/:id?', element: <GatewayDataViewPage />, selectedOn: 'equipment-management-list' },
    // A menu entry of its own: it opens on the enterprise's first gateway, or on `?guid=` from the list and detail.
    { path: 'equipment-log', element: <GatewayLogPage /> },
    { path: 'equipment-backup-list', element: <BackupListPage /> },
    { path: 'equipment-backup-config/:id?', element: <BackupConfigPage />, selectedOn: 'equipment-backup-list' },
    { path: 'equipment-backup-detail/:id?', element: <BackupDetailPage />, selectedOn: 'equipment-backup-list' },
    { path: 'equipment-certify-list', element: <CertifyListPage /> },
    { path: 'equipment-certify-register', element: <CertifyRegisterPage />, selectedOn: 'equipment-certify-list' },
    { path: 'equipment-certify-destroy/:id?', element: <CertifyDestroyPage />, selectedOn: 'equipment-certify-list' },
    // The platform auditor's review queue.
    { path: 'equipment-certify-verify', element: <CertifyVerifyPage /> },
  ],
};
