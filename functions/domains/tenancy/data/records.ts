import { QUOTA_ITEMS, type QuotaItem } from '../../../../shared/constants/tenancy-rules.js';
import { items } from '../../../lib/data/records.js';
import { tenancyIndexKeys, tenancyKeys } from './keys.js';

/*
 * The tenancy domain's stored shapes and pure item builders (docs/tenancy.md), shared by the data modules and the
 * local seed: no client here.
 */

/** Why a space is offline: its period ended without renewal, or a platform administrator took it offline. */
export type OfflineReason = 'expired' | 'platform';

/** A tenant space (`NAMESPACE#{id}` / `#META`). */
export interface NamespaceRecord {
  readonly id: string;
  /** The domain: lower case, unique platform-wide (marker `namespaceDomain`), never changed after submit. */
  readonly name: string;
  readonly enterpriseId: string;
  readonly enterpriseName: string;
  readonly platform?: string;
  readonly quotaPlan: string;
  /** Rent per month when rented, fen (a renewal charges the same). */
  readonly monthlyFen: number;
  readonly months: number;
  /** What the first period cost (monthly × months), fen: the refund of a rejection. */
  readonly amountFen: number;
  readonly description: string;
  readonly autoRenewal: boolean;
  /** `scrypt$<salt>$<hash>` of the space's password; never answered. */
  readonly passwordHash: string;
  readonly statusCode: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly createUserId: string;
  readonly createUserName: string;
  readonly startsAt?: string;
  readonly endsAt?: string;
  /** When the renewal run looks at it next (while it is on the renewal index). */
  readonly renewalDueAt?: string;
  readonly offlineReason?: OfflineReason;
  readonly auditedAt?: string;
  readonly auditUserId?: string;
  readonly auditUserName?: string;
}

/** An enterprise's quota counters (`QUOTA#{enterpriseId}` / `#META`): per item its total and what is not reserved. */
export interface QuotaRecord {
  readonly enterpriseId: string;
  /** The enterprise's live space (set when it is rented, removed when it is rejected). */
  readonly namespaceId?: string;
  readonly [counter: `total${string}` | `available${string}`]: number | undefined;
}

/** The amounts of some quota items (cores, MB). */
export type QuotaAmounts = Partial<Record<QuotaItem, number>>;

/** A reservation against an enterprise's quota (`QUOTA#{enterpriseId}` / `RESERVATION#{id}`). */
export interface QuotaReservationRecord {
  readonly enterpriseId: string;
  readonly reservationId: string;
  readonly amounts: QuotaAmounts;
  readonly reservedAt: string;
}

/** A quota application granted (`QUOTA#{enterpriseId}` / `GRANT#{id}`), on the renewal index at its end. */
export interface QuotaGrantRecord {
  readonly id: string;
  readonly enterpriseId: string;
  readonly items: readonly { readonly item: QuotaItem; readonly units: number; readonly amount: number }[];
  readonly months: number;
  /** What one period of it costs, fen (a renewal charges the same). */
  readonly costFen: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly createdAt: string;
  readonly createUserId: string;
  readonly createUserName: string;
}

/** A version publication into the platform namespace (`NSVERSION#{versionId}` / `#META`). */
export interface NamespaceVersionRecord {
  /** The version's id. */
  readonly id: string;
  readonly applicationId: string;
  /** The application's name. */
  readonly name: string;
  /** The publisher's company. */
  readonly enterpriseId: string;
  readonly version: string;
  readonly statusCode: string;
  readonly createdAt: string;
  readonly auditedAt?: string;
  readonly auditUserName?: string;
}

/** The attribute holding an item's total and its unreserved part on the quota record. */
export const totalOf = (item: QuotaItem) => `total${item}` as const;
export const availableOf = (item: QuotaItem) => `available${item}` as const;

/** The amounts of a record's items as numbers (0 for an item never granted). */
export function quotaFigures(record: QuotaRecord | undefined): Record<QuotaItem, { total: number; available: number }> {
  return Object.fromEntries(
    QUOTA_ITEMS.map((item) => [
      item,
      { total: Number(record?.[totalOf(item)] ?? 0), available: Number(record?.[availableOf(item)] ?? 0) },
    ]),
  ) as Record<QuotaItem, { total: number; available: number }>;
}

/** The index entries of a space: its enterprise's list, the status list and (while due) the renewal schedule. */
export function namespaceIndexEntries(record: NamespaceRecord) {
  return {
    ...tenancyIndexKeys.namespaceOfEnterprise(record.enterpriseId, record.createdAt, record.id),
    ...tenancyIndexKeys.namespaceByStatus(record.statusCode, record.createdAt, record.id),
    ...(record.renewalDueAt ? tenancyIndexKeys.renewalDue(record.renewalDueAt, record.id) : {}),
  };
}

/** The pure item builders of tenancy (the data modules and the seed). */
export const tenancyItems = {
  namespace: (record: NamespaceRecord) => ({
    ...tenancyKeys.namespace(record.id),
    entity: 'namespace',
    ...namespaceIndexEntries(record),
    ...record,
  }),
  /** The markers a space holds while it is live: its domain, and its enterprise's one live space. */
  namespaceMarkers: (record: Pick<NamespaceRecord, 'id' | 'name' | 'enterpriseId'>) => [
    items.unique('namespaceDomain', record.name, record.id),
    items.unique('namespaceOfEnterprise', record.enterpriseId, record.id),
  ],
  quotaGrant: (record: QuotaGrantRecord) => ({
    ...tenancyKeys.quotaGrant(record.enterpriseId, record.id),
    entity: 'quotaGrant',
    ...tenancyIndexKeys.renewalDue(record.endsAt, record.id),
    ...record,
  }),
  namespaceVersion: (record: NamespaceVersionRecord) => ({
    ...tenancyKeys.namespaceVersion(record.id),
    entity: 'namespaceVersion',
    ...tenancyIndexKeys.namespaceVersionByStatus(record.statusCode, record.createdAt, record.id),
    ...record,
  }),
} as const;
