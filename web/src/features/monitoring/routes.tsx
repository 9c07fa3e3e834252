import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const PlatformResourceMonitorPage = lazy(
  () => import('./pages/platform-resource-monitor/platform-resource-monitor-page.js'),
);

/** The platform resource monitor (docs/operations.md): platform administrators only. */
export const monitoringRoutes: FeatureRoutes = {
  console: [{ path: 'platform-resource-monitor', element: <PlatformResourceMonitorPage /> }],
};
