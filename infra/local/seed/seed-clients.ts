import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The DynamoDB clients a seed step writes with, built from the stack's environment (its endpoint and credentials
 * when local, the default chain otherwise). The step destroys `dynamo` when done.
 */
export function seedDynamoClients(env: Record<string, string>): {
  dynamo: DynamoDBClient;
  documents: DynamoDBDocumentClient;
} {
  const dynamo = new DynamoDBClient({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
  });
  return {
    dynamo,
    documents: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
  };
}
