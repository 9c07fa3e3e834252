import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as backendHandler } from '../../../functions/api-backend/handler.js';
import { handler as menuHandler } from '../../../functions/api-menu/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { createRole, type RoleRecord } from '../../../functions/domains/roles/data/role.js';
import type { HttpEventOptions } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { call, demoUser } from './session-support.js';
import { menuKeys } from '../../../functions/domains/menus/data/keys.js';

type Claims = Record<string, unknown> | undefined;

/** Who calls: a demo user name, a tenant user, explicit claims, or nobody (undefined). */
type Caller = string | TenantUser | Claims;

async function claimsOf(as: Caller): Promise<Claims> {
  if (typeof as === 'string') return (await demoUser(as)).claims;
  return as && 'token' in as && 'claims' in as ? (as as TenantUser).claims : (as as Claims);
}

/** Calls the api-menu handler as a demo user name, a tenant user, explicit claims, or anonymously (undefined). */
export async function menuApi(as: Caller, options: HttpEventOptions) {
  return call(menuHandler, { ...options, claims: await claimsOf(as) });
}

/** Calls the api-backend handler (same conventions as menuApi). */
export async function backendApi(as: Caller, options: HttpEventOptions) {
  return call(backendHandler, { ...options, claims: await claimsOf(as) });
}

/** A url no other test run uses (urls are unique platform-wide). */
export const freshUrl = (prefix = 'test-menu') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Reads one item straight from the table (consistent). */
export async function readItem(key: { pk: string; sk: string }): Promise<Record<string, any> | undefined> {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
}

/** Every stored menu of a scope. */
export async function storedMenus(enterpriseId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': menuKeys.menu(enterpriseId, '').pk },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The role-menu-privilege items of a role as stored. */
export async function storedGrants(roleId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `ROLE#${roleId}`, ':prefix': 'MENU#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** A fresh role of an enterprise (NIL_ID: a platform role). */
export async function makeRole(enterpriseId: string): Promise<RoleRecord> {
  const role: RoleRecord = { id: randomUUID(), enterpriseId, name: `menu-role-${randomUUID().slice(0, 8)}` };
  await createRole({ role });
  return role;
}

/** Creates a menu node through the API as `as`; throws unless 200. */
export async function submitMenu(as: Caller, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await menuApi(as, { method: 'POST', path: '/api-menu/submitMenu', body });
  if (response.status !== 200) throw new Error(`submitMenu ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The user ids holding a role, as stored (gsi1 `ROLEUSERS#<roleId>`). */
export async function storedHolders(roleId: string): Promise<string[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `ROLEUSERS#${roleId}` },
    }),
  );
  return (result.Items ?? []).map((item) => item.userId as string);
}
