import { projectRoutes } from '../../domains/bigdata/routes.js';

/** api-bigdata's projects group: the canvas's projects, the compile check and `cleanProject`. */
export const routes = [...projectRoutes];
