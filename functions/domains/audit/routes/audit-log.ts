import { auditContracts as contracts } from '../../../../shared/contracts/dashboard.js';
import { implement } from '../../../lib/http/implement.js';
import { listAuditEntries } from '../data/audit-entries.js';

/** A date's bound as an ISO time: `from` at its first millisecond, `to` at its last; an ISO time as given. */
const bound = (value: string | undefined, end: boolean) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : value;

/**
 * `GET /api-console/audit-log`: platform administrators read every enterprise's entries (or one enterprise's, by
 * `enterpriseId`); anyone else the rule admits (an enterprise administrator) their current enterprise's only, whatever
 * `enterpriseId` says.
 */
export const auditLogRoutes = [
  implement(contracts.getAuditLog, async ({ caller, query }) => {
    const enterpriseId = caller.isPlatformAdmin ? query.enterpriseId : caller.enterpriseId;
    const page = await listAuditEntries(
      {
        enterpriseId,
        actorId: query.actorId,
        action: query.action,
        from: bound(query.from, false),
        to: bound(query.to, true),
      },
      query.cursor,
    );
    return { items: page.items, ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
];
