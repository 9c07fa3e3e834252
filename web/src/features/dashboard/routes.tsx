import type { FeatureRoutes } from '@/routing/feature-routes.js';

/**
 * The console home's dashboard (docs/dashboard.md) has no screen of its own: the home (`/console`, the portal's)
 * shows its board below the personal card (`components/home-dashboard.tsx`, loaded lazily).
 */
export const dashboardRoutes: FeatureRoutes = {};
