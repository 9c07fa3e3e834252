import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The running-apps screens share one chunk (pages/deployments-pages.ts). */
const loadPages = () => import('./pages/deployments-pages.js');
const SpaceAppsPage = lazy(() => loadPages().then((m) => ({ default: m.SpaceAppsManagementPage })));
const PlatformSpaceAppsPage = lazy(() => loadPages().then((m) => ({ default: m.PlatformSpaceAppsManagementPage })));
const DetailPage = lazy(() => loadPages().then((m) => ({ default: m.DeploymentDetailPage })));
const DeployedAppPage = lazy(() => loadPages().then((m) => ({ default: m.DeployedAppPage })));
const DeployPage = lazy(() => import('./pages/application-market-deploy/application-market-deploy-page.js'));
const AppConfigPage = lazy(() => import('./pages/app-config-condition/app-config-condition-page.js'));

/**
 * Tenant apps (spec doc 2 "Tenant apps"; docs/deployments.md): buying a market application into the enterprise's
 * tenant space (public, signing in to buy), the running apps of the enterprise (also at the spec's
 * `enterprise-space-apps-management`) and of the platform, a deployment's detail with its ledger, a deployed app in
 * the console (its menu entry opens `deployed-app/{deploymentId}`), and the publisher's deployment information.
 */
export const deploymentsRoutes: FeatureRoutes = {
  public: [{ path: '/common/application-market-deploy', element: <DeployPage /> }],
  console: [
    { path: 'space-apps-management', element: <SpaceAppsPage key="space-apps-management" /> },
    { path: 'enterprise-space-apps-management', element: <SpaceAppsPage key="enterprise-space-apps-management" /> },
    { path: 'platform-space-apps-management', element: <PlatformSpaceAppsPage /> },
    { path: 'deployment-detail/:id?', element: <DetailPage />, selectedOn: 'space-apps-management' },
    { path: 'deployed-app/:id?', element: <DeployedAppPage />, selectedOn: 'space-apps-management' },
    { path: 'app-config-condition', element: <AppConfigPage /> },
  ],
};
