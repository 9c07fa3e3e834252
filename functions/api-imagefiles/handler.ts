import { imageContracts } from '../../shared/contracts/files.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-imagefiles: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  images: routeGroup(imageContracts, () => import('./route-groups/images.js').then((group) => group.routes)),
};

/** /api-imagefiles: image uploads, the avatar and image browsing. */
export const handler = createPrefixHandler(Object.values(routeGroups));
