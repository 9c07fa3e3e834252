import { algorithmFileRoutes } from '../../domains/algorithms/routes.js';

/** api-datasetfiles' algorithm-file group, loaded on the first request it answers. */
export const routes = algorithmFileRoutes;
