/**
 * The single DynamoDB table: one definition used by the CDK data stack and by
 * the local stack (which creates the same table and indexes in DynamoDB Local).
 * Every access pattern is listed in docs/data-model.md.
 */

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

export interface TableDefinition {
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly globalSecondaryIndexes: readonly IndexDefinition[];
  /** Attribute holding an epoch-seconds expiry (verification codes, telemetry, connections). */
  readonly timeToLiveAttribute: string;
}

/** Generic keys; every index projects all attributes. */
export const tableDefinition: TableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
};

/** Every key attribute name (all strings). */
export function keyAttributeNames(definition: TableDefinition = tableDefinition): string[] {
  return [
    definition.partitionKey,
    definition.sortKey,
    ...definition.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
}
