/**
 * The statistics domain (sign-in sessions and events, their counters, the SMS log; docs/statistics.md): what other
 * domains may use of it. Import from this module only; its route lists are in `./routes.ts`.
 */
export { recordSmsSend } from './sms-recording.js';
