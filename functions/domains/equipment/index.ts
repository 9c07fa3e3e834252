/**
 * The equipment domain (equipment and its telemetry): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain.
 */
export { getEquipmentById } from './data/equipment.js';
export { putReadings } from './data/telemetry.js';
