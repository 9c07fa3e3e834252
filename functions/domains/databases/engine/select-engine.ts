import { optionalEnv, requireEnv } from '../../../lib/env.js';
import type { DatabaseEngine } from './database-engine.js';

/**
 * The database service's engine of this stage: the Aurora cluster's Data API where the stage has one
 * (`DATABASE_CLUSTER_ARN`), else the local stack's PostgreSQL. Each implementation loads on first use.
 */
export async function databaseEngine(): Promise<DatabaseEngine> {
  return optionalEnv('DATABASE_CLUSTER_ARN')
    ? (await import('./data-api-engine.js')).dataApiEngine
    : (await import('./local-engine.js')).localEngine;
}

/** Where clients (deployed apps) connect: the engine's host and port, the same for every database of the stage. */
export function databaseEndpoint(): { host: string; port: number } {
  return { host: requireEnv('DATABASE_SERVICE_HOST'), port: Number(requireEnv('DATABASE_SERVICE_PORT')) };
}
