import { datasetRoutes, modelRoutes } from '../../domains/bigdata/routes.js';

/** api-bigdata's datasets group: datasets, models and the upload form's lookups. */
export const routes = [...datasetRoutes, ...modelRoutes];
