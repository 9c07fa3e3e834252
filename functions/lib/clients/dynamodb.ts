import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../env.js';
import { clientConfig } from './aws-client-config.js';

/** The table every data module reads and writes. */
export const tableName = requireEnv('TABLE_NAME');

/** Document client built once per container. */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig('DYNAMODB_ENDPOINT')), {
  marshallOptions: { removeUndefinedValues: true },
});
