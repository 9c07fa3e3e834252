import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { NotFoundError } from '../../../lib/errors.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { indexes } from '../../../lib/data/keys.js';
import { queryOffsetPage, type OffsetPage } from '../../../lib/data/offset-page.js';
import type { SentMessage } from '../../../../shared/schemas/messaging.js';
import { messagingKeys, messagingIndexKeys } from './keys.js';

/**
 * A message an administrator sent (`SENTMSG#<id>` / `#META`, gsi1
 * `MSGSENT#<enterpriseId>` / `<sentAt>#<id>`): the record of the admin list.
 * The deliveries are inbox items of the recipients and outlive it.
 */
export interface SentMessageRecord {
  id: string;
  enterpriseId: string;
  title: string;
  /** Lower-case title, for the case-insensitive title filter. */
  titleLower: string;
  content: string;
  categoryId: string;
  categoryName: string;
  typeId?: string;
  typeName?: string;
  senderId: string;
  senderName: string;
  userIds: string[];
  groupIds: string[];
  roleIds: string[];
  /** Validated on send: only the ways a message may name. */
  ways: SentMessage['ways'];
  recipientCount: number;
  sentAt: string;
}

/** Records a sent message before its delivery starts (so a send is listed even if delivery is cut short). */
export async function putSentMessage(options: { message: SentMessageRecord }): Promise<void> {
  const { message } = options;
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...messagingKeys.sentMessage(message.id),
        ...messagingIndexKeys.sentMessageOfScope(message.enterpriseId, message.sentAt, message.id),
        entity: 'sentMessage',
        ...message,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** One sent message by id (consistent). */
export async function getSentMessage(options: { id: string }): Promise<SentMessageRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: messagingKeys.sentMessage(options.id), ConsistentRead: true }),
  );
  return result.Item as SentMessageRecord | undefined;
}

/**
 * A numbered page of a scope's sent messages, newest first: gsi1
 * `MSGSENT#<e>` descending, the time range in the key condition, category,
 * type and title (contains, lower case) as filters.
 */
export async function querySentMessages(options: {
  enterpriseId: string;
  title?: string;
  categoryId?: string;
  typeId?: string;
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}): Promise<OffsetPage<SentMessageRecord>> {
  const values: Record<string, unknown> = {
    ':pk': messagingIndexKeys.sentMessageOfScope(options.enterpriseId, '', '').gsi1pk,
    // Sort keys are `<ISO time>#<id>`: '#' sorts before digits, '~' after every id character.
    ':from': options.from ? new Date(options.from).toISOString() : '0',
    ':to': options.to ? new Date(options.to).toISOString() : '~',
  };
  const filters: string[] = [];
  if (options.categoryId) {
    filters.push('categoryId = :category');
    values[':category'] = options.categoryId;
  }
  if (options.typeId) {
    filters.push('typeId = :type');
    values[':type'] = options.typeId;
  }
  if (options.title) {
    filters.push('contains(titleLower, :title)');
    values[':title'] = options.title.toLowerCase();
  }
  return queryOffsetPage<SentMessageRecord>(
    {
      IndexName: indexes.gsi1,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    { offset: options.offset, limit: options.limit },
  );
}

/** Deletes a sent message's record (404 when already gone); the delivered copies stay in the inboxes. */
export async function deleteSentMessage(options: { id: string; enterpriseId: string }): Promise<void> {
  await writeOrThrow(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: messagingKeys.sentMessage(options.id),
        ConditionExpression: 'attribute_exists(pk) AND enterpriseId = :e',
        ExpressionAttributeValues: { ':e': options.enterpriseId },
      }),
    ),
    () => new NotFoundError('Message not found'),
  );
}
