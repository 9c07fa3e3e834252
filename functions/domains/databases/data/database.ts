import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { keys } from '../../../lib/data/keys.js';
import { transact, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { quotaReservationItems } from '../../tenancy/index.js';
import { DATABASE_SK_PREFIX, databaseKeys } from './keys.js';
import { databaseItems, type DatabaseRecord } from './records.js';

/*
 * An enterprise's databases (docs/databases.md "Keys"): one record per database in the enterprise's `DBSERVICE#`
 * partition, written in one transaction with the marker of its engine name and its quota reservation.
 */

/** The positions of `putDatabaseRecord`'s transaction items, for reading its cancellation reasons. */
export const CREATE_ITEM = { space: 0, record: 1, marker: 2, reservation: 3, quota: 4 } as const;

/**
 * Writes a new database's record (`creating`) in one TransactWrite with: the check that the enterprise's space is
 * online (`spaceOnline`), the marker of its engine name, and its reservation of `DATABASE_QUOTA` (the quota's
 * `available >= n` condition is the whole guard against creating beyond it). All or nothing: `onRefused` makes the
 * error from the cancellation reasons (in `CREATE_ITEM` order).
 */
export function putDatabaseRecord(
  record: DatabaseRecord,
  spaceOnline: TransactItem,
  onRefused: (codes: (string | undefined)[]) => Error,
): Promise<void> {
  return transact(
    [
      spaceOnline,
      {
        Put: {
          TableName: tableName,
          Item: databaseItems.database(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: databaseItems.engineMarker(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...quotaReservationItems({
        enterpriseId: record.enterpriseId,
        reservationId: record.reservationId,
        amounts: { DATABASE_QUOTA: record.reservedMb },
        reservedAt: record.createdAt,
      }),
    ],
    onRefused,
    // The quota record is every reservation's: deployments and other databases update it at the same time.
    { contended: true },
  );
}

/** Marks a database the engine now has `ready`, with the secret of its login; false when it is gone meanwhile. */
export function markDatabaseReady(record: DatabaseRecord, secretArn: string): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: databaseKeys.database(record.enterpriseId, record.databaseName),
        UpdateExpression: 'SET #status = :ready, secretArn = :secret',
        ConditionExpression: 'createdAt = :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':ready': 'ready', ':secret': secretArn, ':created': record.createdAt },
      }),
    ),
  );
}

/** A database of an enterprise by its name (consistent), or undefined. */
export async function getDatabase(enterpriseId: string, databaseName: string): Promise<DatabaseRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: databaseKeys.database(enterpriseId, databaseName),
      ConsistentRead: true,
    }),
  );
  return result.Item as DatabaseRecord | undefined;
}

/**
 * Every database of an enterprise, by name. Read whole: each database reserves 1,024 MB of the enterprise's quota,
 * so their number is bounded by the quota it pays for (tens, not thousands).
 */
export function listDatabases(enterpriseId: string): Promise<DatabaseRecord[]> {
  const { pk } = databaseKeys.database(enterpriseId, '');
  return queryAll<DatabaseRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': DATABASE_SK_PREFIX },
    ConsistentRead: true,
  });
}

/**
 * Deletes a database's record and the marker of its engine name in one TransactWrite, only while it is the record
 * read (`createdAt`); false when another delete was first.
 */
export function deleteDatabaseRecord(record: DatabaseRecord): Promise<boolean> {
  return writeIfCondition(
    writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: databaseKeys.database(record.enterpriseId, record.databaseName),
          ConditionExpression: 'createdAt = :created',
          ExpressionAttributeValues: { ':created': record.createdAt },
        },
      },
      { Delete: { TableName: tableName, Key: keys.unique('engineDatabase', record.database) } },
    ]),
  );
}
