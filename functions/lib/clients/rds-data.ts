import { clientConfig } from './aws-client-config.js';
import { lazyClient } from './lazy-client.js';

/**
 * The RDS Data API client and package, loaded on first use: the database service's statements on the Aurora cluster
 * (docs/databases.md). Locally the service talks to PostgreSQL directly (`./postgres.ts`).
 */
export const rdsData = lazyClient(
  () => import('@aws-sdk/client-rds-data'),
  (sdk) => new sdk.RDSDataClient(clientConfig('RDS_DATA_ENDPOINT')),
);
