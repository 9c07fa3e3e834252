import { withPostgresAdmin } from '../../../lib/clients/postgres.js';
import { createStatements, dropStatements, existsQuery, sizesQuery, type DatabaseEngine } from './database-engine.js';

/** The database service on the local stack's PostgreSQL, as its administrator (docs/databases.md). */
export const localEngine: DatabaseEngine = {
  createDatabase: (login) =>
    withPostgresAdmin(async (client) => {
      const statements = createStatements(login);
      for (const statement of statements.role) await client.query(statement);
      const exists = await client.query(existsQuery('$1'), [login.database]);
      if (!exists.rowCount) await client.query(statements.database);
      await client.query(statements.closeDatabase);
    }),
  databaseSizes: (prefix) =>
    withPostgresAdmin(async (client) => {
      const result = await client.query<{ datname: string; size: string }>(sizesQuery('$1'), [prefix]);
      // pg answers a bigint as text.
      return new Map(result.rows.map((row) => [row.datname, Number(row.size)]));
    }),
  dropDatabase: (login) =>
    withPostgresAdmin(async (client) => {
      for (const statement of dropStatements(login)) await client.query(statement);
    }),
};
