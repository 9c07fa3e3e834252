import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll } from '../../../lib/data/batch.js';
import type { LookupRecord } from './records.js';
export type { LookupRecord } from './records.js';
import { identityKeys } from './keys.js';

/** Every entry of a lookup collection, by `sort`: Query `LOOKUP#<collection>`. */
export async function listLookup(options: { collection: string }): Promise<LookupRecord[]> {
  const entries = await queryAll<LookupRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': identityKeys.lookup(options.collection, '').pk },
  });
  return entries.sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
}

/** One lookup entry by code (GetItem), or undefined. */
export async function getLookup(options: { collection: string; code: string }): Promise<LookupRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: identityKeys.lookup(options.collection, options.code) }),
  );
  return result.Item as LookupRecord | undefined;
}
