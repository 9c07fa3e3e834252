import { feedbackContracts, helpManagementContracts, helpReadContracts } from '../../shared/contracts/help.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-help: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  help: routeGroup([helpReadContracts, helpManagementContracts, feedbackContracts], () =>
    import('./route-groups/help.js').then((group) => group.routes),
  ),
};

/** /api-help: the help centre (categories, articles, search) and the feedback card (docs/help.md). */
export const handler = createPrefixHandler(Object.values(routeGroups));
