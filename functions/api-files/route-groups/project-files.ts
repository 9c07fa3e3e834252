import { projectFileRoutes } from '../../domains/bigdata/routes.js';

/** api-files' project-files group: the canvas's graph files (`/api-files/`). */
export const routes = [...projectFileRoutes];
