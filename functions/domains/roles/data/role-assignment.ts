import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { isConditionFailure, queryAll, queryPage, type PageOptions } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { cancellationReasons, writeTransaction, conditionCheck } from '../../../lib/data/transactions.js';
import { roleItems, type RoleAssignmentRecord, type RoleRecord } from './records.js';
export type { RoleAssignmentRecord } from './records.js';
import { roleKeys, roleIndexKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/** The roles a user holds in one enterprise: Query `USER#<id>` with sk begins_with `ROLE#<enterpriseId>#`. */
export async function listRoleAssignmentsOfUser(options: {
  userId: string;
  enterpriseId: string;
}): Promise<RoleAssignmentRecord[]> {
  return queryAll<RoleAssignmentRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': identityKeys.user(options.userId).pk,
      ':prefix': `ROLE#${options.enterpriseId}#`,
    },
  });
}

/** One page of the holders of a role: Query gsi1 `ROLEUSERS#<roleId>`. */
export async function listHoldersOfRole(
  options: { roleId: string } & PageOptions,
): Promise<Page<RoleAssignmentRecord>> {
  return queryPage<RoleAssignmentRecord>(
    { index: indexes.gsi1, partition: roleIndexKeys.holderOfRole(options.roleId, '').gsi1pk },
    options,
  );
}

/** Assigns a role to a user (overwrites an existing assignment). */
export async function assignRole(options: { assignment: RoleAssignmentRecord }): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName, Item: roleItems.roleAssignment(options.assignment) }),
  );
}

/**
 * Gives a role to users in one TransactWrite: the role must still exist and
 * every user must be a member of the role's enterprise (ConditionChecks on
 * the role and on each membership item); each assignment carries the role's
 * code. 404 when the role is gone, 400 naming the users who are not members.
 */
export async function assignRoleToUsers(options: { role: RoleRecord; userIds: readonly string[] }): Promise<void> {
  const { role } = options;
  const userIds = [...new Set(options.userIds)];
  try {
    await writeTransaction([
      conditionCheck(roleKeys.role(role.enterpriseId, role.id), 'attribute_exists(pk)'),
      ...userIds.flatMap((userId) => [
        conditionCheck(identityKeys.membership(userId, role.enterpriseId), 'attribute_exists(pk)'),
        {
          Put: {
            TableName: tableName,
            Item: roleItems.roleAssignment({
              userId,
              enterpriseId: role.enterpriseId,
              roleId: role.id,
              ...(role.code ? { roleCode: role.code } : {}),
            }),
          },
        },
      ]),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new NotFoundError('Role not found');
    const notMembers = userIds.filter((_, i) => reasons[1 + 2 * i]?.Code === 'ConditionalCheckFailed');
    throw new ValidationError(
      "Only members of the role's enterprise can be given the role",
      [{ field: 'body.userIds', message: `Not members of the enterprise: ${notMembers.join(', ')}` }],
      { notMembers },
    );
  }
}

/** Takes a role from a user; 404 when the user does not hold it. */
export async function removeRoleAssignment(options: {
  userId: string;
  enterpriseId: string;
  roleId: string;
}): Promise<void> {
  await writeOrThrow(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: roleKeys.roleAssignment(options.userId, options.enterpriseId, options.roleId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
    () => new NotFoundError('The user does not hold this role'),
  );
}
