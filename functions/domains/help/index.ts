/**
 * The help domain (the help centre's categories and articles, and the feedback card; docs/help.md): what other
 * domains and the plumbing may use of it. Import from this module only, never from a file inside the domain; its
 * route lists are in `./routes.ts`.
 */
export { helpIndexKeys, helpKeys } from './data/keys.js';
export type { FeedbackRecord, HelpArticleRecord, HelpCategoryRecord } from './data/records.js';
