/*
 * The accounts screens (own account, enterprise account, top-up confirmation) as one lazy chunk: they share the
 * balance, ledger and top-up components.
 */
export { default as PersonAccountPage } from './person-account/person-account-page.js';
export { default as EnterpriseAccountPage } from './enterprise-account/enterprise-account-page.js';
export { default as PersonPaymentConfirmationPage } from './person-payment-confirmation/person-payment-confirmation-page.js';
