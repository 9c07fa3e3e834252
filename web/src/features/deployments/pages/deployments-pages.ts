/*
 * The running-apps screens (the enterprise's and the platform's lists, a deployment's detail, a deployed app in its
 * frame) as one lazy chunk: they share the table, the status and the actions.
 */
export { default as SpaceAppsManagementPage } from './space-apps-management/space-apps-management-page.js';
export { default as PlatformSpaceAppsManagementPage } from './platform-space-apps-management/platform-space-apps-management-page.js';
export { default as DeploymentDetailPage } from './deployment-detail/deployment-detail-page.js';
export { default as DeployedAppPage } from './deployed-app/deployed-app-page.js';
