import { items } from '../../../lib/data/records.js';
import { databaseKeys } from './keys.js';

/*
 * The database service's stored shapes and pure item builders (docs/databases.md), shared by the data module and the
 * local seed: no client here.
 */

/** `creating` from its record's write until the engine has the database; `ready` after. */
export type DatabaseStatus = 'creating' | 'ready';

/** A database of an enterprise (`DBSERVICE#{enterpriseId}` / `DB#{databaseName}`). Its password is not here. */
export interface DatabaseRecord {
  readonly enterpriseId: string;
  /** The name the enterprise gave it. */
  readonly databaseName: string;
  /** Its name in the engine (`e_<hash>_<databaseName>`), unique platform-wide (marker `engineDatabase`). */
  readonly database: string;
  /** The login role that owns it. */
  readonly username: string;
  /** The Secrets Manager secret holding the login (host, port, database, username, password). */
  readonly secretArn?: string;
  /** The reservation against the enterprise's quota (`database#{databaseName}`) and its amount, MB. */
  readonly reservationId: string;
  readonly reservedMb: number;
  readonly status: DatabaseStatus;
  readonly createdAt: string;
  readonly createUserId: string;
  readonly createUserName: string;
}

/** The pure item builders of the database service (the data module and the seed). */
export const databaseItems = {
  database: (record: DatabaseRecord) => ({
    ...databaseKeys.database(record.enterpriseId, record.databaseName),
    entity: 'database',
    ...record,
  }),
  /** The marker of its engine name, platform-wide. */
  engineMarker: (record: Pick<DatabaseRecord, 'database' | 'enterpriseId' | 'databaseName'>) =>
    items.unique('engineDatabase', record.database, `${record.enterpriseId}#${record.databaseName}`),
} as const;
