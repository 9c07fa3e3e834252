/**
 * The equipment domain (equipment and its telemetry): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain.
 */
export { applyCommandReply } from './commands.js';
export { appendEquipmentLog } from './data/equipment-log.js';
export { getEquipmentById, getEquipmentByIds, type GatewaySummary } from './data/equipment.js';
export { applyPresence } from './presence.js';
export { checkWatch, runWatchdog } from './offline-alarm.js';
export { getWatch } from './data/equipment-watch.js';
export { putReadings, type ReadingsToStore } from './data/telemetry.js';
export { loadIngestTargets, registerBackedUpNodes, type IngestTarget } from './equipment-history-ingest.js';
export {
  acceptMessage,
  acceptStreamRecord,
  dataFrame,
  type AcceptedMessage,
  type RejectedMessage,
} from './telemetry-messages.js';
export { archiveHistory } from './equipment-history-archive.js';
/** For the bigdata area: a gateway's backed-up history of some nodes, to save as a dataset. */
export { readGatewayHistory } from './equipment-history-read.js';
/** For the IoT area (products, devices, groups, data push): the enterprise's types, gateways, configuration and latest readings. */
export { getEquipmentType, listEquipmentTypes, type EquipmentTypeRecord } from './data/equipment-type.js';
export { type EquipmentRecord } from './data/equipment.js';
export { getEquipmentConfig, getEquipmentConfigs, type EquipmentConfigRecord } from './data/equipment-config.js';
export { readDevicePage, type DeviceFilter, type DeviceRow } from './data/gateway-nodes.js';
export { gatewayNodeList } from './data/records.js';
export { getLatestReadings } from './data/telemetry.js';
export { nodeReadingFields } from './views/equipment-views.js';
export { checkCertificateExpiry, runCertificateExpiry } from './certificates/certificate-expiry.js';
export {
  checkGatewayCertificate,
  gatewayMayPublish,
  plainClientAllowed,
  type GatewayCertificateCheck,
} from './certificates/certificate-lifecycle.js';
export { runRotationTask } from './certificates/certificate-rotation.js';
/** For other domains' notices to an enterprise's administrators (tenancy: audits, renewals, quotas). */

export { equipmentKeys } from './data/keys.js';
declare module '../../lib/auth/access-services.js' {
  /**
   * A rule may name a gateway (`{ gateway: 'path.id' }`) or an equipment type (`{ equipmentType: 'path.id' }`) of
   * the caller's current enterprise: the route receives the stored record.
   */
  interface AccessRecords {
    gateway: import('./data/equipment.js').EquipmentRecord;
    equipmentType: import('./data/equipment-type.js').EquipmentTypeRecord;
  }
}
/** For the console home's dashboard: one page of an enterprise's gateways. */
export { listEquipmentPage } from './data/equipment.js';
/** For the console home's dashboard: an enterprise's latest offline alarms, and how many certificates wait for review. */
export { listLatestGatewayAlarms, type GatewayAlarmRecord } from './data/gateway-alarms.js';
export { countCertificatesUnderReview } from './data/equipment-certificate.js';
