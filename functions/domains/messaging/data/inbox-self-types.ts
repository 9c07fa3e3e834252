import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll } from '../../../lib/data/batch.js';
import { messagingKeys } from './keys.js';

/** A custom message type a sender named, shown as a tab of the user message centre. */
export interface InboxSelfTypeRecord {
  /** The enterprise whose administrators defined it; NIL for the platform's. */
  scopeId: string;
  selfType: string;
  name: string;
  nameEn?: string;
  updatedAt: string;
}

/**
 * Records (or renames) a custom type as it is sent: one Put of
 * `MSGSELFTYPES#{scopeId}` / `TYPE#{selfType}`, so the tab list follows the
 * types senders actually use without reading the administrators' tables.
 */
export async function putInboxSelfType(options: { selfType: InboxSelfTypeRecord }): Promise<void> {
  const { selfType } = options;
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...messagingKeys.inboxSelfType(selfType.scopeId, selfType.selfType),
        entity: 'inboxSelfType',
        ...selfType,
      },
    }),
  );
}

/** The custom types of some scopes (the platform and the caller's enterprises): one Query per scope, in parallel. */
export async function listInboxSelfTypes(options: { scopeIds: readonly string[] }): Promise<InboxSelfTypeRecord[]> {
  const lists = await Promise.all(
    [...new Set(options.scopeIds)].map((scopeId) =>
      queryAll<InboxSelfTypeRecord>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': messagingKeys.inboxSelfType(scopeId, '').pk },
        ProjectionExpression: 'scopeId, selfType, #name, nameEn, updatedAt',
        ExpressionAttributeNames: { '#name': 'name' },
      }),
    ),
  );
  return lists.flat();
}
