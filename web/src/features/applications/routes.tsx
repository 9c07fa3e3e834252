import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const ManagementPrivatePage = lazy(
  () => import('./pages/application-management-private/application-management-private-page.js'),
);
const ManagementEnterprisePage = lazy(
  () => import('./pages/application-management-enterprise/application-management-enterprise-page.js'),
);
const ManagementPlatformPage = lazy(
  () => import('./pages/application-management-platform/application-management-platform-page.js'),
);
const ApplicationAddPage = lazy(() => import('./pages/application-add/application-add-page.js'));
const ApplicationEditPage = lazy(() => import('./pages/application-edit/application-edit-page.js'));
const VersionAddPage = lazy(() => import('./pages/version-add/version-add-page.js'));
const VersionEditPage = lazy(() => import('./pages/version-edit/version-edit-page.js'));
const ResourceAddPage = lazy(() => import('./pages/resource-add/resource-add-page.js'));
const ResourceEditPage = lazy(() => import('./pages/resource-edit/resource-edit-page.js'));
const VerifyPlatformPage = lazy(
  () => import('./pages/application-verify-platform/application-verify-platform-page.js'),
);
const VerifyManagementPage = lazy(
  () => import('./pages/application-verify-management/application-verify-management-page.js'),
);
const CategoryPage = lazy(() => import('./pages/application-category/application-category-page.js'));
const CataloguePage = lazy(() => import('./pages/application-list/application-list-page.js'));
const MarketManagementPage = lazy(
  () => import('./pages/application-market-management/application-market-management-page.js'),
);
const ModuleAddPage = lazy(() => import('./pages/module-add/module-add-page.js'));
const ModuleEditPage = lazy(() => import('./pages/module-edit/module-edit-page.js'));
const AppConfigPage = lazy(() => import('./pages/app-config-condition/app-config-condition-page.js'));

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
    { path: 'app-config-condition', element: <AppConfigPage /> },
  ],
};
