/** The bigdata domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { datasetRoutes } from './routes/datasets.js';
export { modelRoutes } from './routes/models.js';
export { projectFileRoutes, projectRoutes } from './routes/projects.js';
export { projectRunRoutes } from './routes/project-runs.js';
