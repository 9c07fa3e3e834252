/**
 * The tenancy domain (tenant spaces and their audit, version publications into the platform namespace, quotas and
 * their reservations, renewal): what other domains and the plumbing may use of it. Import from this module only,
 * never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { queueVersionPublication, type ApprovedVersion } from './versions.js';
export { runRenewal, checkSpaceRenewal, checkGrantRenewal, type RenewalOutcome } from './renewal.js';
/**
 * For the next issue's deployments: reserve and release amounts of an enterprise's quota (idempotent by reservation
 * id, never overbooking), or the reservation's items for a transaction of one's own; check a space's password.
 */
export { getQuota, quotaReservationItems, releaseQuota, reserveQuota } from './data/quota.js';
export { type QuotaAmounts, type QuotaReservationRecord, quotaFigures } from './data/records.js';
export { domainOwnerOf, liveNamespaceIdOf, getNamespaceRecord, namespaceOnline } from './data/namespace.js';
export { type NamespaceRecord } from './data/records.js';
export { spacePasswordMatches } from './space-password.js';
export { tenancyKeys, tenancyIndexKeys } from './data/keys.js';
/** For the deployments domain: a purchase's end is its start plus calendar months, as a space's is. */
export { addMonths } from './periods.js';
