import { projectFileContracts } from '../../shared/contracts/bigdata.js';
import { documentContracts } from '../../shared/contracts/files.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-files: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  documents: routeGroup(documentContracts, () => import('./route-groups/documents.js').then((group) => group.routes)),
  projectFiles: routeGroup(projectFileContracts, () =>
    import('./route-groups/project-files.js').then((group) => group.routes),
  ),
};

/** /api-files: document uploads and downloads, and the graph files of big-data projects. */
export const handler = createPrefixHandler(Object.values(routeGroups));
