import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { type TransactItem, cancellationReasons, writeTransaction } from '../../../lib/data/transactions.js';
import { messagingKeys, messagingIndexKeys } from './keys.js';
import type { SystemMessageParam } from '../system-message-templates.js';

/**
 * One delivery of a message to one user (`INBOX#<userId>` / `MSG#<id>`): the
 * spec's Notification object (doc 1 §3) as delivered to one notifier. The one
 * record serves the user message centre (notificationObjectId, title, actor,
 * messageTime, type, selfDefinedType, action, description, hasRead,
 * updateTime) and the enterprise message centre (id, category, hasRead,
 * hasCollect, hasDelete). Its id is the notificationObjectId, so delivering
 * one notification to one user twice rewrites nothing (docs/messaging.md).
 */
export interface InboxItemRecord {
  /** = notificationObjectId: one delivery per notification and user. */
  id: string;
  userId: string;
  notificationObjectId: string;
  actorId: string;
  actorName?: string;
  /** Chinese, as the spec's clients read it (a system message's Chinese rendering; a person's text as written). */
  title: string;
  description: string;
  /** A system message's English rendering (absent for messages a person wrote, and those sent before it existed). */
  titleEn?: string;
  descriptionEn?: string;
  /** A system message's template (`system-message-templates.ts`) and parameters, kept to render it again. */
  template?: string;
  params?: Readonly<Record<string, SystemMessageParam>>;
  /** Notification type, e.g. 用户消息. */
  type: string;
  /** Custom message type code ('01' review, '02' user message, or an administrator-defined type). */
  selfType: string;
  selfTypeName?: string;
  action: string;
  ways: string[];
  /** Message category id (administrators' messages); absent for notices. */
  category?: string;
  categoryName?: string;
  /** The sending enterprise (absent: the platform). */
  enterpriseId?: string;
  /** The administrator's sent message this delivery came from. */
  sourceMessageId?: string;
  hasRead: boolean;
  hasCollect: boolean;
  /** In the recycle view (restorable until cleaned up). */
  hasDelete: boolean;
  /** ISO time the notification was sent. */
  messageTime: string;
  updateTime: string;
  /** Bumped on every state change; each change is conditional on the version it read. */
  version: number;
}

/** Attribute of the counter item holding the unread count of one custom type. */
export const selfTypeCounterAttribute = (selfType: string) => `T#${selfType}`;

/** Does this delivery count in the unread badge? Unread and not in the recycle view. */
export const countsAsUnread = (item: Pick<InboxItemRecord, 'hasRead' | 'hasDelete'>) =>
  !item.hasRead && !item.hasDelete;

/** The stored item of a delivery: its keys and the index keys of its state (recycled ones leave the type index). */
export function inboxItemOf(record: InboxItemRecord): Record<string, unknown> {
  const { userId, id, messageTime, hasDelete } = record;
  return {
    ...messagingKeys.inboxItem(userId, id),
    ...messagingIndexKeys.inboxByTime(userId, hasDelete, messageTime, id),
    ...(hasDelete ? {} : messagingIndexKeys.inboxBySelfType(userId, record.selfType, messageTime, id)),
    ...(record.category ? messagingIndexKeys.inboxByCategory(userId, record.category, hasDelete, messageTime, id) : {}),
    entity: 'inboxItem',
    ...record,
  };
}

/** The record of a stored delivery (keys and index keys dropped). */
export function inboxRecordOf(item: Record<string, unknown>): InboxItemRecord {
  const { pk, sk, entity, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, ...record } = item;
  return { hasCollect: false, hasDelete: false, version: 0, ...record } as InboxItemRecord;
}

/**
 * The counter change of unread deltas per custom type: one Update of the
 * user's `#COUNT` item adding to `unread` and to each `T#{selfType}`.
 */
