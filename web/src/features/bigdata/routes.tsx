import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const DatasetManagementPage = lazy(() => import('./pages/dataset-management/dataset-management-page.js'));
const TrainedModelPage = lazy(() => import('./pages/trained-model/trained-model-page.js'));
const MyHubPage = lazy(() => import('./pages/my-hub/my-hub-page.js'));
const ExtensionPage = lazy(() => import('./pages/extension/extension-page.js'));
const ProjectListPage = lazy(() => import('./pages/project-list/project-list-page.js'));
const ProjectPanelPage = lazy(() => import('./pages/project-panel/project-panel-page.js'));
const AlgorithmTrainedModelPage = lazy(() => import('./pages/algorithm-trained-model/algorithm-trained-model-page.js'));

/**
 * Big data (docs/bigdata.md): the caller's hub, datasets, trained models and one model in full
 * (`/algorithm/trained-model?id=`), the JavaScript extensions.
 */
export const bigdataRoutes: FeatureRoutes = {
  console: [
    { path: 'bigdata/dataset-management', element: <DatasetManagementPage /> },
    { path: 'bigdata/trained-model', element: <TrainedModelPage /> },
    { path: 'bigdata/my-hub', element: <MyHubPage /> },
    { path: 'bigdata/extension', element: <ExtensionPage /> },
    { path: 'bigdata/projectList', element: <ProjectListPage /> },
    { path: 'bigdata/projectPanel/:id?', element: <ProjectPanelPage />, selectedOn: 'bigdata/projectList' },
    { path: 'algorithm/trained-model', element: <AlgorithmTrainedModelPage />, selectedOn: 'bigdata/trained-model' },
  ],
};
