import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { tenancyIndexKeys, tenancyKeys } from './keys.js';
import { tenancyItems, type NamespaceVersionRecord } from './records.js';

/*
 * Version publications into the platform namespace (docs/tenancy.md "Versions"): one per approved version, waiting
 * for the namespace audit, then published or rejected.
 */

/** Records a version publication waiting for audit, once per version: false when it exists already. */
export function putNamespaceVersion(record: NamespaceVersionRecord): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: tenancyItems.namespaceVersion(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** A version publication by id, or undefined. */
export async function getNamespaceVersion(id: string): Promise<NamespaceVersionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: tenancyKeys.namespaceVersion(id), ConsistentRead: true }),
  );
  return result.Item as NamespaceVersionRecord | undefined;
}

/** A page of the version publications of one status, oldest first (status 1: the audit queue). */
export function listNamespaceVersions(options: {
  statusCode: string;
  cursor?: string;
  limit: number;
}): Promise<Page<NamespaceVersionRecord>> {
  const { gsi3pk } = tenancyIndexKeys.namespaceVersionByStatus('', '', '');
  return queryPage<NamespaceVersionRecord>(
    {
      index: indexes.gsi3,
      partition: gsi3pk,
      sortKeyCondition: 'begins_with(gsi3sk, :prefix)',
      ExpressionAttributeValues: { ':prefix': `${options.statusCode}#` },
    },
    options,
  );
}

/** Decides a waiting publication (1 → `to`), conditional on it still waiting; false when it does not. */
export function decideNamespaceVersion(
  record: NamespaceVersionRecord,
  decision: { to: string; at: string; userName: string },
): Promise<boolean> {
  const { gsi3sk } = tenancyIndexKeys.namespaceVersionByStatus(decision.to, record.createdAt, record.id);
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: tenancyKeys.namespaceVersion(record.id),
        UpdateExpression: 'SET statusCode = :to, gsi3sk = :gsi3sk, auditedAt = :at, auditUserName = :by',
        ConditionExpression: 'statusCode = :waiting',
        ExpressionAttributeValues: {
          ':to': decision.to,
          ':gsi3sk': gsi3sk,
          ':at': decision.at,
          ':by': decision.userName,
          ':waiting': '1',
        },
      }),
    ),
  );
}
