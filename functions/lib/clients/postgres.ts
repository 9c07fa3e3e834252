import { requireEnv } from '../env.js';

/**
 * A session of the database service's administrator on the local PostgreSQL (docs/databases.md), opened for one
 * operation and closed after it, so nothing holds a connection between requests or keeps the local stack from
 * stopping. Local only: in AWS the service runs its statements through the RDS Data API (`./rds-data.ts`), and the
 * `pg` package is left out of the functions' bundles.
 */
export async function withPostgresAdmin<T>(use: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: requireEnv('DATABASE_SERVICE_HOST'),
    port: Number(requireEnv('DATABASE_SERVICE_PORT')),
    user: 'postgres',
    password: requireEnv('DATABASE_SERVICE_ADMIN_PASSWORD'),
    database: 'postgres',
    connectionTimeoutMillis: 5_000,
    statement_timeout: 30_000,
  });
  // An error of the idle connection (the server stopping) is the operation's, not the process's.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
