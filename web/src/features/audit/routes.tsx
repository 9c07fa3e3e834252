import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const AuditLogPage = lazy(() => import('./pages/audit-log/audit-log-page.js'));

/** The audit log (docs/operations.md): platform administrators read every enterprise's, enterprise administrators their own. */
export const auditRoutes: FeatureRoutes = {
  console: [{ path: 'audit-log', element: <AuditLogPage /> }],
};
