import * as z from 'zod/mini';
import './zod-locale.js';
import { DATABASE_MESSAGES, DATABASE_NAME_PATTERN, DATABASE_SEARCH_LENGTH } from '../constants/database-rules.js';
import { RecordIdSchema, optionalText } from './fields.js';

/**
 * Inputs of the enterprises' database service (`/api-tenant/databaseResource/*`; docs/databases.md). One definition
 * for the server and the console.
 */

/** A database's name: trimmed, lower-case letters, digits and `_`, from a letter (it becomes part of an SQL name). */
const DatabaseNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Required', abort: true }),
    z.regex(DATABASE_NAME_PATTERN, DATABASE_MESSAGES.nameFormat.en),
  );

/** `…/{enterpriseId}`: the enterprise whose database service is read. */
export const DatabaseEnterpriseParamsSchema = z.object({ enterpriseId: RecordIdSchema });

/** `?name=`: only the databases whose name contains this text (any case). */
export const DatabaseSearchQuerySchema = z.object({ name: optionalText(DATABASE_SEARCH_LENGTH) });
export type DatabaseSearchQuery = z.infer<typeof DatabaseSearchQuerySchema>;

/** `POST databaseResource/create` (ours): a database of the current enterprise and its login. */
export const CreateDatabaseSchema = z.object({ databaseName: DatabaseNameSchema });
export type CreateDatabase = z.infer<typeof CreateDatabaseSchema>;

/** `DELETE databaseResource/{databaseName}`. */
export const DatabaseNameParamsSchema = z.object({ databaseName: DatabaseNameSchema });
