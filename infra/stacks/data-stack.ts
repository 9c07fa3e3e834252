import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { tableDefinition } from '../definitions/table-definition.js';
import { AccessLogBucket } from '../constructs/access-log-bucket.js';
import { DataBucket } from '../constructs/data-bucket.js';
import { HistoryBucket } from '../constructs/history-bucket.js';
import { DataTable } from '../constructs/data-table.js';
import { DatabaseServiceCluster } from '../constructs/database-service-cluster.js';
import { suppressCdkProviderFindings } from './cdk-internal-suppressions.js';
import type { SiaStackProps } from './sia-stack-props.js';

/**
 * Browser origins allowed to use presigned URLs. The CloudFront domain is only
 * known after the web stack (which depends on this one), so any CloudFront
 * domain is allowed; the presigned signature, not CORS, is what authorises.
 */
export const uploadOrigins = (extra: readonly string[]) => ['https://*.cloudfront.net', ...extra];

/**
 * Stateful resources: the single table, the four content buckets and the history archive (plus their access-log
 * bucket), and the enterprises' database service cluster.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.ITable;
  readonly databaseService: DatabaseServiceCluster;

  constructor(scope: Construct, id: string, props: SiaStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.table = new DataTable(this, 'MainTable', { config, definition: tableDefinition }).table;
    const accessLogs = new AccessLogBucket(this, 'AccessLogs', { config }).bucket;
    // Consumers reference these by name (stacks/data-buckets.ts), so none is exported.
    const buckets = {
      ImagesBucket: config.names.imagesBucket,
      FilesBucket: config.names.filesBucket,
      DatasetsBucket: config.names.datasetsBucket,
      ModelsBucket: config.names.modelsBucket,
    };
    for (const [constructId, baseName] of Object.entries(buckets)) {
      new DataBucket(this, constructId, {
        config,
        baseName,
        accessLogs,
        allowedOrigins: uploadOrigins(config.extraAllowedOrigins),
        // A dataset file uploaded but never registered (docs/bigdata.md "Larger files"), and a project's graph file
        // stored but never saved into a project (docs/bigdata.md "Storage of a project"), do not stay.
        ...(constructId === 'DatasetsBucket'
          ? {
              expiringPrefixes: [
                { prefix: 'dataset-uploads/', days: 2 },
                { prefix: 'project-uploads/', days: 2 },
              ],
            }
          : {}),
      });
    }
    new HistoryBucket(this, 'HistoryBucket', { config, baseName: config.names.historyBucket, accessLogs });
    this.databaseService = new DatabaseServiceCluster(this, 'DatabaseService', { config });
    suppressCdkProviderFindings(this);
  }
}
