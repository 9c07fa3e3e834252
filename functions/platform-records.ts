/**
 * The loaders of the records an access rule may name (roles, departments, gateways, equipment types and products,
 * device groups, data-push rules), for `functions/platform.ts`, which loads this module on the first check of a rule
 * naming a record rather than at cold start: most routes name none, and the data modules behind these loaders
 * (departments, equipment, IoT) would otherwise be evaluated by every HTTP function's cold start.
 */
export { getEquipmentById, getEquipmentType } from './domains/equipment/index.js';
export { getGroup, getPushRule } from './domains/iot/index.js';
export { findMenuById } from './domains/menus/index.js';
export { getDepartment } from './domains/organisation/index.js';
export { findRoleById } from './domains/roles/index.js';
