import { namespaceVersionContracts, namespaceVersionQueueContracts } from '../../../../shared/contracts/tenancy.js';
import { implement, implementPage } from '../../../lib/http/implement.js';
import { listNamespaceVersions } from '../data/namespace-version.js';
import { auditVersionPublication } from '../versions.js';
import { namespaceVersionView } from '../views/tenancy-views.js';

/** The versions waiting to be published into the platform namespace (`GET /api-tenant/getVersionForVerify`). */
export const namespaceVersionQueueRoutes = [
  implementPage(namespaceVersionQueueContracts.getNamespaceVersionForVerify, async ({ query }) => {
    const page = await listNamespaceVersions({ statusCode: '1', cursor: query.cursor, limit: query.size });
    return { items: page.items.map(namespaceVersionView), cursor: page.cursor };
  }),
];

/** Their audit (`PUT /api-namespace/updateVersionStatus`): code 2 publishes, any other rejects. */
export const namespaceVersionRoutes = [
  implement(namespaceVersionContracts.updateNamespaceVersionStatus, async ({ caller, body }) =>
    auditVersionPublication(caller, body),
  ),
];
