import { databaseResourceContracts as contracts } from '../../../../shared/contracts/databases.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getEnterprise } from '../../identity/index.js';
import { getQuota, quotaFigures } from '../../tenancy/index.js';
import { listDatabases } from '../data/database.js';
import { createDatabase, databasesWithSizes, deleteDatabase } from '../database-service.js';
import { databaseEndpoint } from '../engine/select-engine.js';
import { databaseServiceView, nameContains } from '../views/database-views.js';

/** The database service (`show-database-service`; docs/databases.md). */
export const databaseResourceRoutes = [
  implement(contracts.getDatabaseResource, async ({ params, query }) => {
    const [enterprise, databases, quota] = await Promise.all([
      getEnterprise({ enterpriseId: params.enterpriseId }),
      databasesWithSizes(params.enterpriseId),
      getQuota(params.enterpriseId),
    ]);
    // Members reach only their own enterprises; a platform administrator may name one that does not exist.
    if (!enterprise) throw new NotFoundError('Enterprise not found');
    return databaseServiceView({
      enterprise: { id: params.enterpriseId, name: enterprise.name },
      databases,
      quota: quotaFigures(quota).DATABASE_QUOTA,
      endpoint: databaseEndpoint(),
      search: query.name,
    });
  }),
  implement(contracts.getDatabaseNames, async ({ params, query }) =>
    (await listDatabases(params.enterpriseId))
      .filter(nameContains(query.name))
      .map((record) => ({ databaseName: record.databaseName, database: record.database })),
  ),
  implement(contracts.createDatabaseResource, async ({ caller, body }) => createDatabase(caller, body.databaseName)),
  implement(contracts.deleteDatabaseResource, async ({ caller, params }) => {
    await deleteDatabase(caller, params.databaseName);
    return { deleted: params.databaseName };
  }),
];
