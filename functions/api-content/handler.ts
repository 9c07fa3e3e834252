import {
  contentManagementContracts,
  portalConfigurationContracts,
  publicContentContracts,
} from '../../shared/contracts/content.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-content: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  content: routeGroup([publicContentContracts, contentManagementContracts, portalConfigurationContracts], () =>
    import('./route-groups/content.js').then((group) => group.routes),
  ),
};

/** /api-content: the public portal's managed content and its section flags (docs/portal.md). */
export const handler = createPrefixHandler(Object.values(routeGroups));
