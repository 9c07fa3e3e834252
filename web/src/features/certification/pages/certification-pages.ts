/*
 * The certification and review screens as one lazy chunk. Split per screen,
 * every Cloudscape module they share with the home page gets its own small
 * chunk (and CSS file) in the initial /console download: measured, one chunk
 * for the area keeps /console at 345 KB gzipped instead of 351 KB (budget 350).
 */
export { default as CreateEnterpriseDetailsPage } from './create-enterprise-details/create-enterprise-details-page.js';
export { default as EditEnterpriseDetailsPage } from './edit-enterprise-details/edit-enterprise-details-page.js';
export { default as CreateUserCertifyPage } from './create-user-certify/create-user-certify-page.js';
export { default as EditUserCertifyPage } from './edit-user-certify/edit-user-certify-page.js';
export { default as VerifyEnterpriseAuthListPage } from './verify-enterprise-auth-list/verify-enterprise-auth-list-page.js';
export { default as VerifyEnterpriseDetailPage } from './verify-enterprise-detail/verify-enterprise-detail-page.js';
export { default as VerifyUserDetailPage } from './verify-user-detail/verify-user-detail-page.js';
