/*
 * The application-publishing screens as one lazy chunk, as the certification screens are: split per screen, each
 * lazy import adds its dependency list to the initial /console download (measured: /console 350.3 KB gzipped with
 * 17 chunks, over the 350 KB budget).
 */
export { default as ManagementPrivatePage } from './application-management-private/application-management-private-page.js';
export { default as ManagementEnterprisePage } from './application-management-enterprise/application-management-enterprise-page.js';
export { default as ManagementPlatformPage } from './application-management-platform/application-management-platform-page.js';
export { default as ApplicationAddPage } from './application-add/application-add-page.js';
export { default as ApplicationEditPage } from './application-edit/application-edit-page.js';
export { default as VersionAddPage } from './version-add/version-add-page.js';
export { default as VersionEditPage } from './version-edit/version-edit-page.js';
export { default as ResourceAddPage } from './resource-add/resource-add-page.js';
export { default as ResourceEditPage } from './resource-edit/resource-edit-page.js';
export { default as VerifyPlatformPage } from './application-verify-platform/application-verify-platform-page.js';
export { default as VerifyManagementPage } from './application-verify-management/application-verify-management-page.js';
export { default as CategoryPage } from './application-category/application-category-page.js';
export { default as CataloguePage } from './application-list/application-list-page.js';
export { default as MarketManagementPage } from './application-market-management/application-market-management-page.js';
export { default as ModuleAddPage } from './module-add/module-add-page.js';
export { default as ModuleEditPage } from './module-edit/module-edit-page.js';
