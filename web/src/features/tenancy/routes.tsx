import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The tenancy screens share one chunk (pages/tenancy-pages.ts). */
const loadPages = () => import('./pages/tenancy-pages.js');
const InitializePage = lazy(() => loadPages().then((m) => ({ default: m.InitializeTenantSpacePage })));
const QuotaPage = lazy(() => loadPages().then((m) => ({ default: m.QuotaApplicationPage })));
const VerifyPage = lazy(() => loadPages().then((m) => ({ default: m.NamespaceVerifyPage })));

/**
 * Tenant spaces (doc 2 §2; docs/tenancy.md): the enterprise's space (rent it, then its details and quota), the three
 * quota applications on one form (a key each, so moving from one to another mounts a new screen, whose heading then
 * takes the focus), and the platform's audit of spaces and version publications.
 */
export const tenancyRoutes: FeatureRoutes = {
  console: [
    { path: 'initialize-tenant-space', element: <InitializePage /> },
    { path: 'increase-quota', element: <QuotaPage key="increase-quota" screen="increase-quota" /> },
    { path: 'apply-bigdata-quota', element: <QuotaPage key="apply-bigdata-quota" screen="apply-bigdata-quota" /> },
    {
      path: 'apply-tsdatabase-space',
      element: <QuotaPage key="apply-tsdatabase-space" screen="apply-tsdatabase-space" />,
    },
    { path: 'namespace-verify-page', element: <VerifyPage /> },
  ],
};
