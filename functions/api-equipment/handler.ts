import { equipmentTables } from '../../shared/contracts/equipment.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-equipment: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  equipment: routeGroup(equipmentTables, () => import('./route-groups/equipment.js').then((group) => group.routes)),
};

/** /api-equipment: equipment types, gateways, their configuration, live data, commands and logs, backup and history, certificates, and the equipment lookups. */
export const handler = createPrefixHandler(Object.values(routeGroups));
