import {
  algorithmCategoryContracts,
  algorithmReadContracts,
  algorithmWriteContracts,
} from '../../shared/contracts/algorithms.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-algorithm: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  library: routeGroup([algorithmCategoryContracts, algorithmReadContracts, algorithmWriteContracts], () =>
    import('./route-groups/library.js').then((group) => group.routes),
  ),
};

/** /api-algorithm: the algorithm library (categories, algorithms, their audit and bulk actions; docs/algorithms.md). */
export const handler = createPrefixHandler(Object.values(routeGroups));
