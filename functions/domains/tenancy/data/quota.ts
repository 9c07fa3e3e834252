import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { QUOTA_ITEMS, type QuotaItem } from '../../../../shared/constants/tenancy-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { cancellationCodes, writeContendedTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, ValidationError } from '../../../lib/errors.js';
import { tenancyIndexKeys, tenancyKeys } from './keys.js';
import { quotaAddition } from './namespace.js';
import {
  availableOf,
  tenancyItems,
  type QuotaAmounts,
  type QuotaGrantRecord,
  type QuotaRecord,
  type QuotaReservationRecord,
} from './records.js';

/*
 * An enterprise's quota (docs/tenancy.md "Quotas"): counters per item (`total<Item>`, `available<Item>`), the
 * reservations deployments hold against them, and the grants of quota applications. A reservation takes from
 * `available` only while enough is left (DynamoDB conditions cannot add two attributes, so `available` is kept
 * rather than computed), so racing reservations never overbook.
 */

/** An enterprise's quota record (consistent), or undefined before its first space. */
export async function getQuota(enterpriseId: string): Promise<QuotaRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: tenancyKeys.quota(enterpriseId), ConsistentRead: true }),
  );
  return result.Item as QuotaRecord | undefined;
}

/** The amounts of a reservation that are more than zero, in item order; a bad amount is a 400. */
function positiveAmounts(amounts: QuotaAmounts): [QuotaItem, number][] {
  const entries = QUOTA_ITEMS.flatMap((item) => (amounts[item] ? [[item, amounts[item]] as [QuotaItem, number]] : []));
  if (entries.some(([, n]) => !Number.isSafeInteger(n) || n < 0))
    throw new ValidationError('A reserved amount is a whole number from 0');
  if (!entries.length) throw new ValidationError('A reservation reserves something');
  return entries;
}

/** Whether two reservations hold the same amounts. */
const sameAmounts = (a: QuotaAmounts, b: QuotaAmounts) =>
  QUOTA_ITEMS.every((item) => (a[item] ?? 0) === (b[item] ?? 0));

/**
 * The items of a reservation, for a caller's own transaction: the reservation (new) and the quota record's
 * `available<Item>` lowered, each only while at least the amount is left. In this order.
 */
export function quotaReservationItems(reservation: QuotaReservationRecord): TransactItem[] {
  const entries = positiveAmounts(reservation.amounts);
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...tenancyKeys.quotaReservation(reservation.enterpriseId, reservation.reservationId),
          entity: 'quotaReservation',
          ...reservation,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: tenancyKeys.quota(reservation.enterpriseId),
        UpdateExpression: `SET ${entries.map(([item], i) => `${availableOf(item)} = ${availableOf(item)} - :n${i}`).join(', ')}`,
        ConditionExpression: entries.map(([item], i) => `${availableOf(item)} >= :n${i}`).join(' AND '),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:n${i}`, n])),
      },
    },
  ];
}

/** A reservation by id (consistent), or undefined. */
async function getReservation(enterpriseId: string, reservationId: string) {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: tenancyKeys.quotaReservation(enterpriseId, reservationId),
      ConsistentRead: true,
    }),
  );
  return result.Item as QuotaReservationRecord | undefined;
}

/**
 * Reserves amounts of an enterprise's quota under `reservationId` in one TransactWrite: all or nothing, never more
 * than is available (409 `reason: quotaExceeded` naming the items short). Idempotent: the same id again with the same
 * amounts answers `replayed: true` and takes nothing twice; with other amounts it is a 409.
 */
export async function reserveQuota(reservation: QuotaReservationRecord): Promise<{ replayed: boolean }> {
  try {
    await writeContendedTransaction(quotaReservationItems(reservation));
    return { replayed: false };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') {
      const held = await getReservation(reservation.enterpriseId, reservation.reservationId);
      if (held && sameAmounts(held.amounts, reservation.amounts)) return { replayed: true };
      throw new ConflictError('This reservation id holds other amounts', { reason: 'reservationReused' });
    }
    throw new ConflictError('Not enough quota available', { reason: 'quotaExceeded' });
  }
}

/**
 * Releases a reservation in one TransactWrite: the reservation deleted and its amounts given back to `available`.
 * Idempotent: a reservation already released (or never made) answers `released: false` and gives nothing back.
 */
export async function releaseQuota(options: {
  enterpriseId: string;
  reservationId: string;
}): Promise<{ released: boolean }> {
  for (;;) {
    const held = await getReservation(options.enterpriseId, options.reservationId);
    if (!held) return { released: false };
    const entries = positiveAmounts(held.amounts);
    const items: TransactItem[] = [
      {
        Delete: {
          TableName: tableName,
          Key: tenancyKeys.quotaReservation(options.enterpriseId, options.reservationId),
          ConditionExpression: 'reservedAt = :seen',
          ExpressionAttributeValues: { ':seen': held.reservedAt },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: tenancyKeys.quota(options.enterpriseId),
          UpdateExpression: `ADD ${entries.map(([item], i) => `${availableOf(item)} :n${i}`).join(', ')}`,
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:n${i}`, n])),
        },
      },
    ];
    // A release racing another of the same reservation: the loser reads it gone and gives nothing back.
    if (await writeIfCondition(writeContendedTransaction(items))) return { released: true };
  }
}

