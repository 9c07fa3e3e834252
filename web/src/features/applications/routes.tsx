import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The application-publishing screens share one chunk (pages/applications-pages.ts). */
const loadPages = () => import('./pages/applications-pages.js');
const ManagementPrivatePage = lazy(() => loadPages().then((m) => ({ default: m.ManagementPrivatePage })));
const ManagementEnterprisePage = lazy(() => loadPages().then((m) => ({ default: m.ManagementEnterprisePage })));
const ManagementPlatformPage = lazy(() => loadPages().then((m) => ({ default: m.ManagementPlatformPage })));
const ApplicationAddPage = lazy(() => loadPages().then((m) => ({ default: m.ApplicationAddPage })));
const ApplicationEditPage = lazy(() => loadPages().then((m) => ({ default: m.ApplicationEditPage })));
const VersionAddPage = lazy(() => loadPages().then((m) => ({ default: m.VersionAddPage })));
const VersionEditPage = lazy(() => loadPages().then((m) => ({ default: m.VersionEditPage })));
const ResourceAddPage = lazy(() => loadPages().then((m) => ({ default: m.ResourceAddPage })));
const ResourceEditPage = lazy(() => loadPages().then((m) => ({ default: m.ResourceEditPage })));
const VerifyPlatformPage = lazy(() => loadPages().then((m) => ({ default: m.VerifyPlatformPage })));
const VerifyManagementPage = lazy(() => loadPages().then((m) => ({ default: m.VerifyManagementPage })));
const CategoryPage = lazy(() => loadPages().then((m) => ({ default: m.CategoryPage })));
const CataloguePage = lazy(() => loadPages().then((m) => ({ default: m.CataloguePage })));
const MarketManagementPage = lazy(() => loadPages().then((m) => ({ default: m.MarketManagementPage })));
const ModuleAddPage = lazy(() => loadPages().then((m) => ({ default: m.ModuleAddPage })));
const ModuleEditPage = lazy(() => loadPages().then((m) => ({ default: m.ModuleEditPage })));

/**
 * Application publishing (spec doc 2): the management lists of the three scopes, the publishing wizard, the edit,
 * version and plan screens (reached from a chosen application), the audit queues and the category tree.
 */
export const applicationsRoutes: FeatureRoutes = {
  console: [
    { path: 'application-management-private', element: <ManagementPrivatePage /> },
    { path: 'application-management-enterprise', element: <ManagementEnterprisePage /> },
    { path: 'application-management-platform', element: <ManagementPlatformPage /> },
    { path: 'application-add', element: <ApplicationAddPage />, selectedOn: 'application-management-private' },
    { path: 'application-edit', element: <ApplicationEditPage />, selectedOn: 'application-management-private' },
    { path: 'version-add', element: <VersionAddPage />, selectedOn: 'application-management-private' },
    { path: 'version-edit', element: <VersionEditPage />, selectedOn: 'application-management-private' },
    { path: 'resource-add', element: <ResourceAddPage />, selectedOn: 'application-management-private' },
    { path: 'resource-edit', element: <ResourceEditPage />, selectedOn: 'application-management-private' },
    { path: 'application-verify-platform', element: <VerifyPlatformPage /> },
    { path: 'application-verify-management', element: <VerifyManagementPage /> },
    { path: 'application-category', element: <CategoryPage /> },
    { path: 'module-add', element: <ModuleAddPage />, selectedOn: 'application-management-private' },
    { path: 'module-edit', element: <ModuleEditPage />, selectedOn: 'application-management-private' },
    { path: 'application-list', element: <CataloguePage /> },
    { path: 'application-market-management', element: <MarketManagementPage /> },
  ],
};
