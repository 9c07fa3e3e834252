import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { queryAll, queryPage, type PageOptions } from './batch.js';
import { indexes, keys } from './keys.js';
import type { Page } from './paging.js';
import { items, type RoleAssignmentRecord } from './records.js';

export type { RoleAssignmentRecord } from './records.js';

/** The roles a user holds in one enterprise: Query `USER#<id>` with sk begins_with `ROLE#<enterpriseId>#`. */
export async function listRoleAssignmentsOfUser(options: {
  userId: string;
  enterpriseId: string;
}): Promise<RoleAssignmentRecord[]> {
  return queryAll<RoleAssignmentRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(options.userId).pk, ':prefix': `ROLE#${options.enterpriseId}#` },
  });
}

/** One page of the holders of a role: Query gsi1 `ROLEUSERS#<roleId>`. */
export async function listHoldersOfRole(
  options: { roleId: string } & PageOptions,
): Promise<Page<RoleAssignmentRecord>> {
  return queryPage<RoleAssignmentRecord>(
    {
      IndexName: indexes.gsi1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `ROLEUSERS#${options.roleId}` },
    },
    options,
  );
}

/** Assigns a role to a user (overwrites an existing assignment). */
export async function assignRole(options: { assignment: RoleAssignmentRecord }): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName, Item: items.roleAssignment(options.assignment) }));
}
