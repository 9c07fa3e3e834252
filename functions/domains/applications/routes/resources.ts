import { resourceContracts as contracts } from '../../../../shared/contracts/applications.js';
import { randomUUID } from 'node:crypto';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { assertManages, assertSees } from '../access.js';
import { getApplication, requireApplication } from '../data/application.js';
import { createPlan, deletePlan, getPlan, replacePlan, type PlanRecord } from '../data/plan.js';
import { syncMarketEntry } from '../market.js';
import { resourceView } from '../views/resource-view.js';

/** The plan and its application, 404 when either is missing or the application is not visible. */
async function requirePlan(planId: string, caller: Parameters<typeof assertSees>[0]) {
  const plan = await getPlan({ planId });
  const app = plan && (await getApplication({ applicationId: plan.applicationId }));
  if (!plan || !app) throw new NotFoundError('Resource not found');
  await assertSees(caller, app);
  return { plan, app };
}

/** The fields of a plan its create and update calls set. */
type PlanFields = Pick<
  PlanRecord,
  'name' | 'code' | 'description' | 'resourceParameters' | 'price' | 'periods' | 'ifPermanent' | 'permanentPrice'
>;

/** What a plan takes from the body of a create or an update; the permanent price only for a permanent plan. */
function planFieldsOf(body: Omit<PlanFields, 'description'> & { description?: string }): PlanFields {
  return {
    name: body.name,
    code: body.code,
    description: body.description ?? '',
    resourceParameters: body.resourceParameters,
    price: body.price,
    periods: body.periods,
    ifPermanent: body.ifPermanent,
    ...(body.ifPermanent && body.permanentPrice !== undefined ? { permanentPrice: body.permanentPrice } : {}),
  };
}

/** Resource plans of an application (doc 2 §3, §5, §7); `updateResource` is our design for the resource-edit screen. */
export const resourceRoutes = [
  /** Creates a plan; name and code unique per application; the application must exist (404, doc 2 §5). */
  implement(contracts.createResource, async ({ caller, body }) => {
    const app = await requireApplication(body.application.id);
    await assertManages(caller, app);
    const now = new Date().toISOString();
    const plan: PlanRecord = {
      id: randomUUID(),
      applicationId: app.id,
      ...planFieldsOf(body),
      createUserId: caller.userId,
      createUserName: caller.username,
      createDate: now,
      updateDate: now,
      ifEnabled: true,
    };
    await createPlan(plan);
    await syncMarketEntry(app.id, { saved: plan });
    return resourceView(plan);
  }),
  implement(contracts.updateResource, async ({ caller, body }) => {
    const { plan: before, app } = await requirePlan(body.id, caller);
    await assertManages(caller, app);
    // The permanent price is the body's, or none: a plan no longer permanent loses the stored one.
    const { permanentPrice: _stored, ...kept } = before;
    const after: PlanRecord = { ...kept, ...planFieldsOf(body), updateDate: new Date().toISOString() };
    await replacePlan(before, after);
    await syncMarketEntry(app.id, { saved: after });
    return resourceView(after);
  }),
  implement(contracts.deleteResource, async ({ caller, params }) => {
    const { plan, app } = await requirePlan(params.resourceId, caller);
    await assertManages(caller, app);
    await deletePlan(plan);
    await syncMarketEntry(app.id, { deletedId: plan.id });
    return { deleted: true as const };
  }),
  /** The plan's quota items (doc 2 §3: DISK_QUOTA and MEMORY_QUOTA, with CPU and users beside them). */
  implement(contracts.getApplicationPlanItemsByApplicationPlanId, async ({ caller, query }) => {
    const { plan } = await requirePlan(query.applicationPlanId, caller);
    const p = plan.resourceParameters;
    return [
      { item: 'DISK_QUOTA' as const, value: p.DISK_QUOTA },
      { item: 'MEMORY_QUOTA' as const, value: p.MEMORY_QUOTA },
      { item: 'CPU_CORES' as const, value: p.CPU_CORES },
      { item: 'CONCURRENT_USER' as const, value: p.CONCURRENT_USER },
    ];
  }),
];
