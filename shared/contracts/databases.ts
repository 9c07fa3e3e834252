import { defineContracts } from './contract.js';

/**
 * The /api-tenant database service contracts (spec doc 2 "Database service"; docs/databases.md): an enterprise's
 * PostgreSQL databases, their logins and sizes. The schemas load with the first request that needs them.
 */
const schemas = async () => ({
  ...(await import('../schemas/databases.js')),
  ...(await import('../schemas/databases-responses.js')),
});

/** The database service (`show-database-service`): read it, create a database, drop one. */
export const databaseResourceContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * An enterprise's database service: its databases with the sizes the engine measures, their total (`tsDatabaseSize`,
   * MB), where to connect and the `DATABASE_QUOTA` left; `name` keeps the names containing it.
   */
  getDatabaseResource: {
    method: 'GET',
    path: '/api-tenant/databaseResource/get/databaseResource/{enterpriseId}',
    access: { member: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.DatabaseEnterpriseParamsSchema,
      query: s.DatabaseSearchQuerySchema,
      response: s.DatabaseServiceSchema,
    }),
  },
  /** An enterprise's database names; `name` keeps those containing it. */
  getDatabaseNames: {
    method: 'GET',
    path: '/api-tenant/databaseResource/get/databaseName/{enterpriseId}',
    access: { member: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.DatabaseEnterpriseParamsSchema,
      query: s.DatabaseSearchQuerySchema,
      response: s.DatabaseNameListSchema,
    }),
  },
  /**
   * Creates a database and its login in the current enterprise, reserving 1,024 MB of its `DATABASE_QUOTA` (409
   * `quotaExceeded`; needs an online space). The answer carries the password, the only time it is shown.
   */
  createDatabaseResource: {
    method: 'POST',
    path: '/api-tenant/databaseResource/create',
    access: { privilege: ['show-database-service:add', 'apply-tsdatabase-space:add'] },
    schemas: (s) => ({ body: s.CreateDatabaseSchema, response: s.CreatedDatabaseSchema }),
  },
  /** Drops a database of the current enterprise with its login, and releases its quota reservation. */
  deleteDatabaseResource: {
    method: 'DELETE',
    path: '/api-tenant/databaseResource/{databaseName}',
    access: { privilege: 'show-database-service:delete' },
    schemas: (s) => ({ params: s.DatabaseNameParamsSchema, response: s.DeletedDatabaseSchema }),
  },
});

/** Every database service table (served by /api-tenant; the API index, `shared/contracts/index.ts`, lists them). */
export const databasesTables = [databaseResourceContracts];
