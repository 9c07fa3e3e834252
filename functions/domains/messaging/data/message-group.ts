import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { batchWriteItems, isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { catalogueRecords } from '../../../lib/data/catalogue-records.js';
import { indexes } from '../../../lib/data/keys.js';
import { cancellationCodes, writeTransaction, conditionCheck } from '../../../lib/data/transactions.js';
import { messagingKeys, messagingIndexKeys } from './keys.js';

/** A stored message group (`MSGADMIN#<enterpriseId>` / `GROUP#<id>`); its members live in `MSGGROUP#<id>`. */
export interface MessageGroupRecord {
  id: string;
  enterpriseId: string;
  name: string;
  description?: string;
  createdAt: string;
  updatedAt: string;
}

/** One user in a group (`MSGGROUP#<groupId>` / `MEMBER#<userId>`, gsi2 `MSGMEMBER#<id>`). */
export interface MessageGroupMemberRecord {
  id: string;
  groupId: string;
  enterpriseId: string;
  userId: string;
  username: string;
  email?: string;
  roleId?: string;
  addedAt: string;
}

/** Members written per transaction: a TransactWrite holds 100 items, one is the group's ConditionCheck. */
const MEMBERS_PER_TRANSACTION = 99;

const groupRecords = catalogueRecords<MessageGroupRecord>({
  entity: 'messageGroup',
  nameKind: 'messageGroupName',
  what: 'group',
  key: messagingKeys.messageGroup,
});

/** The groups of a scope: Query `MSGADMIN#<e>`, sk begins_with `GROUP#`. */
export async function listMessageGroups(options: { enterpriseId: string }): Promise<MessageGroupRecord[]> {
  return groupRecords.list(options.enterpriseId);
}

/** Groups of a scope by id (consistent), in the order of the ids; ids of other scopes are not found. */
export async function getMessageGroups(options: {
  enterpriseId: string;
  ids: readonly string[];
}): Promise<MessageGroupRecord[]> {
  return groupRecords.get(options.enterpriseId, options.ids);
}

/** Creates a group with its per-scope name marker (409 when the name is taken). */
export async function createMessageGroup(options: { group: MessageGroupRecord }): Promise<void> {
  await groupRecords.create(options.group);
}

/** Renames or re-describes a group (404 gone, 409 name taken); members are untouched. */
export async function updateMessageGroup(options: {
  current: MessageGroupRecord;
  name: string;
  description?: string;
  updatedAt: string;
}): Promise<void> {
  await groupRecords.update(options.current, {
    set: {
      name: options.name,
      updatedAt: options.updatedAt,
      ...(options.description ? { description: options.description } : {}),
    },
    remove: options.description ? [] : ['description'],
  });
}

/** Every member of a group, strongly consistent (a send resolves the group as it is now). */
export async function listGroupMembers(options: { groupId: string }): Promise<MessageGroupMemberRecord[]> {
  return queryAll<MessageGroupMemberRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': messagingKeys.messageGroupMember(options.groupId, '').pk,
      ':prefix': 'MEMBER#',
    },
    ConsistentRead: true,
  });
}

/**
 * Deletes groups and their name markers in one TransactWrite (404 and nothing
 * deleted when one is gone), then their members. Adding members checks the
 * group in its own transaction, so no member is added after the group is
 * gone: what the clean-up Query sees is everything.
 */
export async function deleteMessageGroups(options: { groups: readonly MessageGroupRecord[] }): Promise<void> {
  const { groups } = options;
  await groupRecords.remove(groups, { goneMessage: 'A group no longer exists' });
  for (const group of groups) {
    const members = await listGroupMembers({ groupId: group.id });
    await batchWriteItems(
      members.map((m) => ({ DeleteRequest: { Key: messagingKeys.messageGroupMember(m.groupId, m.userId) } })),
    );
  }
}

/**
 * Adds members to a group, in TransactWrites of 99 members plus a
 * ConditionCheck that the group still exists: each member Put is
 * `attribute_not_exists`, so a user is in a group at most once. A chunk that
 * meets a member added meanwhile is retried without the users now present.
 * Answers the members added (users already in the group are left as they were).
 */
export async function addGroupMembers(options: {
  group: MessageGroupRecord;
  members: readonly MessageGroupMemberRecord[];
}): Promise<MessageGroupMemberRecord[]> {
  const { group } = options;
  const added: MessageGroupMemberRecord[] = [];
  for (let start = 0; start < options.members.length; start += MEMBERS_PER_TRANSACTION) {
    let chunk = options.members.slice(start, start + MEMBERS_PER_TRANSACTION);
    for (let attempt = 0; chunk.length > 0; attempt++) {
      try {
        await writeTransaction([
          conditionCheck(messagingKeys.messageGroup(group.enterpriseId, group.id), 'attribute_exists(pk)'),
          ...chunk.map((member) => ({
            Put: {
              TableName: tableName,
              Item: {
                ...messagingKeys.messageGroupMember(member.groupId, member.userId),
                ...messagingIndexKeys.messageMemberById(member.id),
                entity: 'messageGroupMember',
                ...member,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
        ]);
        added.push(...chunk);
        break;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const codes = cancellationCodes(error);
        if (codes[0] === 'ConditionalCheckFailed') throw new NotFoundError('The group no longer exists');
        if (attempt >= 2) throw new ConflictError('The group changed meanwhile; reload and try again');
        const present = new Set((await listGroupMembers({ groupId: group.id })).map((m) => m.userId));
        chunk = chunk.filter((member) => !present.has(member.userId));
      }
    }
  }
  return added;
}

/** Members by member id (gsi2 `MSGMEMBER#<id>`, one Query each, in parallel); unknown ids are left out. */
export async function findGroupMembers(options: { ids: readonly string[] }): Promise<MessageGroupMemberRecord[]> {
  const found = await Promise.all(
    options.ids.map(async (id) => {
      const { gsi2pk, gsi2sk } = messagingIndexKeys.messageMemberById(id);
      const result = await documentClient.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: indexes.gsi2,
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
          ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk },
          Limit: 1,
        }),
      );
      return result.Items?.[0] as MessageGroupMemberRecord | undefined;
    }),
  );
  return found.filter((m): m is MessageGroupMemberRecord => m !== undefined);
}

/** Removes members in one TransactWrite (each must still exist: 404 and nothing removed otherwise). */
export async function removeGroupMembers(options: { members: readonly MessageGroupMemberRecord[] }): Promise<void> {
  await writeOrThrow(
    writeTransaction(
      options.members.map((member) => ({
        Delete: {
          TableName: tableName,
          Key: messagingKeys.messageGroupMember(member.groupId, member.userId),
          ConditionExpression: 'id = :id',
          ExpressionAttributeValues: { ':id': member.id },
        },
      })),
    ),
    () => new NotFoundError('A member is no longer in the group'),
  );
}
