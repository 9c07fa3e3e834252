import type { SqlParameter } from '@aws-sdk/client-rds-data';
import { withClient } from '../../../lib/clients/lazy-client.js';
import { rdsData } from '../../../lib/clients/rds-data.js';
import { requireEnv } from '../../../lib/env.js';
import { createStatements, dropStatements, existsQuery, sizesQuery, type DatabaseEngine } from './database-engine.js';

/**
 * The database service on the Aurora PostgreSQL cluster, through the RDS Data API with the cluster's master secret
 * (docs/databases.md, "Data API rather than a proxy"). Each statement runs on its own (auto-commit): CREATE DATABASE
 * cannot run in a transaction.
 */
async function execute(sql: string, parameters: SqlParameter[] = []) {
  return withClient(rdsData, (client, sdk) =>
    client.send(
      new sdk.ExecuteStatementCommand({
        resourceArn: requireEnv('DATABASE_CLUSTER_ARN'),
        secretArn: requireEnv('DATABASE_SECRET_ARN'),
        database: 'postgres',
        sql,
        parameters,
      }),
    ),
  );
}

export const dataApiEngine: DatabaseEngine = {
  async createDatabase(login) {
    const statements = createStatements(login);
    for (const statement of statements.role) await execute(statement);
    const exists = await execute(existsQuery(':name'), [{ name: 'name', value: { stringValue: login.database } }]);
    if (!exists.records?.length) await execute(statements.database);
    await execute(statements.closeDatabase);
  },
  async databaseSizes(prefix) {
    const result = await execute(sizesQuery(':prefix'), [{ name: 'prefix', value: { stringValue: prefix } }]);
    return new Map(
      (result.records ?? []).map(([name, size]) => [name.stringValue ?? '', Number(size.longValue ?? 0)] as const),
    );
  },
  async dropDatabase(login) {
    for (const statement of dropStatements(login)) await execute(statement);
  },
};
