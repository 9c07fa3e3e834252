import { algorithmFileContracts } from '../../shared/contracts/algorithms.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/** The route groups of api-datasetfiles: the route table from the contracts, the implementations on first use. */
export const routeGroups = {
  algorithmFiles: routeGroup([algorithmFileContracts], () =>
    import('./route-groups/algorithm-files.js').then((group) => group.routes),
  ),
};

/** /api-datasetfiles: the algorithm file's presigned upload into the datasets bucket (docs/algorithms.md). */
export const handler = createPrefixHandler(Object.values(routeGroups));
