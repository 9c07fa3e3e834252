import { Construct } from 'constructs';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { StageConfig } from '../config/stage-config.js';
import type { TableDefinition } from '../definitions/table-definition.js';

export interface DataTableProps {
  readonly config: StageConfig;
  readonly definition: TableDefinition;
}

/**
 * The single table of the product, built from the shared table definition the
 * local stack also uses. Protected stages keep it (RETAIN, deletion protection, PITR).
 */
export class DataTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id);
    const { config, definition } = props;
    const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      tableName: config.names.table,
      partitionKey: stringKey(definition.partitionKey),
      sortKey: stringKey(definition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: config.protectData },
      timeToLiveAttribute: definition.timeToLiveAttribute,
      deletionProtection: config.protectData,
      removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of definition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    if (!config.protectData) {
      Validations.of(this.table).acknowledge({
        id: 'AwsSolutions-DDB3',
        reason: 'Unprotected stages (dev) hold disposable demo data; PITR is on for every stage with protectData.',
      });
    }
  }
}
