import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Answers of the enterprises' database service (docs/databases.md). A database login's password is answered once, by
 * the create call, and is otherwise kept only in Secrets Manager.
 */

/** Where a database is and who logs in to it: what a deployment's form fills in (never the password). */
const DatabaseConnectionShape = {
  /** The name the enterprise gave it (the spec's `databaseName`). */
  databaseName: z.string(),
  /** The database's name in the engine, the one a client connects to (`e_<enterprise hash>_<databaseName>`). */
  database: z.string(),
  host: z.string(),
  port: z.number(),
  username: z.string(),
};

/** A database of the enterprise and its size measured by the engine. */
export const DatabaseResourceSchema = z.object({
  ...DatabaseConnectionShape,
  /** `creating` until the engine has it; `ready` after. */
  status: z.enum(['creating', 'ready']),
  sizeBytes: z.number(),
  /** The size in MB (1,048,576 bytes), two decimals. */
  sizeMb: z.number(),
  /** What it reserves of the enterprise's `DATABASE_QUOTA`, MB. */
  reservedMb: z.number(),
  createdAt: z.string(),
  createUserName: z.string(),
});
export type DatabaseResource = z.infer<typeof DatabaseResourceSchema>;

/** `get/databaseResource/{enterpriseId}`: the spec's database service. */
export const DatabaseServiceSchema = z.object({
  /** Every database of the enterprise together, MB, measured by the engine (the filter does not narrow it). */
  tsDatabaseSize: z.number(),
  currentEnterprise: z.object({ id: z.string(), name: z.string() }),
  databaseNames: z.array(z.object({ databaseName: z.string() })),
  databaseResources: z.array(DatabaseResourceSchema),
  /** The enterprise's `DATABASE_QUOTA`, MB: granted, reserved by databases and deployments, left. */
  quota: z.object({ total: z.number(), reserved: z.number(), available: z.number() }),
  /** What one more database reserves, MB. */
  reservationMb: z.number(),
});
export type DatabaseService = z.infer<typeof DatabaseServiceSchema>;

/** `get/databaseName/{enterpriseId}`: the enterprise's databases by name. */
export const DatabaseNameListSchema = z.array(z.object({ databaseName: z.string(), database: z.string() }));
export type DatabaseNameList = z.infer<typeof DatabaseNameListSchema>;

/** `POST create`: the new database and its login, with the password shown this once. */
export const CreatedDatabaseSchema = z.object({
  ...DatabaseConnectionShape,
  password: z.string(),
  reservedMb: z.number(),
  createdAt: z.string(),
});
export type CreatedDatabase = z.infer<typeof CreatedDatabaseSchema>;

/** `DELETE {databaseName}`: the database dropped, its login removed and its reservation released. */
export const DeletedDatabaseSchema = z.object({ deleted: z.string() });
