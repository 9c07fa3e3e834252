/**
 * The data plane of the database service (docs/databases.md): what the domain asks of PostgreSQL, behind one
 * interface with two implementations — the local stack's PostgreSQL through `pg` (`./local-engine.ts`) and the
 * Aurora cluster through the RDS Data API (`./data-api-engine.ts`). Both run the statements below.
 */
export interface DatabaseEngine {
  /**
   * Creates the login role (or sets its password again) and its database, owned by it and closed to every other
   * login. Safe to call again after a failure part-way.
   */
  createDatabase(login: DatabaseLogin): Promise<void>;
  /** The size in bytes of each database whose name starts with `prefix` (an enterprise's), by name. */
  databaseSizes(prefix: string): Promise<Map<string, number>>;
  /** Drops the database (ending its sessions) and its login role; either already gone is fine. */
  dropDatabase(login: Omit<DatabaseLogin, 'password'>): Promise<void>;
}

export interface DatabaseLogin {
  readonly database: string;
  readonly username: string;
  readonly password: string;
}

/**
 * What an identifier of ours may be: the service builds every database and role name from a validated database
 * name and a hash, and checks it again here before it is quoted into a statement — utility statements (CREATE
 * DATABASE, CREATE ROLE) take no bind parameters, so nothing else may reach them.
 */
const IDENTIFIER = /^[a-z][a-z0-9_]{2,62}$/;
/** A generated password: base64url characters only, so it is quoted as a literal without escapes. */
const PASSWORD = /^[A-Za-z0-9_-]{24,64}$/;

/** `"name"`, after checking it is one of ours. */
export function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a database service identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** `'password'`, after checking it is a generated one. */
function quotePassword(password: string): string {
  if (!PASSWORD.test(password)) throw new Error('Not a generated password');
  return `'${password}'`;
}

/** Connections one login may hold at a time, so one enterprise's app cannot take the whole server's. */
const CONNECTION_LIMIT = 20;

/**
 * The statements that create a login and its database, in order (each on its own: CREATE DATABASE runs outside a
 * transaction). The administrator joins the new role, which lets a non-superuser administrator (Aurora's master
 * user) make it the owner and later drop it.
 */
export function createStatements(login: DatabaseLogin): { role: string[]; database: string; closeDatabase: string } {
  const user = quoteIdentifier(login.username);
  const database = quoteIdentifier(login.database);
  const password = quotePassword(login.password);
  return {
    role: [
      `DO $$ BEGIN IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${login.username}') ` +
        `THEN ALTER ROLE ${user} WITH LOGIN PASSWORD ${password} CONNECTION LIMIT ${CONNECTION_LIMIT}; ` +
        `ELSE CREATE ROLE ${user} LOGIN PASSWORD ${password} CONNECTION LIMIT ${CONNECTION_LIMIT}; END IF; END $$`,
      `GRANT ${user} TO CURRENT_USER`,
    ],
    database: `CREATE DATABASE ${database} OWNER ${user}`,
    closeDatabase: `REVOKE ALL ON DATABASE ${database} FROM PUBLIC`,
  };
}

/** The statements that drop a database (its sessions ended) and then its login. */
export function dropStatements(login: Omit<DatabaseLogin, 'password'>): string[] {
  return [
    `DROP DATABASE IF EXISTS ${quoteIdentifier(login.database)} WITH (FORCE)`,
    `DROP ROLE IF EXISTS ${quoteIdentifier(login.username)}`,
  ];
}

/** Sizes of the databases whose name starts with the parameter (`$1` / `:prefix`): `datname`, `size` (bytes). */
export const sizesQuery = (parameter: string) =>
  `SELECT datname, pg_database_size(oid) AS size FROM pg_database WHERE starts_with(datname, ${parameter})`;

/** Whether a database exists (`$1` / `:name`). */
export const existsQuery = (parameter: string) => `SELECT 1 FROM pg_database WHERE datname = ${parameter}`;
