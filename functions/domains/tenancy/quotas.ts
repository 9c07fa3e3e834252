import { randomUUID } from 'node:crypto';
import { fenToYuan } from '../../../shared/constants/money-rules.js';
import {
  NAMESPACE_STATUS,
  QUOTA_ITEM_INFO,
  quotaAmountOf,
  quotaApplicationFen,
} from '../../../shared/constants/tenancy-rules.js';
import type { QuotaApplication } from '../../../shared/schemas/tenancy.js';
import type { QuotaGrantResult } from '../../../shared/schemas/tenancy-responses.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError } from '../../lib/errors.js';
import { moveMoney, requestFingerprint } from '../accounts/index.js';
import { getNamespaceRecord, liveNamespaceIdOf, namespaceOnline } from './data/namespace.js';
import { getGrant, getQuota, grantItems } from './data/quota.js';
import type { QuotaGrantRecord } from './data/records.js';
import { addMonths } from './periods.js';
import { checkClientFigure, idOfKey } from './spaces.js';
import { quotaView } from './views/tenancy-views.js';

/** The 409 of an enterprise without an online space: quota is raised only for a running space. */
const noOnlineSpace = () =>
  new ConflictError('The enterprise needs an online tenant space first', { reason: 'spaceNotOnline' });

/** The items of a grant as a ledger entry names them: `CPU ×2, 内存 ×1`. */
const itemsText = (grant: Pick<QuotaGrantRecord, 'items'>, language: 'name' | 'enName') =>
  grant.items.map((entry) => `${QUOTA_ITEM_INFO[entry.item][language]} ×${entry.units}`).join(', ');

/**
 * Raises the current enterprise's quota (`increase-quota`, `apply-bigdata-quota`, `apply-tsdatabase-space`): the
 * price (`quotaIncreaseFen` per item) is debited from the enterprise's account (kind `quota`) in the one transaction
 * that writes the grant and adds its amounts to the totals, and holds only while the enterprise's space is online.
 * 400 for a `cost` that is not the server's; 409 without an online space or balance. A retry with the same
 * `idempotencyKey` answers the first grant and charges nothing twice.
 */
export async function applyForQuota(caller: Caller, body: QuotaApplication): Promise<QuotaGrantResult> {
  const enterpriseId = caller.enterpriseId;
  const costFen = quotaApplicationFen(body.items, body.months);
  checkClientFigure('body.cost', body.cost, costFen);
  const namespaceId = await liveNamespaceIdOf(enterpriseId);
  const space = namespaceId ? await getNamespaceRecord(namespaceId, true) : undefined;
  if (!space || space.statusCode !== NAMESPACE_STATUS.online) throw noOnlineSpace();
  const key = body.idempotencyKey;
  const at = new Date().toISOString();
  const grant: QuotaGrantRecord = {
    id: key ? idOfKey(`quota#${enterpriseId}`, key) : randomUUID(),
    enterpriseId,
    items: body.items.map(({ item, units }) => ({ item, units, amount: quotaAmountOf(item, units) })),
    months: body.months,
    costFen,
    startsAt: at,
    endsAt: addMonths(at, body.months),
    createdAt: at,
    createUserId: caller.userId,
    createUserName: caller.username,
  };
  const moved = await moveMoney(
    {
      account: { kind: 'enterprise', id: enterpriseId },
      amountFen: costFen,
      direction: 'debit',
      kind: 'quota',
      description: {
        cn: `配额申请：${itemsText(grant, 'name')}（${body.months} 个月）`,
        en: `Quota application: ${itemsText(grant, 'enName')} (${body.months} months)`,
      },
      reference: { type: 'quotaGrant', id: grant.id },
      actor: { id: caller.userId, name: caller.username },
      ...(key ? { idempotencyKey: `quota#${key}`, fingerprint: requestFingerprint([body.items, body.months]) } : {}),
    },
    [namespaceOnline(space.id, enterpriseId), ...grantItems(grant)],
    (index) => (index === 0 ? noOnlineSpace() : new ConflictError('The quota could not be granted; try again')),
  );
  // A retry answers the grant the first request stored (its times), unless it has ended meanwhile.
  const granted = (moved.replayed && (await getGrant(enterpriseId, grant.id))) || grant;
  return {
    id: granted.id,
    items: granted.items.map((entry) => ({ ...entry })),
    months: granted.months,
    startsAt: granted.startsAt,
    endsAt: granted.endsAt,
    cost: fenToYuan(costFen),
    costFen,
    balanceFen: moved.balanceFen,
    quotas: quotaView(await getQuota(enterpriseId)),
  };
}
