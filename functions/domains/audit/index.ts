/**
 * The audit domain (the log of administrative writes, docs/operations.md "Audit log"): what other domains and the
 * composition root may use of it. Import from this module only; its route lists are in `./routes.ts`.
 */
export { recordAdministrativeWrite } from './recorder.js';
