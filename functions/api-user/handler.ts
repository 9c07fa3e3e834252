import { lazyRouteGroups } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';
import { routeManifest } from './route-manifest.js';

/**
 * /api-user's route groups, one per domain it serves (110 routes). Each loads on the first request for one of
 * its routes, so a cold start evaluates only the group the request needs.
 */
export const routeGroups = {
  identity: () => import('./route-groups/identity.js').then((group) => group.routes),
  certification: () => import('./route-groups/certification.js').then((group) => group.routes),
  messaging: () => import('./route-groups/messaging.js').then((group) => group.routes),
  organisation: () => import('./route-groups/organisation.js').then((group) => group.routes),
  roles: () => import('./route-groups/roles.js').then((group) => group.routes),
};

/** /api-user (and /backendUsers): composes the identity, certification, organisation, roles and messaging routes it serves. */
export const handler = createPrefixHandler(lazyRouteGroups(routeManifest, routeGroups));
