import { NAMESPACE_STATUS } from '../../../../shared/constants/tenancy-rules.js';
import { namespaceContracts as contracts } from '../../../../shared/contracts/tenancy.js';
import { implement, implementPage } from '../../../lib/http/implement.js';
import { listNamespacesByStatus, listNamespacesOfEnterprise } from '../data/namespace.js';
import { auditSpace, changeSpaceStatus, findSpace, initializeSpace } from '../spaces.js';
import { namespaceView, platformNamespaceView } from '../views/tenancy-views.js';

/**
 * Tenant spaces (`initialize-tenant-space`, `namespace-verify-page`; docs/tenancy.md): rent one, read them, audit
 * them, change their status.
 */
export const namespaceRoutes = [
  implement(contracts.initializeNamespace, async ({ caller, body }) =>
    namespaceView(await initializeSpace(caller, body)),
  ),
  implement(contracts.getNamespace, async ({ caller, params }) => {
    const record = await findSpace(caller, params.id);
    return record ? namespaceView(record) : null;
  }),
  /** Platform administrators read every enterprise's (by status or enterprise); anyone else their current one's. */
  implementPage(contracts.getNamespaces, async ({ caller, query }) => {
    const page =
      caller.isPlatformAdmin && !query.enterpriseId
        ? await listNamespacesByStatus({
            statusCode: query.status,
            newestFirst: true,
            cursor: query.cursor,
            limit: query.size,
          })
        : await listNamespacesOfEnterprise({
            enterpriseId: caller.isPlatformAdmin ? query.enterpriseId! : caller.enterpriseId,
            statusCode: query.status,
            cursor: query.cursor,
            limit: query.size,
          });
    return { items: page.items.map(namespaceView), cursor: page.cursor };
  }),
  implement(contracts.getNamespacesForMainApp, async ({ caller }) => {
    const online = await listNamespacesOfEnterprise({
      enterpriseId: caller.enterpriseId,
      statusCode: NAMESPACE_STATUS.online,
      limit: 20,
    });
    return [
      ...online.items.map((record) => {
        const view = namespaceView(record);
        return { id: view.id, name: view.name, enterpriseId: view.enterpriseId, status: view.status };
      }),
      platformNamespaceView(),
    ];
  }),
  implementPage(contracts.getNamespaceForVerify, async ({ query }) => {
    const page = await listNamespacesByStatus({
      statusCode: NAMESPACE_STATUS.submitted,
      nameContains: query.name,
      cursor: query.cursor,
      limit: query.size,
    });
    return { items: page.items.map(namespaceView), cursor: page.cursor };
  }),
  implement(contracts.updateNamespaceStatus, async ({ caller, body }) => auditSpace(caller, body)),
  implement(contracts.changeNamespaceStatus, async ({ body }) =>
    changeSpaceStatus({ id: body.id, to: body.status.code }),
  ),
];
