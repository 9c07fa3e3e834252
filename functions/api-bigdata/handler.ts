import {
  datasetContracts,
  modelContracts,
  projectContracts,
  projectRunContracts,
} from '../../shared/contracts/bigdata.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-bigdata: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  datasets: routeGroup([datasetContracts, modelContracts], () =>
    import('./route-groups/datasets.js').then((group) => group.routes),
  ),
  projects: routeGroup([projectContracts, projectRunContracts], () =>
    import('./route-groups/projects.js').then((group) => group.routes),
  ),
};

/** /api-bigdata: datasets, models and projects (docs/bigdata.md). */
export const handler = createPrefixHandler(Object.values(routeGroups));
