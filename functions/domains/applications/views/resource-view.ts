import type { Resource } from '../../../../shared/schemas/application-responses.js';
import type { PlanRecord } from '../data/plan.js';

/** A plan as the API answers it (`application.cost` is the monthly price, as the spec's payload carries it). */
export const resourceView = (plan: PlanRecord): Resource => ({
  id: plan.id,
  name: plan.name,
  code: plan.code,
  description: plan.description,
  resourceParameters: plan.resourceParameters,
  price: plan.price,
  periods: plan.periods,
  ifPermanent: plan.ifPermanent,
  ...(plan.permanentPrice !== undefined ? { permanentPrice: plan.permanentPrice } : {}),
  createUserId: plan.createUserId,
  createUserName: plan.createUserName,
  createDate: plan.createDate,
  application: { id: plan.applicationId, cost: plan.price },
  ifEnabled: plan.ifEnabled,
});
