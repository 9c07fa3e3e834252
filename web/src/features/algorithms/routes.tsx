import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const AlgorithmCategoryPage = lazy(() => import('./pages/algorithm-category/algorithm-category-page.js'));
const AlgorithmAddPage = lazy(() => import('./pages/algorithm-add/algorithm-add-page.js'));
const AlgorithmEditPage = lazy(() => import('./pages/algorithm-edit/algorithm-edit-page.js'));
const AlgorithmViewPage = lazy(() => import('./pages/algorithm-view/algorithm-view-page.js'));
const AlgorithmLibraryPage = lazy(() => import('./pages/algorithm-library/algorithm-library-page.js'));
const VerifyAlgorithmDetailPage = lazy(() => import('./pages/verify-algorithm-detail/verify-algorithm-detail-page.js'));
const AlgorithmManagementPage = lazy(() => import('./pages/algorithm-management/algorithm-management-page.js'));
const AlgorithmListPage = lazy(() => import('./pages/algorithm-list/algorithm-list-page.js'));
const VerifyAlgorithmListPage = lazy(() => import('./pages/verify-algorithm-list/verify-algorithm-list-page.js'));
const AlgorithmRedirectPage = lazy(() => import('./pages/algorithm-redirect/algorithm-redirect-page.js'));
const AlgorithmPocPage = lazy(() => import('./pages/algorithm-poc/algorithm-poc-page.js'));
const AlgorithmJointPage = lazy(() => import('./pages/algorithm-joint/algorithm-joint-page.js'));
const AlgorithmLhdTestPage = lazy(() => import('./pages/algorithm-lhd-test/algorithm-lhd-test-page.js'));
const AlgorithmProjectPocPage = lazy(() => import('./pages/algorithm-project-poc/algorithm-project-poc-page.js'));

/**
 * The algorithm library (spec doc 3; docs/algorithms.md): the author's algorithms with their bulk actions, the
 * auditors' review queue and the category tree; the public library. The spec's top-level `/algorithm/*` screens
 * (the system algorithms' figures, an algorithm beside a dataset, the review bench, the sample chains) render in
 * the console at `/console/algorithm/*`, where `/algorithm/*` leads.
 */
export const algorithmsRoutes: FeatureRoutes = {
  public: [
    { path: '/common/algorithm-library', element: <AlgorithmLibraryPage /> },
    { path: '/algorithm/*', element: <AlgorithmRedirectPage /> },
  ],
  console: [
    { path: 'algorithm-category', element: <AlgorithmCategoryPage /> },
    { path: 'algorithm-list', element: <AlgorithmListPage /> },
    { path: 'algorithm-management', element: <AlgorithmManagementPage /> },
    { path: 'algorithm-add', element: <AlgorithmAddPage />, selectedOn: 'algorithm-list' },
    { path: 'algorithm-edit', element: <AlgorithmEditPage />, selectedOn: 'algorithm-list' },
    { path: 'algorithm-view', element: <AlgorithmViewPage />, selectedOn: 'algorithm-list' },
    { path: 'verify-algorithm-list', element: <VerifyAlgorithmListPage /> },
    {
      path: 'verify-algorithm-detail',
      element: <VerifyAlgorithmDetailPage />,
      selectedOn: 'verify-algorithm-list',
    },
    { path: 'algorithm/poc', element: <AlgorithmPocPage /> },
    { path: 'algorithm/joint', element: <AlgorithmJointPage /> },
    { path: 'algorithm/lhdTest', element: <AlgorithmLhdTestPage /> },
    { path: 'algorithm/projectPoc', element: <AlgorithmProjectPocPage /> },
  ],
};
