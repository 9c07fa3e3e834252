import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import { deploymentIndexKeys, deploymentKeys } from './keys.js';
import { deploymentItems, type AppInfoRecord } from './records.js';

/** Saves a version's deployment information (the last save wins: the publisher's form replaces it whole). */
export async function putAppInfo(record: AppInfoRecord): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName, Item: deploymentItems.appInfo(record) }));
}

/** A version's saved deployment information, or undefined. */
export async function getAppInfo(versionId: string): Promise<AppInfoRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: deploymentKeys.appInfo(versionId), ConsistentRead: true }),
  );
  return result.Item ? (withoutKeys(result.Item) as unknown as AppInfoRecord) : undefined;
}

/** The newest saved deployment information of an application (gsi1, one item), or undefined. */
export async function newestAppInfo(applicationId: string): Promise<AppInfoRecord | undefined> {
  const page = await queryPage<Record<string, unknown>>(
    {
      index: 'gsi1',
      partition: deploymentIndexKeys.appInfoOfApplication(applicationId, '', '').gsi1pk,
      ScanIndexForward: false,
    },
    { limit: 1 },
  );
  return page.items[0] ? (withoutKeys(page.items[0]) as unknown as AppInfoRecord) : undefined;
}
