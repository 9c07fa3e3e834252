/**
 * The statistics domain (sign-in sessions and events, their counters, the SMS log; docs/statistics.md): what other
 * domains may use of it. Import from this module only; its route lists are in `./routes.ts`.
 */
export { recordSmsSend } from './sms-recording.js';
/** For the console home's dashboard: a day's sign-ins and failures, the platform's (`counterScopes.platform`) or an enterprise's. */
export { getDayCounter } from './data/sign-in-counters.js';
export { counterScopes } from './data/keys.js';
