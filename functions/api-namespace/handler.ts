import { namespaceTables } from '../../shared/contracts/tenancy.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-namespace: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  tenancy: routeGroup(namespaceTables, () => import('./route-groups/tenancy.js').then((group) => group.routes)),
};

/** /api-namespace: the audit of versions published into the platform namespace. */
export const handler = createPrefixHandler(Object.values(routeGroups));
