import { createHash, randomBytes } from 'node:crypto';

/**
 * The names a database gets in the engine (docs/databases.md "Names"). PostgreSQL has one namespace of databases and
 * one of roles for the whole server, shared by every enterprise, so each name carries a hash of its enterprise:
 * `e_<12 hex>_<databaseName>` for the database, `u_<12 hex>_<databaseName>` for its login (at most 56 characters,
 * under PostgreSQL's 63). The database name is checked by the request schema (`DATABASE_NAME_PATTERN`) and the
 * whole identifier again by the engine before it reaches a statement.
 */
const enterpriseTag = (enterpriseId: string) => createHash('sha256').update(enterpriseId).digest('hex').slice(0, 12);

/** The prefix of every engine database of an enterprise (what its sizes are read by). */
export const enginePrefixOf = (enterpriseId: string) => `e_${enterpriseTag(enterpriseId)}_`;

/** A database's name in the engine and its login's. */
export function engineNamesOf(enterpriseId: string, databaseName: string): { database: string; username: string } {
  const tag = enterpriseTag(enterpriseId);
  return { database: `e_${tag}_${databaseName}`, username: `u_${tag}_${databaseName}` };
}

/** A new login's password: 24 random bytes as base64url (32 characters, 192 bits). */
export const generatePassword = () => randomBytes(24).toString('base64url');

/** The name (under the stage's secrets prefix) of the secret that keeps a database's login. */
export const loginSecretName = (enterpriseId: string, databaseName: string) =>
  `databases/${enterpriseId}/${databaseName}`;
