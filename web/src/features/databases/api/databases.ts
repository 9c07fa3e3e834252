import type {
  CreatedDatabase,
  DatabaseNameList,
  DatabaseResource,
  DatabaseService,
} from '@shared/schemas/databases-responses.js';
import { databaseResourceContracts as contracts } from '@shared/contracts/databases.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of the database service (`/api-tenant/databaseResource/*`; docs/databases.md), by their contracts
 * (`shared/contracts/databases.ts`). Another feature (a deployment's form) reads an enterprise's databases here.
 */

export type { CreatedDatabase, DatabaseNameList, DatabaseResource, DatabaseService };

/** An enterprise's database service: its databases (those whose name contains `name`), sizes, quota. */
export const getDatabaseService = (enterpriseId: string, name: string, signal?: AbortSignal) =>
  call(contracts.getDatabaseResource, { params: { enterpriseId }, query: name ? { name } : {}, signal });

/** An enterprise's database names (those containing `name`). */
export const getDatabaseNames = (enterpriseId: string, name: string, signal?: AbortSignal) =>
  call(contracts.getDatabaseNames, { params: { enterpriseId }, query: name ? { name } : {}, signal });

/** Creates a database and its login in the current enterprise; the answer carries the password, once. */
export const createDatabase = (databaseName: string) =>
  call(contracts.createDatabaseResource, { body: { databaseName } });

/** Drops a database of the current enterprise with its login. */
export const deleteDatabase = (databaseName: string) =>
  call(contracts.deleteDatabaseResource, { params: { databaseName } });
