/**
 * The portal content domain (news, solutions, the portal's pages and its section flags; docs/portal.md): what the
 * local seed may use of it. Import from this module only, never from a file inside the domain; its route lists are
 * in `./routes.ts`.
 */
export { contentItems, type ContentRecord, PLATFORM_PORTAL } from './data/records.js';
export { contentKeys, contentIndexKeys } from './data/keys.js';
