import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { indexKeys, keys } from '../../../functions/lib/data/keys.js';
import { items } from '../../../functions/lib/data/records.js';
import { assignRoleToUsers } from '../../../functions/domains/roles/data/role-assignment.js';
import { createRole, type RoleRecord } from '../../../functions/domains/roles/data/role.js';
import { demoEnterpriseIds } from '../../../infra/local/seed/demo-accounts.js';
import type { HttpEventOptions } from '../support/index.js';
import { call, demoUser } from './session-support.js';

export const manufacturing = demoEnterpriseIds.manufacturing;
export const logistics = demoEnterpriseIds.logistics;

/** Calls the api-user handler as a demo user (undefined: anonymous). */
export async function api(as: string | undefined, options: HttpEventOptions) {
  const claims = as ? (await demoUser(as)).claims : undefined;
  return call(userHandler, { ...options, claims });
}

/** A fresh role name: the test stack is shared by the test files of one run. */
export const roleName = (prefix = 'role') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Reads one item straight from the table (consistent). */
export async function readItem(key: { pk: string; sk: string }): Promise<Record<string, any> | undefined> {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
}

/** Every role item of an enterprise as stored. */
export async function storedRoles(enterpriseId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.enterprise(enterpriseId).pk, ':prefix': 'ROLE#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The assignment items of a role as stored (gsi1). */
export async function storedHolders(roleId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.holderOfRole(roleId, '').gsi1pk },
    }),
  );
  return result.Items ?? [];
}

/** The role-menu-privilege items of a role as stored. */
export async function storedPrivileges(roleId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.roleMenuPrivilege(roleId, '').pk },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The name marker of a role name in an enterprise. */
export const nameMarker = (enterpriseId: string, name: string) =>
  readItem(keys.unique('roleName', `${enterpriseId}#${name}`));

/** A role made directly (no API), optionally held by users and granting one menu privilege. */
export async function makeRole(
  options: { enterpriseId?: string; holders?: string[]; withPrivilege?: boolean } = {},
): Promise<RoleRecord> {
  const role: RoleRecord = {
    id: randomUUID(),
    enterpriseId: options.enterpriseId ?? manufacturing,
    name: roleName(),
    description: 'made by a test',
  };
  await createRole({ role });
  if (options.holders?.length) await assignRoleToUsers({ role, userIds: options.holders });
  if (options.withPrivilege) {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: items.roleMenuPrivilege({
          roleId: role.id,
          menuId: randomUUID(),
          enterpriseId: role.enterpriseId,
          privileges: ['view'],
        }),
      }),
    );
  }
  return role;
}
