import { iotTables } from '../../shared/contracts/iot.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-iot: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  iot: routeGroup(iotTables, () => import('./route-groups/iot.js').then((group) => group.routes)),
};

/** /api-iot: products, devices, device groups and data push rules. */
export const handler = createPrefixHandler(Object.values(routeGroups));
