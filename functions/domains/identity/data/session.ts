import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import type { SessionRecord } from './records.js';
export type { SessionRecord } from './records.js';
import { identityKeys } from './keys.js';

/** Reads the session record (`USER#<id>` / `#SESSION`): current context and sign-out time. */
export async function getSession(options: { userId: string }): Promise<SessionRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: identityKeys.session(options.userId) }),
  );
  return result.Item as SessionRecord | undefined;
}

/**
 * Sets the current enterprise and role in one UpdateItem (creating the record
 * when missing). Callers check membership and role first.
 */
export async function setCurrentContext(options: {
  userId: string;
  enterpriseId: string;
  roleId: string;
}): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: identityKeys.session(options.userId),
      UpdateExpression: 'SET currentEnterpriseId = :e, currentRoleId = :r, userId = :u, entity = :t, updatedAt = :now',
      ExpressionAttributeValues: {
        ':e': options.enterpriseId,
        ':r': options.roleId,
        ':u': options.userId,
        ':t': 'session',
        ':now': new Date().toISOString(),
      },
    }),
  );
}

/** Sets only the current role (the enterprise stays). */
export async function setCurrentRole(options: { userId: string; roleId: string }): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: identityKeys.session(options.userId),
      UpdateExpression: 'SET currentRoleId = :r, userId = :u, entity = :t, updatedAt = :now',
      ExpressionAttributeValues: {
        ':r': options.roleId,
        ':u': options.userId,
        ':t': 'session',
        ':now': new Date().toISOString(),
      },
    }),
  );
}

/** Records a sign-out: every token issued before `at` (epoch ms) is rejected from now on. */
export async function recordSignOut(options: { userId: string; at: number }): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: identityKeys.session(options.userId),
      UpdateExpression: 'SET signedOutAt = :at, userId = :u, entity = :t, updatedAt = :now',
      ExpressionAttributeValues: {
        ':at': options.at,
        ':u': options.userId,
        ':t': 'session',
        ':now': new Date(options.at).toISOString(),
      },
    }),
  );
}
