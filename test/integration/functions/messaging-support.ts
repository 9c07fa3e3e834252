import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as messageHandler } from '../../../functions/api-message/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { createMessageCategory } from '../../../functions/domains/messaging/data/message-category.js';
import { createMessageGroup } from '../../../functions/domains/messaging/data/message-group.js';
import { createMessageType } from '../../../functions/domains/messaging/data/message-type.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import type { HttpEventOptions } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { call, demoUser } from './session-support.js';

export { readItem } from './roles-support.js';
export { emailsTo } from './certification-support.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';

/** Who calls: a demo username, a tenant user, the claims of a test user, or nobody (anonymous). */
export type Actor = string | TenantUser | Record<string, unknown> | undefined;

const isTenantUser = (as: Actor): as is TenantUser => typeof as === 'object' && 'claims' in as && 'token' in as;

/** Calls the api-message handler as a demo user, a tenant user or with a test user's claims. */
export async function msg(as: Actor, options: HttpEventOptions) {
  const claims = typeof as === 'string' ? (await demoUser(as)).claims : isTenantUser(as) ? as.claims : as;
  return call(messageHandler, { ...options, ...(claims ? { claims } : {}) });
}

/** A fresh name: unique names keep the tests of a file apart. */
export const uniqueName = (prefix = 'msg') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The query of a scope (`undefined`: the platform). */
export const scope = (enterpriseId?: string) => (enterpriseId ? { enterpriseId } : undefined);

/** Every item of a partition as stored (strongly consistent). */
export async function partition(pk: string, prefix = ''): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The categories, types or groups of a scope as stored. */
export const storedOfScope = (enterpriseId: string, kind: 'CATEGORY' | 'TYPE' | 'GROUP') =>
  partition(`MSGADMIN#${enterpriseId}`, `${kind}#`);

/** The members of a group as stored. */
export const storedMembers = (groupId: string) =>
  partition(messagingKeys.messageGroupMember(groupId, '').pk, 'MEMBER#');

/** The inbox deliveries of a user that came from one notification. */
export async function deliveriesOf(userId: string, notificationObjectId: string): Promise<Record<string, any>[]> {
  return (await partition(`INBOX#${userId}`, 'MSG#')).filter(
    (item) => item.notificationObjectId === notificationObjectId,
  );
}

/** A category made directly (no API) in a scope, with a type when asked. */
export async function makeCategory(enterpriseId: string = NIL_ID) {
  const now = new Date().toISOString();
  const category = { id: randomUUID(), enterpriseId, name: uniqueName('cat'), createdAt: now, updatedAt: now };
  await createMessageCategory({ category });
  return category;
}

/** A type made directly in a category. */
export async function makeType(category: { id: string; enterpriseId: string }) {
  const now = new Date().toISOString();
  const type = {
    id: randomUUID(),
    enterpriseId: category.enterpriseId,
    categoryId: category.id,
    name: uniqueName('type'),
    createdAt: now,
    updatedAt: now,
  };
  await createMessageType({ type });
  return type;
}

/** A group made directly in a scope. */
export async function makeGroup(enterpriseId: string = NIL_ID) {
  const now = new Date().toISOString();
  const group = { id: randomUUID(), enterpriseId, name: uniqueName('group'), createdAt: now, updatedAt: now };
  await createMessageGroup({ group });
  return group;
}
