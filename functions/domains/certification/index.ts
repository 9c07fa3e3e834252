/**
 * The certification domain (enterprise and user certification and their reviews): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
/** For the console home's dashboard: how many certifications wait for review (first pages counted). */
export { countCertificationQueues } from './data/review-queues.js';
