import { databasesTables } from '../../shared/contracts/databases.js';
import { deploymentsTables } from '../../shared/contracts/deployments.js';
import { tenantTables } from '../../shared/contracts/tenancy.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-tenant: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  tenancy: routeGroup(tenantTables, () => import('./route-groups/tenancy.js').then((group) => group.routes)),
  deployments: routeGroup(deploymentsTables, () =>
    import('./route-groups/deployments.js').then((group) => group.routes),
  ),
  databases: routeGroup(databasesTables, () => import('./route-groups/databases.js').then((group) => group.routes)),
};

/**
 * /api-tenant: tenant spaces and their audit, the version publications' queue, the enterprises' quotas, tenant
 * apps (purchase, deployment, running apps) and the enterprises' database service.
 */
export const handler = createPrefixHandler(Object.values(routeGroups));
