import { sessionContracts } from '../../shared/contracts/identity.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-me: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  session: routeGroup(sessionContracts, () => import('./route-groups/session.js').then((group) => group.routes)),
};

/** /api-me, /cas-url, /getFoundationUrl and /delete-session: the session calls. */
export const handler = createPrefixHandler(Object.values(routeGroups));
