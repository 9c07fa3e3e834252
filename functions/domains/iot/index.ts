/**
 * The IoT domain (products, devices, device groups, data push): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain.
 */
export { forwardBatch, gatewaysNotForwarded, type ForwardMessage, type ForwardResult } from './forward-readings.js';
/** For the access checks (`functions/platform.ts`): the records a rule may name. */
export { getGroup, type GroupRecord } from './data/group.js';
export { getPushRule, type PushRuleRecord } from './data/push-rule.js';

declare module '../../lib/auth/access-services.js' {
  /**
   * A rule may name a product (an equipment type, `{ product: 'path.id' }`), a device group (`{ deviceGroup: … }`)
   * or a data-push rule (`{ pushRule: … }`) of the caller's current enterprise: the route receives the stored record.
   */
  interface AccessRecords {
    product: import('../equipment/index.js').EquipmentTypeRecord;
    deviceGroup: import('./data/group.js').GroupRecord;
    pushRule: import('./data/push-rule.js').PushRuleRecord;
  }
}
