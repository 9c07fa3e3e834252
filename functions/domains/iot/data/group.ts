import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { IOT_GROUP_NAME_TAKEN } from '../../../../shared/schemas/iot.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import {
  batchGetItems,
  batchWriteItems,
  isConditionFailure,
  queryAll,
  queryIndexPartition,
  queryPage,
  type PageOptions,
} from '../../../lib/data/batch.js';
import type { Page } from '../../../lib/data/paging.js';
import { setAssignments } from '../../../lib/data/assignments.js';
import { conditionCheck, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { claimItems, movedClaims, takenConflict, type FieldClaim, releaseItems } from '../../../lib/data/unique.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import type { IotRecordStamps } from './stamps.js';
import { iotKeys, iotIndexKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/**
 * A device group (`ENT#{enterpriseId}` / `IOTGROUP#{id}`). `memberCount` moves in the same transaction as the
 * member items, so it is exact.
 */
export interface GroupRecord extends IotRecordStamps {
  readonly id: string;
  readonly enterpriseId: string;
  readonly name: string;
  /** Empty when none was given. */
  readonly description: string;
  readonly memberCount: number;
}

/** A gateway in a group (`IOTGROUP#{groupId}` / `GW#{gatewayId}`; gsi1 `GWGROUPS#{gatewayId}`). */
export interface GroupMemberRecord {
  readonly groupId: string;
  readonly gatewayId: string;
  readonly enterpriseId: string;
  readonly addedAt: string;
}

/** The name claim of a group, unique per enterprise (ignoring case). */
const claimsOf = (group: Pick<GroupRecord, 'enterpriseId' | 'name'>): FieldClaim[] => [
  {
    kind: 'iotGroupName',
    value: `${group.enterpriseId}#${group.name}`,
    field: 'body.name',
    message: IOT_GROUP_NAME_TAKEN.en,
    reason: 'sameName',
  },
];

const groupItem = (group: GroupRecord) => ({
  ...iotKeys.iotGroup(group.enterpriseId, group.id),
  entity: 'iotGroup',
  ...group,
});

/** Creates a group with its name marker; 409 naming the field when the name is taken. */
export async function createGroup(group: GroupRecord): Promise<void> {
  const claims = claimsOf(group);
  try {
    await writeTransaction([
      { Put: { TableName: tableName, Item: groupItem(group), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...claimItems(claims, group.id),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw takenConflict(error, claims, (i) => 1 + i) ?? new ConflictError('A group with this id already exists');
  }
}

/** Renames or redescribes a group while it exists, moving its name marker; 409 for a taken name, 404 when gone. */
export async function updateGroup(
  before: GroupRecord,
  after: Pick<GroupRecord, 'name' | 'description' | 'updateDate' | 'updateByName'>,
): Promise<void> {
  const moved = movedClaims(claimsOf(before), claimsOf({ ...before, name: after.name }), before.id);
  const set = setAssignments({
    name: after.name,
    description: after.description,
    updateDate: after.updateDate,
    updateByName: after.updateByName,
  });
  const transaction: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: iotKeys.iotGroup(before.enterpriseId, before.id),
        UpdateExpression: `SET ${set.expression}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: set.names,
        ExpressionAttributeValues: set.values,
      },
    },
    ...moved.items,
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const taken = takenConflict(error, moved.changed, (i) => 1 + i);
    if (taken) throw taken;
    throw new NotFoundError('Group not found');
  }
}

/**
 * Deletes a group and its name marker, then its member items. Adding members checks the group exists in the same
 * transaction, so once the group is gone none can be added, and the Query after the delete finds every member.
 */
export async function deleteGroup(group: GroupRecord): Promise<void> {
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: iotKeys.iotGroup(group.enterpriseId, group.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...releaseItems(claimsOf(group)),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Group not found');
    throw error;
  }
  const members = await listGroupMembers({ groupId: group.id });
  await batchWriteItems(
    members.map((member) => ({ DeleteRequest: { Key: iotKeys.iotGroupMember(group.id, member.gatewayId) } })),
  );
}

/** One group of an enterprise, or undefined (a strongly consistent read). */
export async function getGroup(options: { enterpriseId: string; id: string }): Promise<GroupRecord | undefined> {
  const result = await documentClient.send(
    // Consistent: the member calls answer the count their own transaction just moved.
    new GetCommand({
      TableName: tableName,
      Key: iotKeys.iotGroup(options.enterpriseId, options.id),
      ConsistentRead: true,
    }),
  );
  return result.Item as GroupRecord | undefined;
}

/** The groups of an enterprise, by name: one Query of its partition's `IOTGROUP#` items. */
export async function listGroups(options: { enterpriseId: string }): Promise<GroupRecord[]> {
  const found = await queryAll<GroupRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': identityKeys.enterprise(options.enterpriseId).pk, ':prefix': 'IOTGROUP#' },
  });
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The members of a group: one Query of its partition. */
export function listGroupMembers(options: { groupId: string }): Promise<GroupMemberRecord[]> {
  return queryAll<GroupMemberRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': iotKeys.iotGroupMember(options.groupId, '').pk },
  });
}

/** One page of a group's members (by gateway id): one Query of its partition, the cursor continuing it alone. */
export function listGroupMembersPage(options: {
  groupId: string;
  page: PageOptions;
}): Promise<Page<GroupMemberRecord>> {
  return queryPage<GroupMemberRecord>({ partition: iotKeys.iotGroupMember(options.groupId, '').pk }, options.page);
}

/** The ids of the groups a gateway is in (gsi1 `GWGROUPS#{gatewayId}`). */
export async function listGroupIdsOfGateway(options: { gatewayId: string }): Promise<string[]> {
  const members = await queryIndexPartition<GroupMemberRecord>(
    'gsi1',
    iotIndexKeys.iotGroupOfGateway(options.gatewayId, '').gsi1pk,
  );
  return members.map((member) => member.groupId);
}

/** Which of `gatewayIds` are members of the group now (one BatchGet). */
async function currentMembers(groupId: string, gatewayIds: readonly string[]): Promise<Set<string>> {
  const found = await batchGetItems<GroupMemberRecord>(gatewayIds.map((id) => iotKeys.iotGroupMember(groupId, id)));
  return new Set(found.map((member) => member.gatewayId));
}

/**
 * Adds gateways to a group (those already in it are skipped) and raises its count, in one transaction that holds
 * only while the group exists and none of them joined meanwhile. Answers how many joined; 404 when the group is
 * gone, 409 when a concurrent change crossed this one.
 */
export async function addGroupMembers(options: {
  group: GroupRecord;
  gatewayIds: readonly string[];
  at: string;
}): Promise<number> {
  const { group } = options;
  const present = await currentMembers(group.id, options.gatewayIds);
  const joining = options.gatewayIds.filter((id) => !present.has(id));
  if (joining.length === 0) {
    if (!(await getGroup(group))) throw new NotFoundError('Group not found');
    return 0;
  }
  await changeMembers(group, [
    ...joining.map((gatewayId): TransactItem => ({
      Put: {
        TableName: tableName,
        Item: {
          ...iotKeys.iotGroupMember(group.id, gatewayId),
          ...iotIndexKeys.iotGroupOfGateway(gatewayId, group.id),
          entity: 'iotGroupMember',
          groupId: group.id,
          gatewayId,
          enterpriseId: group.enterpriseId,
          addedAt: options.at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    countChange(group, joining.length),
  ]);
  return joining.length;
}

/** Removes gateways from a group (those not in it are skipped) and lowers its count; answers how many left. */
export async function removeGroupMembers(options: {
  group: GroupRecord;
  gatewayIds: readonly string[];
}): Promise<number> {
  const { group } = options;
  const present = await currentMembers(group.id, options.gatewayIds);
  const leaving = options.gatewayIds.filter((id) => present.has(id));
  if (leaving.length === 0) {
    if (!(await getGroup(group))) throw new NotFoundError('Group not found');
    return 0;
  }
  await changeMembers(group, [
    ...leaving.map((gatewayId): TransactItem => ({
      Delete: {
        TableName: tableName,
        Key: iotKeys.iotGroupMember(group.id, gatewayId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    })),
    countChange(group, -leaving.length),
  ]);
  return leaving.length;
}

/** The group's count moved by `delta`, only while the group exists. */
function countChange(group: GroupRecord, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: iotKeys.iotGroup(group.enterpriseId, group.id),
      UpdateExpression: 'ADD memberCount :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** Runs a member change; the group's own item is last, so its failure means the group is gone. */
async function changeMembers(group: GroupRecord, transaction: TransactItem[]): Promise<void> {
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (!(await getGroup(group))) throw new NotFoundError('Group not found');
    throw new ConflictError('The group changed meanwhile; reload it');
  }
}

/** The condition that a group of the enterprise exists, for a transaction that names it. */
export const groupExists = (enterpriseId: string, groupId: string): TransactItem =>
  conditionCheck(iotKeys.iotGroup(enterpriseId, groupId), 'attribute_exists(pk)');
