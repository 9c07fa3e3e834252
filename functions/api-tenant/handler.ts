import { tenantTables } from '../../shared/contracts/tenancy.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-tenant: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  tenancy: routeGroup(tenantTables, () => import('./route-groups/tenancy.js').then((group) => group.routes)),
};

/** /api-tenant: tenant spaces and their audit, the version publications' queue, and the enterprises' quotas. */
export const handler = createPrefixHandler(Object.values(routeGroups));
