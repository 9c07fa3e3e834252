/*
 * The tenancy screens (the tenant space, the quota applications, the audit) as one lazy chunk, as the IoT screens
 * are: split per screen, each lazy import adds its dependency list to the initial /console download.
 */
export { default as InitializeTenantSpacePage } from './initialize-tenant-space/initialize-tenant-space-page.js';
export { default as QuotaApplicationPage } from './quota-application/quota-application-page.js';
export { default as NamespaceVerifyPage } from './namespace-verify-page/namespace-verify-page.js';
