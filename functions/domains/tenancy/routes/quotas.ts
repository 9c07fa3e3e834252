import { quotaContracts as contracts } from '../../../../shared/contracts/tenancy.js';
import { implement } from '../../../lib/http/implement.js';
import { getQuota } from '../data/quota.js';
import { applyForQuota } from '../quotas.js';
import { quotaView } from '../views/tenancy-views.js';

/** Quotas (`increase-quota`, `apply-bigdata-quota`, `apply-tsdatabase-space`; docs/tenancy.md "Quotas"). */
export const quotaRoutes = [
  implement(contracts.getOrgQuotas, async ({ query }) => quotaView(await getQuota(query['enterprise-code']))),
  implement(contracts.applyQuota, async ({ caller, body }) => applyForQuota(caller, body)),
];
