import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { keys } from './keys.js';
import { items, type UniqueKind, type UserRecord } from './records.js';
import { putWithUniqueMarkers } from './unique.js';

export type { UserRecord } from './records.js';

/** Reads a user's profile (`USER#<id>` / `#PROFILE`), or undefined. */
export async function getUserProfile(options: { userId: string }): Promise<UserRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.user(options.userId) }));
  return result.Item as UserRecord | undefined;
}

/** Creates a profile with username, email and phone markers in one transaction (409 when any is taken). */
export async function createUserProfile(options: { user: UserRecord }): Promise<void> {
  const { user } = options;
  await putWithUniqueMarkers(items.user(user), user.userId, [
    { kind: 'username', value: user.username },
    ...(user.email ? [{ kind: 'email' as const, value: user.email }] : []),
    ...(user.phone ? [{ kind: 'phone' as const, value: user.phone }] : []),
  ]);
}

/** The owner of a unique value (username, email, phone) through its marker, or undefined when the value is free. */
export async function findOwnerOfUnique(options: { kind: UniqueKind; value: string }): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.unique(options.kind, options.value) }),
  );
  return result.Item?.ownerId as string | undefined;
}

/** Clears `removed` of a profile, only while it is set; false when the profile is not (or no longer) removed. */
export async function restoreRemovedUser(options: { userId: string }): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(options.userId),
        UpdateExpression: 'REMOVE removed',
        ConditionExpression: 'removed = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
