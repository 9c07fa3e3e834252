import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The certification screens share one chunk: they share most of their code (forms, reviews, details). */
const loadCertificationPages = () => import('./pages/certification-pages.js');
const CreateEnterpriseDetailsPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.CreateEnterpriseDetailsPage })),
);
const EditEnterpriseDetailsPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.EditEnterpriseDetailsPage })),
);
const CreateUserCertifyPage = lazy(() => loadCertificationPages().then((m) => ({ default: m.CreateUserCertifyPage })));
const EditUserCertifyPage = lazy(() => loadCertificationPages().then((m) => ({ default: m.EditUserCertifyPage })));
const VerifyEnterpriseAuthListPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.VerifyEnterpriseAuthListPage })),
);
const VerifyEnterpriseDetailPage = lazy(() =>
  loadCertificationPages().then((m) => ({ default: m.VerifyEnterpriseDetailPage })),
);
const VerifyUserDetailPage = lazy(() => loadCertificationPages().then((m) => ({ default: m.VerifyUserDetailPage })));

/** Certification: enterprise and personal certification forms and their review. */
export const certificationRoutes: FeatureRoutes = {
  console: [
    { path: 'create-enterprise-details', element: <CreateEnterpriseDetailsPage /> },
    { path: 'edit-enterprise-details', element: <EditEnterpriseDetailsPage /> },
    // One entry for the personal certification: the create screen opens the edit screen once one exists.
    { path: 'create-user-certify', element: <CreateUserCertifyPage />, userMenu: true },
    { path: 'edit-user-certify', element: <EditUserCertifyPage />, selectedOn: 'create-user-certify' },
    { path: 'verify-enterprise-auth-list', element: <VerifyEnterpriseAuthListPage /> },
    {
      path: 'verify-enterprise-detail',
      element: <VerifyEnterpriseDetailPage />,
      selectedOn: 'verify-enterprise-auth-list',
    },
    { path: 'verify-user-detail', element: <VerifyUserDetailPage />, selectedOn: 'verify-enterprise-auth-list' },
  ],
};
