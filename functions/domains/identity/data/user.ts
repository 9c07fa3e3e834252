import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { ConflictError } from '../../../lib/errors.js';
import { batchGetItems, isConditionFailure } from '../../../lib/data/batch.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { queryOffsetPage, type OffsetPage } from '../../../lib/data/offset-page.js';
import { items, type UniqueKind } from '../../../lib/data/records.js';
import { putWithUniqueMarkers } from '../../../lib/data/unique.js';
import { cancellationReasons, writeTransaction } from '../../../lib/data/transactions.js';
import { identityItems, type MembershipRecord, type UserRecord } from './records.js';
export type { UserRecord } from './records.js';
import { identityKeys, identityIndexKeys } from './keys.js';

/** Reads a user's profile (`USER#<id>` / `#PROFILE`), or undefined. */
export async function getUserProfile(options: { userId: string }): Promise<UserRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: identityKeys.user(options.userId) }),
  );
  return result.Item as UserRecord | undefined;
}

/** Creates a profile with username, email and phone markers in one transaction (409 when any is taken). */
export async function createUserProfile(options: { user: UserRecord }): Promise<void> {
  const { user } = options;
  await putWithUniqueMarkers(identityItems.user(user), user.userId, [
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
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: identityKeys.user(options.userId),
        UpdateExpression: 'REMOVE removed',
        ConditionExpression: 'removed = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    ),
  );
}

/** Reads several profiles with one BatchGet, in the order of the ids (missing ones skipped). */
export async function getUserProfiles(options: { userIds: readonly string[] }): Promise<UserRecord[]> {
  const found = await batchGetItems<UserRecord>(options.userIds.map((id) => identityKeys.user(id)));
  const byId = new Map(found.map((u) => [u.userId, u]));
  return options.userIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/**
 * A numbered page of every profile by username (gsi1 `USERS`, sk
 * `USERNAME#<lower>`), optionally by username prefix and without the given
 * user ids (at most 100: a filter `NOT userId IN (…)`).
 */
export async function listUsersByName(options: {
  usernamePrefix?: string;
  excludeUserIds?: readonly string[];
  offset: number;
  limit: number;
}): Promise<OffsetPage<UserRecord>> {
  const excluded = (options.excludeUserIds ?? []).slice(0, 100);
  const values: Record<string, unknown> = {
    ':pk': 'USERS',
    ':prefix': identityIndexKeys.userByName(options.usernamePrefix ?? '').gsi1sk,
  };
  excluded.forEach((id, i) => (values[`:x${i}`] = id));
  return queryOffsetPage<UserRecord>(
    {
      IndexName: indexes.gsi1,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ...(excluded.length > 0
        ? { FilterExpression: `NOT (userId IN (${excluded.map((_, i) => `:x${i}`).join(', ')}))` }
        : {}),
      ExpressionAttributeValues: values,
    },
    options,
  );
}

/** A new, unverified user's profile (verifyStatusCode '0') for the Cognito user `userId`. */
export function newUserRecord(
  userId: string,
  contact: { username: string; email: string; phone: string },
  createdAt: string,
): UserRecord {
  return {
    userId,
    username: contact.username,
    email: contact.email,
    phone: contact.phone,
    verifyStatusCode: '0',
    createdAt,
  };
}

/**
 * Creates a profile, its username/email/phone markers and more items (a
 * membership) in one transaction; a taken value is a 409 naming the kinds
 * taken, like `createUserProfile`.
 */
export async function createUserProfileWith(options: {
  user: UserRecord;
  membership: MembershipRecord;
}): Promise<void> {
  const { user } = options;
  const claims: { kind: UniqueKind; value: string }[] = [
    { kind: 'username', value: user.username },
    ...(user.email ? [{ kind: 'email' as const, value: user.email }] : []),
    ...(user.phone ? [{ kind: 'phone' as const, value: user.phone }] : []),
  ];
  const created = { ConditionExpression: 'attribute_not_exists(pk)', TableName: tableName };
  try {
    await writeTransaction([
      { Put: { ...created, Item: identityItems.user(user) } },
      ...claims.map((c) => ({ Put: { ...created, Item: items.unique(c.kind, c.value, user.userId) } })),
      { Put: { TableName: tableName, Item: identityItems.membership(options.membership) } },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    const taken = claims.filter((_, i) => reasons[i + 1]?.Code === 'ConditionalCheckFailed').map((c) => c.kind);
    throw new ConflictError(`Already taken: ${taken.join(', ') || 'record'}`, {
      kinds: claims.map((c) => c.kind),
      taken,
    });
  }
}

/**
 * Changes a user's e-mail, phone and metadata in one transaction. A changed
 * e-mail or phone swaps its uniqueness marker: the new marker must not exist,
 * the old one must still be the user's, and the profile must still hold the
 * old value (so two concurrent edits cannot both win). 409 when taken.
 */
export async function updateUserDetails(options: {
  current: UserRecord;
  changes: { email?: string; phone?: string; metadata?: string };
}): Promise<void> {
  const { current, changes } = options;
  const swaps = (['email', 'phone'] as const).filter(
    (kind) => changes[kind] !== undefined && changes[kind]!.toLowerCase() !== (current[kind] ?? '').toLowerCase(),
  );
  const sets: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions = ['attribute_exists(pk)'];
  for (const field of ['email', 'phone', 'metadata'] as const) {
    if (changes[field] === undefined) continue;
    sets.push(`#${field} = :${field}`);
    names[`#${field}`] = field;
    values[`:${field}`] = changes[field];
  }
  for (const kind of swaps) {
    names[`#${kind}`] = kind;
    if (current[kind]) {
      conditions.push(`#${kind} = :old_${kind}`);
      values[`:old_${kind}`] = current[kind];
    } else {
      conditions.push(`attribute_not_exists(#${kind})`);
    }
  }
  try {
    await writeTransaction([
      ...swaps.map((kind) => ({
        Put: {
          TableName: tableName,
          Item: items.unique(kind, changes[kind]!, current.userId),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      })),
      ...swaps.flatMap((kind) =>
        current[kind]
          ? [
              {
                Delete: {
                  TableName: tableName,
                  Key: keys.unique(kind, current[kind]!),
                  ConditionExpression: 'ownerId = :me',
                  ExpressionAttributeValues: { ':me': current.userId },
                },
              },
            ]
          : [],
      ),
      {
        Update: {
          TableName: tableName,
          Key: identityKeys.user(current.userId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    const taken = swaps.filter((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed');
    throw new ConflictError(`Already taken: ${taken.join(', ') || 'changed meanwhile'}`, { taken });
  }
}

/** Marks a profile removed (deregistration); false when it is missing or already removed. */
export async function markUserRemoved(options: { userId: string; at: string }): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: identityKeys.user(options.userId),
        UpdateExpression: 'SET removed = :true, removedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(removed) OR removed = :false)',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':at': options.at },
      }),
    ),
  );
}
