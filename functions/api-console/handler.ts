import { auditContracts, dashboardContracts, monitoringContracts } from '../../shared/contracts/dashboard.js';
import { routeGroup } from '../lib/http/http-handler.js';
import { createPrefixHandler } from '../platform.js';

/**
 * The route groups of api-console: each group's route table comes from its contracts at cold start, and its
 * implementations load on the first request one of its routes answers.
 */
export const routeGroups = {
  dashboard: routeGroup(dashboardContracts, () => import('./route-groups/dashboard.js').then((group) => group.routes)),
  monitoring: routeGroup(monitoringContracts, () =>
    import('./route-groups/monitoring.js').then((group) => group.routes),
  ),
  audit: routeGroup(auditContracts, () => import('./route-groups/audit.js').then((group) => group.routes)),
};

/** /api-console: the console home's summary and layouts, the platform resource monitor and the audit log. */
export const handler = createPrefixHandler(Object.values(routeGroups));
