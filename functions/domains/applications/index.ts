/**
 * The applications domain (application publishing: the category tree, applications and modules, versions,
 * resource plans, audit and status, subscriptions): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { getApplication, type ApplicationRecord } from './data/application.js';
export { getVersion, type VersionRecord } from './data/version.js';
/** For the accounts domain (and the market): the server's price of months of a plan. */
export { priceOffer, type PricedOffer } from './pricing.js';
/** For the deployments domain: an application's plans and versions, and who manages it. */
export { getPlan, listPlansOfApplication, type PlanRecord } from './data/plan.js';
export { listVersionsOfApplication } from './data/version.js';
export { canManage } from './access.js';
/** For the console home's dashboard: an enterprise's applications (one index partition). */
export { listApplicationsOfCompany } from './data/application.js';
/** For the console home's dashboard: how many applications and versions wait for audit (first pages counted). */
export { countAuditQueues } from './data/audit-queues.js';
