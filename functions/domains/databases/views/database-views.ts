import { DATABASE_RESERVATION_MB } from '../../../../shared/constants/database-rules.js';
import type { DatabaseResource, DatabaseService } from '../../../../shared/schemas/databases-responses.js';
import type { DatabaseRecord } from '../data/records.js';

/** Bytes in an MB, as the quota counts them. */
const MB = 1_048_576;
/** MB with two decimals. */
const megabytes = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/** Whether a database's name contains the searched text (any case); no text keeps every one. */
export const nameContains = (search: string | undefined) => (record: Pick<DatabaseRecord, 'databaseName'>) =>
  !search || record.databaseName.includes(search.toLowerCase());

/** A database as the service's table shows it: where to connect, its measured size, what it reserves. */
export function databaseResourceView(
  record: DatabaseRecord,
  sizeBytes: number,
  endpoint: { host: string; port: number },
): DatabaseResource {
  return {
    databaseName: record.databaseName,
    database: record.database,
    ...endpoint,
    username: record.username,
    status: record.status,
    sizeBytes,
    sizeMb: megabytes(sizeBytes),
    reservedMb: record.reservedMb,
    createdAt: record.createdAt,
    createUserName: record.createUserName,
  };
}

/** The spec's database service of an enterprise; `search` narrows the databases listed, not the total. */
export function databaseServiceView(options: {
  enterprise: { id: string; name: string };
  databases: readonly { record: DatabaseRecord; sizeBytes: number }[];
  quota: { total: number; available: number };
  endpoint: { host: string; port: number };
  search?: string;
}): DatabaseService {
  const listed = options.databases.filter(({ record }) => nameContains(options.search)(record));
  return {
    tsDatabaseSize: megabytes(options.databases.reduce((sum, { sizeBytes }) => sum + sizeBytes, 0)),
    currentEnterprise: options.enterprise,
    databaseNames: listed.map(({ record }) => ({ databaseName: record.databaseName })),
    databaseResources: listed.map(({ record, sizeBytes }) => databaseResourceView(record, sizeBytes, options.endpoint)),
    quota: {
      total: options.quota.total,
      reserved: options.quota.total - options.quota.available,
      available: options.quota.available,
    },
    reservationMb: DATABASE_RESERVATION_MB,
  };
}
