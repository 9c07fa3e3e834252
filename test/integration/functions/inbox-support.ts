import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as messageHandler } from '../../../functions/api-message/handler.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { batchWriteItems } from '../../../functions/lib/data/batch.js';
import { notifyUsers, type NotificationObject } from '../../../functions/domains/messaging/notify.js';
import { localUrls, type HttpEventOptions } from '../support/index.js';
import { call } from './session-support.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * Helpers of the inbox tests: fresh users (profiles written straight to the
 * table, called with the claims the authorizer would pass; optionally members
 * of an enterprise), calls to /api-user and /api-message, messages delivered
 * through the real notify path and reads of what is stored.
 */

export interface InboxUser {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly claims: Record<string, unknown>;
}

/** A new user with a profile (and a membership of `enterpriseId`). */
export async function inboxUser(options: { enterpriseId?: string } = {}): Promise<InboxUser> {
  const id = randomUUID();
  const username = `inbox-${id.slice(0, 8)}`;
  const email = `${username}@example.com`;
  const now = new Date().toISOString();
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: identityItems.user({ userId: id, username, email, verifyStatusCode: '0', createdAt: now }),
    }),
  );
  if (options.enterpriseId) {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: identityItems.membership({ userId: id, enterpriseId: options.enterpriseId, joinedAt: now }),
      }),
    );
  }
  return { id, username, email, claims: { sub: id, username } };
}

/** `count` profile-only users at once (fan-out tests), with BatchWrite. */
export async function manyUsers(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const now = new Date().toISOString();
  await batchWriteItems(
    ids.map((id) => ({
      PutRequest: {
        Item: { ...identityItems.user({ userId: id, username: `fan-${id}`, verifyStatusCode: '0', createdAt: now }) },
      },
    })),
  );
  return ids;
}

type Actor = { claims: Record<string, unknown> } | undefined;

/** Calls /api-user as `actor` (anonymous without one). */
export const userApi = (actor: Actor, options: HttpEventOptions) =>
  call(userHandler, { ...options, ...(actor ? { claims: actor.claims } : {}) });

/** Calls /api-message as `actor` (anonymous without one). */
export const messageApi = (actor: Actor, options: HttpEventOptions) =>
  call(messageHandler, { ...options, ...(actor ? { claims: actor.claims } : {}) });

/** Delivers a notification through `notifyUsers` (the path every feature uses); returns its id. */
export async function deliver(userIds: string[], overrides: Partial<NotificationObject> = {}): Promise<string> {
  const result = await notifyUsers({
    actorId: randomUUID(),
    actorName: 'tester',
    notifierIds: userIds,
    title: `通知 ${randomUUID().slice(0, 6)}`,
    description: '内容',
    type: '用户消息',
    selfType: '02',
    action: '/console/message-center',
    ways: [],
    ...overrides,
  });
  return result.notificationObjectId;
}

/** Every delivery stored in a user's inbox partition. */
export async function storedInbox(userId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': `INBOX#${userId}`, ':msg': 'MSG#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The stored counter item of a user's inbox. */
export async function storedCounter(userId: string): Promise<Record<string, any> | undefined> {
  return (
    await documentClient.send(
      new GetCommand({ TableName: tableName, Key: messagingKeys.inboxCounter(userId), ConsistentRead: true }),
    )
  ).Item;
}

/** Unread live deliveries as stored: what the counter must equal. */
export const unreadStored = (stored: Record<string, any>[]) =>
  stored.filter((item) => item.hasRead === false && item.hasDelete !== true).length;

/** E-mails in the local outbox sent to an address. */
export async function emailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(localUrls().outbox);
  const entries = (await response.json()) as { kind: string; to: string[]; subject: string; text: string }[];
  return entries.filter((entry) => entry.kind === 'email' && entry.to.includes(address));
}

/** Waits until `check` answers true (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
