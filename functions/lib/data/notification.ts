import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { keys } from './keys.js';

/**
 * One notification in a user's inbox (`INBOX#<userId>` / `MSG#<messageTime>#<id>`):
 * the spec's Notification object (doc 1 §3) as delivered to one notifier,
 * shaped for the user message centre (notificationObjectId, title, actor,
 * messageTime, type, selfDefinedType, action, description, hasRead, updateTime).
 */
export interface InboxItemRecord {
  /** This delivery's id. */
  id: string;
  userId: string;
  /** The notification sent (shared by every notifier of one send). */
  notificationObjectId: string;
  actorId: string;
  actorName?: string;
  title: string;
  description: string;
  /** Notification type, e.g. 用户消息. */
  type: string;
  /** Custom message type code (`messageSelfDefinedTypes`: '01' review, '02' user message). */
  selfType: string;
  action: string;
  ways: string[];
  hasRead: boolean;
  /** ISO time the notification was sent (also in the sort key). */
  messageTime: string;
  updateTime: string;
}

/**
 * Delivers one inbox item and counts it as unread in one TransactWrite: the
 * item Put and `ADD unread :1` on the partition's `#COUNT` item, so the
 * counter never drifts from the items.
 */
export async function putInboxItem(options: { item: InboxItemRecord }): Promise<void> {
  const { item } = options;
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.inboxItem(item.userId, item.messageTime, item.id), entity: 'inboxItem', ...item },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: keys.inboxCounter(item.userId),
            UpdateExpression: 'SET entity = :entity, userId = :user ADD unread :one',
            ExpressionAttributeValues: { ':entity': 'inboxCounter', ':user': item.userId, ':one': 1 },
          },
        },
      ],
    }),
  );
}

/** A user's unread notification count: one Get of the counter item (0 when the inbox is empty). */
export async function getUnreadCount(options: { userId: string }): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.inboxCounter(options.userId) }),
  );
  return Math.max(0, Number(result.Item?.unread ?? 0));
}
