import { DATABASE_MESSAGES, DATABASE_RESERVATION_MB } from '../../../shared/constants/database-rules.js';
import type { CreatedDatabase } from '../../../shared/schemas/databases-responses.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { deleteSecret, putSecret } from '../../lib/secrets.js';
import { liveNamespaceIdOf, namespaceOnline, releaseQuota } from '../tenancy/index.js';
import {
  CREATE_ITEM,
  deleteDatabaseRecord,
  getDatabase,
  listDatabases,
  markDatabaseReady,
  putDatabaseRecord,
} from './data/database.js';
import type { DatabaseRecord } from './data/records.js';
import { databaseEndpoint, databaseEngine } from './engine/select-engine.js';
import { enginePrefixOf, engineNamesOf, generatePassword, loginSecretName } from './names.js';

/** The 409 of an enterprise without an online space: databases run only in a running space. */
const noOnlineSpace = () =>
  new ConflictError('The enterprise needs an online tenant space first', { reason: 'spaceNotOnline' });

/** The error of a refused create, from the transaction's cancellation reasons (`CREATE_ITEM` order). */
function createRefusal(codes: (string | undefined)[]): Error {
  const failed = (at: number) => codes[at] === 'ConditionalCheckFailed';
  if (failed(CREATE_ITEM.space)) return noOnlineSpace();
  if (failed(CREATE_ITEM.record) || failed(CREATE_ITEM.marker) || failed(CREATE_ITEM.reservation))
    return new ConflictError(DATABASE_MESSAGES.nameTaken.en, {
      reason: 'nameTaken',
      fields: [{ field: 'body.databaseName', message: DATABASE_MESSAGES.nameTaken.en }],
    });
  return new ConflictError('Not enough database quota available', {
    reason: 'quotaExceeded',
    requiredMb: DATABASE_RESERVATION_MB,
  });
}

/**
 * Creates a database and its login in the caller's current enterprise (docs/databases.md "Creating"):
 * 1. its record (`creating`) in one transaction with its reservation of 1,024 MB of `DATABASE_QUOTA` and the check
 *    that the space is online — refused with nothing written when the quota is short or the name taken;
 * 2. the login (host, port, database, username, password) into Secrets Manager, the only place the password stays;
 * 3. the role and the database in the engine; then the record `ready`.
 * A failure after step 1 undoes what was done, so a retry starts clean. The answer carries the password, once. The
 * local seed creates Demo Manufacturing's database through here too, with the published demo password (`password`), so a demo
 * purchase can hand it to an app; every other login's password is generated.
 */
export async function createDatabase(
  caller: Pick<Caller, 'enterpriseId' | 'userId' | 'username'>,
  databaseName: string,
  password: string = generatePassword(),
): Promise<CreatedDatabase> {
  const enterpriseId = caller.enterpriseId;
  const namespaceId = await liveNamespaceIdOf(enterpriseId);
  if (!namespaceId) throw noOnlineSpace();
  const record: DatabaseRecord = {
    enterpriseId,
    databaseName,
    ...engineNamesOf(enterpriseId, databaseName),
    reservationId: `database#${databaseName}`,
    reservedMb: DATABASE_RESERVATION_MB,
    status: 'creating',
    createdAt: new Date().toISOString(),
    createUserId: caller.userId,
    createUserName: caller.username,
  };
  await putDatabaseRecord(record, namespaceOnline(namespaceId, enterpriseId), createRefusal);
  const endpoint = databaseEndpoint();
  let secretArn: string | undefined;
  try {
    secretArn = await putSecret(
      loginSecretName(enterpriseId, databaseName),
      JSON.stringify({ engine: 'postgres', ...endpoint, dbname: record.database, username: record.username, password }),
    );
    await (await databaseEngine()).createDatabase({ database: record.database, username: record.username, password });
    await markDatabaseReady(record, secretArn);
  } catch (error) {
    await undoCreate({ ...record, secretArn });
    throw error;
  }
  return {
    databaseName,
    database: record.database,
    ...endpoint,
    username: record.username,
    password,
    reservedMb: record.reservedMb,
    createdAt: record.createdAt,
  };
}

/** Takes back a create that failed part-way; a step that fails here is logged, the next ones still run. */
async function undoCreate(record: DatabaseRecord): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ['engine', async () => (await databaseEngine()).dropDatabase(record)],
    ['secret', async () => record.secretArn && deleteSecret(record.secretArn)],
    ['reservation', () => releaseQuota({ enterpriseId: record.enterpriseId, reservationId: record.reservationId })],
    ['record', () => deleteDatabaseRecord(record)],
  ];
  for (const [step, run] of steps) {
    try {
      await run();
    } catch (error) {
      logger.error('database create not undone', { step, database: record.database, error });
    }
  }
}

/**
 * Drops a database of the caller's current enterprise (docs/databases.md "Deleting"): the database and its login in
 * the engine, the login's secret, then the quota reservation and the record. Each step may run again, so a delete
 * that failed part-way is finished by the next one. 404 for a name the enterprise has no database of.
 */
export async function deleteDatabase(caller: Caller, databaseName: string): Promise<void> {
  const record = await getDatabase(caller.enterpriseId, databaseName);
  if (!record) throw new NotFoundError('Database not found');
  await (await databaseEngine()).dropDatabase(record);
  if (record.secretArn) await deleteSecret(record.secretArn);
  await releaseQuota({ enterpriseId: record.enterpriseId, reservationId: record.reservationId });
  await deleteDatabaseRecord(record);
}

/** An enterprise's databases with the size of each as the engine measures it (0 for one it does not have yet). */
export async function databasesWithSizes(enterpriseId: string) {
  const [records, sizes] = await Promise.all([
    listDatabases(enterpriseId),
    databaseEngine().then((engine) => engine.databaseSizes(enginePrefixOf(enterpriseId))),
  ]);
  return records.map((record) => ({ record, sizeBytes: sizes.get(record.database) ?? 0 }));
}
