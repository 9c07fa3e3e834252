/**
 * What the applications domain calls in other domains only on a rare write: a status change's notices, an approved
 * version's publication into tenancy and its offer as an upgrade. Callers load this module with
 * `await import('./other-domains.js')`, so it is evaluated on the first such call, not at cold start. It imports
 * the domains' indexes statically because a dynamic `import('../messaging/index.js')` keeps every export of that
 * index in the bundle (esbuild cannot tell which ones a dynamic import uses): that put the deployment saga and its
 * drivers, the renewal and the message fan-out into api-application's bundle (docs/benchmarks.md).
 */
export {
  APPLICATIONS_SYSTEM_MESSAGES,
  notifyReviewDecision,
  notifyUsers,
  SEND_EMAIL,
  systemMessage,
  USER_MESSAGE_SELF_TYPE,
  USER_MESSAGE_TYPE,
} from '../messaging/index.js';
export { queueVersionPublication } from '../tenancy/index.js';
export { offerUpgrade } from '../deployments/index.js';