export function counterUpdate(userId: string, deltas: ReadonlyMap<string, number>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':entity': 'inboxCounter', ':user': userId };
  const adds: string[] = [];
  let total = 0;
  let i = 0;
  for (const [selfType, delta] of deltas) {
    if (delta === 0) continue;
    names[`#t${i}`] = selfTypeCounterAttribute(selfType);
    values[`:d${i}`] = delta;
    adds.push(`#t${i} :d${i}`);
    total += delta;
    i++;
  }
  values[':total'] = total;
  return {
    Update: {
      TableName: tableName,
      Key: messagingKeys.inboxCounter(userId),
      UpdateExpression: `SET entity = :entity, userId = :user ADD unread :total${adds.map((a) => `, ${a}`).join('')}`,
      ...(i > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/** Cancellation reason codes of a TransactWrite, aligned with its items; undefined when it did not cancel. */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if ((error as { name?: string })?.name !== 'TransactionCanceledException') return undefined;
  return cancellationReasons(error).map((r) => r.Code);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Jittered exponential backoff for a transaction retried after a conflict. */
export const backoff = (attempt: number) => pause(Math.random() * 20 * 2 ** Math.min(attempt, 6));

/** Recipients per delivery transaction: an item Put and a counter Update each (2 × 25 = 50 of the 100 allowed). */
const DELIVERY_BATCH = 25;
const MAX_ATTEMPTS = 10;

/**
 * Delivers deliveries of one notification, each exactly once: per recipient
 * the item Put (`attribute_not_exists(pk)`, keys deterministic per
 * notification and user) and the counter `ADD unread :1` in one
 * TransactWrite of up to 25 recipients. A recipient whose item already
 * exists (a retried chunk) is dropped from the batch and the rest retried,
 * so neither the item nor the counter is ever written twice. Returns the
 * user ids delivered now (not those delivered before).
 */
export async function deliverInboxItems(records: readonly InboxItemRecord[]): Promise<string[]> {
  const delivered: string[] = [];
  for (let start = 0; start < records.length; start += DELIVERY_BATCH) {
    let batch = records.slice(start, start + DELIVERY_BATCH);
    for (let attempt = 0; batch.length > 0; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error('Inbox delivery kept conflicting; giving up this batch');
      const transactItems: TransactItem[] = batch.flatMap((record) => [
        {
          Put: { TableName: tableName, Item: inboxItemOf(record), ConditionExpression: 'attribute_not_exists(pk)' },
        },
        counterUpdate(record.userId, new Map([[record.selfType, countsAsUnread(record) ? 1 : 0]])),
      ]);
      try {
        await writeTransaction(transactItems);
        delivered.push(...batch.map((record) => record.userId));
        batch = [];
      } catch (error) {
        const codes = cancellationCodes(error);
        if (!codes) throw error;
        if (codes.length === 0) {
          // No reasons to tell which recipient had it already: one recipient per transaction decides.
          if (batch.length === 1) {
            if (await inboxItemExists(batch[0])) batch = [];
            else await backoff(attempt);
          } else for (const record of batch.splice(0)) delivered.push(...(await deliverInboxItems([record])));
          continue;
        }
        // Puts sit at even positions: a failed condition there means that user already has the message.
        const existing = new Set(batch.filter((_, i) => codes[2 * i] === 'ConditionalCheckFailed'));
        if (existing.size > 0) batch = batch.filter((record) => !existing.has(record));
        else await backoff(attempt);
      }
    }
  }
  return delivered;
}

/** Is this delivery stored already? */
async function inboxItemExists(record: InboxItemRecord): Promise<boolean> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: messagingKeys.inboxItem(record.userId, record.id),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return result.Item !== undefined;
}

/**
 * Delivers one inbox item and counts it as unread in one TransactWrite;
 * answers false when the user already had this notification.
 */
export async function putInboxItem(options: { item: InboxItemRecord }): Promise<boolean> {
  return (await deliverInboxItems([options.item])).length === 1;
}

/** A user's unread notification count: one Get of the counter item (0 when the inbox is empty). */
export async function getUnreadCount(options: { userId: string }): Promise<number> {
  return (await getInboxCounts(options)).unread;
}

/** A user's unread counts: the total and per custom type (types never received are absent). */
export async function getInboxCounts(options: {
  userId: string;
}): Promise<{ unread: number; bySelfType: Map<string, number> }> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: messagingKeys.inboxCounter(options.userId), ConsistentRead: true }),
  );
  const bySelfType = new Map<string, number>();
  for (const [name, value] of Object.entries(result.Item ?? {})) {
    if (name.startsWith('T#')) bySelfType.set(name.slice(2), Math.max(0, Number(value)));
  }
  return { unread: Math.max(0, Number(result.Item?.unread ?? 0)), bySelfType };
}
