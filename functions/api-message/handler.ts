import { apiMessageTables } from '../../shared/contracts/messaging.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-message: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  messaging: routeGroup(apiMessageTables, () => import('./route-groups/messaging.js').then((group) => group.routes)),
};

/** /api-message: message categories, types, groups and their members, sent messages and the message centres. */
export const handler = createPrefixHandler(Object.values(routeGroups));