/** A grant by id (consistent), or undefined. */
export async function getGrant(enterpriseId: string, grantId: string): Promise<QuotaGrantRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: tenancyKeys.quotaGrant(enterpriseId, grantId), ConsistentRead: true }),
  );
  return result.Item as QuotaGrantRecord | undefined;
}

/** The amounts of a grant's items, by item. */
export const grantAmounts = (grant: Pick<QuotaGrantRecord, 'items'>): QuotaAmounts =>
  Object.fromEntries(grant.items.map((entry) => [entry.item, entry.amount]));

/**
 * The items of a quota application granted, for its money transaction: the grant (new, on the renewal schedule at
 * its end) and its amounts added to the enterprise's totals and availability.
 */
export function grantItems(grant: QuotaGrantRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName,
        Item: tenancyItems.quotaGrant(grant),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    quotaAddition(grant.enterpriseId, grantAmounts(grant)),
  ];
}

/** The item of a grant's renewal, for its money transaction: its end moves on, conditional on the end read. */
export function grantRenewalItem(grant: QuotaGrantRecord, endsAt: string): TransactItem {
  const entry = tenancyIndexKeys.renewalDue(endsAt, grant.id);
  return {
    Update: {
      TableName: tableName,
      Key: tenancyKeys.quotaGrant(grant.enterpriseId, grant.id),
      UpdateExpression: 'SET endsAt = :ends, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
      ConditionExpression: 'endsAt = :seen',
      ExpressionAttributeValues: {
        ':ends': endsAt,
        ':gsi2pk': entry.gsi2pk,
        ':gsi2sk': entry.gsi2sk,
        ':seen': grant.endsAt,
      },
    },
  };
}

/**
 * Ends a grant: deleted and its amounts taken back from the totals, only while none of them is reserved (so a
 * running deployment is never left overbooked). False when they are reserved or the grant changed meanwhile.
 */
export function endGrant(grant: QuotaGrantRecord): Promise<boolean> {
  return writeIfCondition(
    writeContendedTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: tenancyKeys.quotaGrant(grant.enterpriseId, grant.id),
          ConditionExpression: 'endsAt = :seen',
          ExpressionAttributeValues: { ':seen': grant.endsAt },
        },
      },
      quotaAddition(grant.enterpriseId, grantAmounts(grant), -1),
    ]),
  );
}

/** Looks at a grant again at `dueAt` (its amounts still reserved); false when it changed meanwhile. */
export function rescheduleGrant(
  grant: QuotaGrantRecord & { readonly gsi2sk?: string },
  dueAt: string,
): Promise<boolean> {
  const entry = tenancyIndexKeys.renewalDue(dueAt, grant.id);
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: tenancyKeys.quotaGrant(grant.enterpriseId, grant.id),
        UpdateExpression: 'SET gsi2sk = :due',
        ConditionExpression: 'endsAt = :seen AND gsi2sk = :seenDue',
        ExpressionAttributeValues: { ':due': entry.gsi2sk, ':seen': grant.endsAt, ':seenDue': grant.gsi2sk },
      }),
    ),
  );
}
