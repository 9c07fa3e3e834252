import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

const DatasetManagementPage = lazy(() => import('./pages/dataset-management/dataset-management-page.js'));
const TrainedModelPage = lazy(() => import('./pages/trained-model/trained-model-page.js'));
const AlgorithmTrainedModelPage = lazy(() => import('./pages/algorithm-trained-model/algorithm-trained-model-page.js'));

/** Big data (docs/bigdata.md): datasets and trained models; one model in full (`/algorithm/trained-model?id=`). */
export const bigdataRoutes: FeatureRoutes = {
  console: [
    { path: 'bigdata/dataset-management', element: <DatasetManagementPage /> },
    { path: 'bigdata/trained-model', element: <TrainedModelPage /> },
    { path: 'algorithm/trained-model', element: <AlgorithmTrainedModelPage />, selectedOn: 'bigdata/trained-model' },
  ],
};
