/**
 * The equipment domain (equipment and its telemetry): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain.
 */
export { applyCommandReply } from './commands.js';
export { appendEquipmentLog } from './data/equipment-log.js';
export { getEquipmentById } from './data/equipment.js';
export { applyPresence } from './presence.js';
export { putReadings } from './data/telemetry.js';
