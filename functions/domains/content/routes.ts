/** The portal content domain's route lists, imported only by the api-content prefix handler. */
export { contentManagementRoutes, publicContentRoutes } from './routes/content.js';
export { portalConfigurationRoutes } from './routes/portal-configuration.js';
