import { NIL_ID } from '../../../shared/constants/ids.js';
import { formatYuan } from '../../../shared/constants/money-rules.js';
import { NAMESPACE_STATUS, QUOTA_ITEM_INFO } from '../../../shared/constants/tenancy-rules.js';
import { ConflictError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { moveMoney, type LedgerKind, type TransactItem } from '../accounts/index.js';
import {
  expireNamespace,
  getNamespaceRecord,
  leaveRenewal,
  liveNamespaceIdOf,
  listDueForRenewal,
  renewalItem,
  rescheduleRenewal,
} from './data/namespace.js';
import { endGrant, grantRenewalItem, rescheduleGrant } from './data/quota.js';
import type { NamespaceRecord, QuotaGrantRecord } from './data/records.js';
import { tellEnterprise } from './notices.js';
import { addDays, addMonths, firstLookAt, renewalStep } from './periods.js';

/*
 * The renewal run (docs/tenancy.md "Renewal"): every hour, what the renewal schedule (gsi2 `NSRENEWAL`) holds due by
 * now — online spaces from 7 days before their end, expired spaces that renew themselves, quota grants at their end.
 * Every step is conditional on the record as read, so two runs never charge or tell twice.
 */

/** What the run did with one record. */
export type RenewalOutcome =
  'renewed' | 'warned' | 'offline' | 'waited' | 'ended' | 'held' | 'left' | 'changed' | 'failed';

/** The platform, as the actor of the run's charges. */
const PLATFORM_ACTOR = { id: NIL_ID, name: 'Platform' };

/** A date as the notices write it: `2026-05-03`. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * Charges one renewal and writes `item` with it (one transaction): 'renewed', 'short' when the balance does not
 * cover it, 'changed' when the record moved meanwhile or another run charged it already (nothing charged now).
 */
async function charge(options: {
  enterpriseId: string;
  amountFen: number;
  kind: LedgerKind;
  description: { cn: string; en: string };
  reference: { type: string; id: string };
  key: string;
  item: TransactItem;
}): Promise<'renewed' | 'short' | 'changed'> {
  try {
    const moved = await moveMoney(
      {
        account: { kind: 'enterprise', id: options.enterpriseId },
        amountFen: options.amountFen,
        direction: 'debit',
        kind: options.kind,
        description: options.description,
        reference: options.reference,
        actor: PLATFORM_ACTOR,
        idempotencyKey: options.key,
      },
      [options.item],
      () => new ConflictError('changed'),
    );
    // A replay is a run that read the record before another renewed it: nothing was charged now.
    return moved.replayed ? 'changed' : 'renewed';
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return error.details.reason === 'insufficientBalance' ? 'short' : 'changed';
  }
}

/** Renews a space for its months from `from` (its end, or now for an expired one); key `renew#{id}#{endsAt}`. */
async function renewSpace(space: NamespaceRecord, now: string, from: string) {
  const amountFen = space.monthlyFen * space.months;
  const endsAt = addMonths(from, space.months);
  const outcome = await charge({
    enterpriseId: space.enterpriseId,
    amountFen,
    kind: 'renewal',
    description: {
      cn: `租户空间 ${space.name} 自动续费（${space.months} 个月）`,
      en: `Renewal of tenant space ${space.name} (${space.months} months)`,
    },
    reference: { type: 'namespace', id: space.id },
    key: `renew#${space.id}#${space.endsAt}`,
    item: renewalItem(space, {
      at: now,
      endsAt,
      dueAt: firstLookAt(endsAt, now),
      ...(from === space.endsAt ? {} : { startsAt: from }),
    }),
  });
  if (outcome === 'renewed') {
    await tellEnterprise(
      space.enterpriseId,
      {
        template: 'tenancy.spaceRenewed',
        params: { domain: space.name, amount: formatYuan(amountFen), end: day(endsAt) },
      },
      `tenant-space-renewed-${space.id}-${space.endsAt}`,
    );
  }
  return outcome;
}

/** Why a space will not renew itself, both languages (the notices' `{reason}`). */
function whyNotRenewed(space: NamespaceRecord) {
  return space.autoRenewal
    ? {
        cn: `企业账户余额不足以自动续费 ¥${formatYuan(space.monthlyFen * space.months)}，请充值。`,
        en: `The enterprise balance does not cover the automatic renewal of ¥${formatYuan(space.monthlyFen * space.months)}: top it up. `,
      }
    : { cn: '该空间未开启自动续费。', en: 'Auto renewal is off for this space. ' };
}

/**
 * Looks at one space due at `now`. Online: with auto renewal it is charged for its next period (its end moves on);
 * otherwise (or without the balance) its enterprise is told 7 and 1 days ahead, and at its end it goes offline
 * (nothing deleted). Offline because it expired, with auto renewal: a renewal is tried once a day, which brings it
 * back online for a new period from now. Anything else leaves the schedule.
 */
export async function checkSpaceRenewal(space: NamespaceRecord, now: string): Promise<RenewalOutcome> {
  const expired = space.statusCode === NAMESPACE_STATUS.offline && space.offlineReason === 'expired';
  if (expired && space.autoRenewal && space.endsAt) {
    const outcome = await renewSpace(space, now, now);
    if (outcome !== 'short') return outcome;
    return (await rescheduleRenewal(space, addDays(now, 1))) ? 'waited' : 'changed';
  }
  if (space.statusCode !== NAMESPACE_STATUS.online || !space.endsAt)
    return (await leaveRenewal(space)) ? 'left' : 'changed';
  if (space.autoRenewal) {
    const outcome = await renewSpace(space, now, space.endsAt);
    if (outcome !== 'short') return outcome;
  }
  const step = renewalStep(space.endsAt, now);
  if (step.action === 'expire') {
    const dueAt = space.autoRenewal ? addDays(now, 1) : undefined;
    if (!(await expireNamespace(space, { at: now, ...(dueAt ? { dueAt } : {}) }))) return 'changed';
    await tellEnterprise(
      space.enterpriseId,
      {
        template: 'tenancy.spaceExpired',
        params: {
          domain: space.name,
          end: day(space.endsAt),
          reason: space.autoRenewal
            ? {
                cn: '充值后将自动续费并重新上线。',
                en: 'It renews itself and comes back online once the balance covers it.',
              }
            : { cn: '请联系平台续费。', en: 'Contact the platform to renew it.' },
        },
      },
      `tenant-space-expired-${space.id}-${space.endsAt}`,
    );
    return 'offline';
  }
  if (!(await rescheduleRenewal(space, step.nextDueAt))) return 'changed';
  await tellEnterprise(
    space.enterpriseId,
    {
      template: 'tenancy.renewalDue',
      params: { domain: space.name, end: day(space.endsAt), days: step.daysLeft, reason: whyNotRenewed(space) },
    },
    `tenant-space-renewal-${step.threshold}-${space.id}-${space.endsAt}`,
  );
  return 'warned';
}

/** The items of a grant as a notice names them. */
const grantItemsText = (grant: QuotaGrantRecord) => ({
  cn: grant.items.map((entry) => QUOTA_ITEM_INFO[entry.item].name).join('、'),
  en: grant.items.map((entry) => QUOTA_ITEM_INFO[entry.item].enName).join(', '),
});

/**
 * Looks at a quota grant at its end: renewed for its months when the enterprise's space is online and renews itself
 * (and the balance covers it); else ended — its amounts taken back — when none of them is reserved; else kept a day
 * longer, its enterprise told (once per end) to release deployments or apply again.
 */
export async function checkGrantRenewal(grant: QuotaGrantRecord, now: string): Promise<RenewalOutcome> {
  const spaceId = await liveNamespaceIdOf(grant.enterpriseId);
  const space = spaceId ? await getNamespaceRecord(spaceId, true) : undefined;
  if (space?.autoRenewal && space.statusCode === NAMESPACE_STATUS.online) {
    const outcome = await charge({
      enterpriseId: grant.enterpriseId,
      amountFen: grant.costFen,
      kind: 'quota',
      description: {
        cn: `配额自动续期：${grantItemsText(grant).cn}（${grant.months} 个月）`,
        en: `Quota renewal: ${grantItemsText(grant).en} (${grant.months} months)`,
      },
      reference: { type: 'quotaGrant', id: grant.id },
      key: `quota-renew#${grant.id}#${grant.endsAt}`,
      item: grantRenewalItem(grant, addMonths(grant.endsAt, grant.months)),
    });
    if (outcome !== 'short') return outcome;
  }
  if (await endGrant(grant)) return 'ended';
  if (!(await rescheduleGrant(grant, addDays(now, 1)))) return 'changed';
  await tellEnterprise(
    grant.enterpriseId,
    { template: 'tenancy.quotaGrantHeld', params: { items: grantItemsText(grant), end: day(grant.endsAt) } },
    `tenant-quota-held-${grant.id}-${grant.endsAt}`,
  );
  return 'held';
}

/**
 * The renewal run at `now` (ISO): everything due on the schedule, a page at a time; a record that fails is logged and
 * stays due for the next run. Answers how many of each outcome.
 */
export async function runRenewal(now: string): Promise<Partial<Record<RenewalOutcome, number>>> {
  const counts: Partial<Record<RenewalOutcome, number>> = {};
  let cursor: string | undefined;
  do {
    const page = await listDueForRenewal({ now, cursor });
    const outcomes = await Promise.all(
      page.items.map((record) =>
        (record.entity === 'quotaGrant'
          ? checkGrantRenewal(record as QuotaGrantRecord, now)
          : checkSpaceRenewal(record as NamespaceRecord, now)
        ).catch((error: unknown) => {
          logger.error('Could not look at a renewal', { id: record.id, error });
          return 'failed' as const;
        }),
      ),
    );
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    cursor = page.cursor;
  } while (cursor);
  return counts;
}
