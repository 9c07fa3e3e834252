import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { assignRoleToUsers } from '../../../functions/domains/roles/data/role-assignment.js';
import { createRole, type RoleRecord } from '../../../functions/domains/roles/data/role.js';
import type { HttpEventOptions } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { call, demoUser } from './session-support.js';
import { menuKeys } from '../../../functions/domains/menus/data/keys.js';
import { menuItems } from '../../../functions/domains/menus/data/records.js';
import { roleIndexKeys } from '../../../functions/domains/roles/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

/** Calls the api-user handler as a tenant user, a demo user by name, or anonymously (undefined). */
export async function api(as: TenantUser | string | undefined, options: HttpEventOptions) {
  const claims = typeof as === 'string' ? (await demoUser(as)).claims : as?.claims;
  return call(userHandler, { ...options, claims });
}

/** A fresh role name: unique names keep the tests of a file apart. */
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
      ExpressionAttributeValues: { ':pk': identityKeys.enterprise(enterpriseId).pk, ':prefix': 'ROLE#' },
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
      ExpressionAttributeValues: { ':pk': roleIndexKeys.holderOfRole(roleId, '').gsi1pk },
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
      ExpressionAttributeValues: { ':pk': menuKeys.roleMenuPrivilege(roleId, '').pk },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The name marker of a role name in an enterprise. */
export const nameMarker = (enterpriseId: string, name: string) =>
  readItem(keys.unique('roleName', `${enterpriseId}#${name}`));

/** A role of an enterprise made directly (no API), optionally held by users and granting one menu privilege. */
export async function makeRole(options: {
  enterpriseId: string;
  holders?: string[];
  withPrivilege?: boolean;
}): Promise<RoleRecord> {
  const role: RoleRecord = {
    id: randomUUID(),
    enterpriseId: options.enterpriseId,
    name: roleName(),
    description: 'made by a test',
  };
  await createRole({ role });
  if (options.holders?.length) await assignRoleToUsers({ role, userIds: options.holders });
  if (options.withPrivilege) {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: menuItems.roleMenuPrivilege({
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
