import {
  contentManagementRoutes,
  portalConfigurationRoutes,
  publicContentRoutes,
} from '../../domains/content/routes.js';

/** api-content's one group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...publicContentRoutes, ...contentManagementRoutes, ...portalConfigurationRoutes];
