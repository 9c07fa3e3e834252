import { projectRoutes, projectRunRoutes } from '../../domains/bigdata/routes.js';

/** api-bigdata's projects group: the canvas's projects, the compile check, `cleanProject` and project runs. */
export const routes = [...projectRoutes, ...projectRunRoutes];
