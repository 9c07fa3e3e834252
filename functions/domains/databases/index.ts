import { listDatabases } from './data/database.js';
import { databaseEndpoint } from './engine/select-engine.js';

/**
 * The database service (an enterprise's PostgreSQL databases and their logins; docs/databases.md): what other
 * domains may use of it. Import from this module only, never from a file inside the domain; its route lists are in
 * `./routes.ts`.
 */

/** A database of an enterprise as a deployment connects to it: never its password, only the secret that keeps it. */
export interface DatabaseConnection {
  /** The name the enterprise gave it. */
  readonly databaseName: string;
  /** Its name in the engine: the one to connect to. */
  readonly database: string;
  readonly host: string;
  readonly port: number;
  readonly username: string;
  /** `ready` once the engine has it. */
  readonly status: 'creating' | 'ready';
  /** The Secrets Manager secret of its login (JSON: engine, host, port, dbname, username, password), once ready. */
  readonly secretArn?: string;
}

/**
 * An enterprise's database service for a deployment's form (the deploy page pre-fills host, database, username and
 * port from it): the engine's address and each database of the enterprise, by name. Reads the table only.
 */
export async function databaseServiceOf(
  enterpriseId: string,
): Promise<{ host: string; port: number; databases: DatabaseConnection[] }> {
  const endpoint = databaseEndpoint();
  const records = await listDatabases(enterpriseId);
  return {
    ...endpoint,
    databases: records.map((record) => ({
      databaseName: record.databaseName,
      database: record.database,
      ...endpoint,
      username: record.username,
      status: record.status,
      ...(record.secretArn ? { secretArn: record.secretArn } : {}),
    })),
  };
}

export { databaseKeys } from './data/keys.js';
export { databaseItems, type DatabaseRecord } from './data/records.js';
export { engineNamesOf } from './names.js';
