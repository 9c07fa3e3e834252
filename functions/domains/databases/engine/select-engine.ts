import { optionalEnv, requireEnv } from '../../../lib/env.js';
import type { DatabaseEngine } from './database-engine.js';

/**
 * The database service's engine of this stage: the local stack's PostgreSQL where the stack hands the handlers its
 * administrator's password (`DATABASE_SERVICE_ADMIN_PASSWORD`, a local-only variable like the `*_ENDPOINT`s), else the
 * Aurora cluster's Data API (`DATABASE_CLUSTER_ARN`). Each implementation loads on first use.
 */
export async function databaseEngine(): Promise<DatabaseEngine> {
  return optionalEnv('DATABASE_SERVICE_ADMIN_PASSWORD')
    ? (await import('./local-engine.js')).localEngine
    : (await import('./data-api-engine.js')).dataApiEngine;
}

/** Where clients (deployed apps) connect: the engine's host and port, the same for every database of the stage. */
export function databaseEndpoint(): { host: string; port: number } {
  return { host: requireEnv('DATABASE_SERVICE_HOST'), port: Number(requireEnv('DATABASE_SERVICE_PORT')) };
}
