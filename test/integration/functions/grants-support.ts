import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { createEnterprise } from '../../../functions/domains/identity/data/enterprise.js';
import { items } from '../../../functions/lib/data/records.js';
import { createRole } from '../../../functions/domains/roles/data/role.js';
import { ENTERPRISE_ADMIN_ROLE_CODE } from '../../../shared/constants/ids.js';
import { menuIdOf } from '../../../infra/local/seed/menu-tree.js';
import type { HttpEventOptions } from '../support/index.js';
import { call, demoUser } from './session-support.js';
import { menuItems } from '../../../functions/domains/menus/data/records.js';
import { roleItems } from '../../../functions/domains/roles/data/records.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * Helpers of the grants tests. Every test works in an enterprise of its own
 * (the seeded ones keep the holders other files count): an administrator role
 * granting the screens of this area, a plain staff role, and users that exist
 * only in the table, called with the claims the authorizer would pass.
 */

/** A caller as the handler sees it. */
export interface TestUser {
  readonly id: string;
  readonly username: string;
  readonly claims: Record<string, unknown>;
}

/** The screens (and privileges) the test administrator role grants. */
export const ADMIN_GRANTS: Record<string, readonly string[]> = {
  'employee-verify-user-role': ['view', 'verify'],
  'assign-user-role': ['view', 'edit'],
  'company-privilege': ['view'],
  'apply-enterprise-roles': ['view', 'add'],
};

export interface TestEnterprise {
  readonly id: string;
  readonly name: string;
  readonly adminRoleId: string;
  readonly staffRoleId: string;
  /** A role anyone may apply for. */
  readonly extraRoleId: string;
}

const put = (Item: object) =>
  documentClient.send(new PutCommand({ TableName: tableName, Item: Item as Record<string, unknown> }));

/** A unique short name. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A new enterprise with an administrator role (granting ADMIN_GRANTS), a staff role and an extra role. */
export async function freshEnterprise(): Promise<TestEnterprise> {
  const id = randomUUID();
  const name = unique('Grants Co');
  await createEnterprise({ enterprise: { id, name, status: '3', createdAt: new Date().toISOString() } });
  const [adminRoleId, staffRoleId, extraRoleId] = [randomUUID(), randomUUID(), randomUUID()];
  await createRole({
    role: { id: adminRoleId, enterpriseId: id, name: '企业管理员', code: ENTERPRISE_ADMIN_ROLE_CODE },
  });
  await createRole({ role: { id: staffRoleId, enterpriseId: id, name: '员工', code: 'STAFF' } });
  await createRole({ role: { id: extraRoleId, enterpriseId: id, name: unique('维护员') } });
  for (const [route, privileges] of Object.entries(ADMIN_GRANTS)) {
    await put(
      menuItems.roleMenuPrivilege({
        roleId: adminRoleId,
        menuId: menuIdOf(route),
        enterpriseId: id,
        privileges: [...privileges],
      }),
    );
  }
  return { id, name, adminRoleId, staffRoleId, extraRoleId };
}

/** A user who exists only in the table: profile, memberships with roles, function roles. */
export async function freshUser(
  options: {
    memberships?: readonly { enterpriseId: string; roles?: readonly { id: string; code?: string }[] }[];
    functionRoles?: readonly string[];
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const username = unique('grants');
  const now = new Date().toISOString();
  await put(
    identityItems.user({
      userId: id,
      username,
      email: `${username}@example.com`,
      verifyStatusCode: '0',
      createdAt: now,
    }),
  );
  await put(items.unique('username', username, id));
  for (const membership of options.memberships ?? []) {
    await put(identityItems.membership({ userId: id, enterpriseId: membership.enterpriseId, joinedAt: now }));
    for (const role of membership.roles ?? []) {
      await put(
        roleItems.roleAssignment({
          userId: id,
          enterpriseId: membership.enterpriseId,
          roleId: role.id,
          ...(role.code ? { roleCode: role.code } : {}),
        }),
      );
    }
  }
  for (const code of options.functionRoles ?? []) await put(roleItems.functionRole({ userId: id, code, name: code }));
  return { id, username, claims: { sub: id, username } };
}

/** An administrator of the enterprise (its admin role). */
export const freshAdmin = (enterprise: TestEnterprise) =>
  freshUser({
    memberships: [
      { enterpriseId: enterprise.id, roles: [{ id: enterprise.adminRoleId, code: ENTERPRISE_ADMIN_ROLE_CODE }] },
    ],
  });

/** A staff member of the enterprise (its staff role). */
export const freshStaff = (enterprise: TestEnterprise) =>
  freshUser({ memberships: [{ enterpriseId: enterprise.id, roles: [{ id: enterprise.staffRoleId, code: 'STAFF' }] }] });

/** Calls /api-user as a test user, a demo user by name, or anonymously. */
export async function api(as: TestUser | string | undefined, options: HttpEventOptions) {
  const claims = typeof as === 'string' ? (await demoUser(as)).claims : as?.claims;
  return call(userHandler, { ...options, ...(claims ? { claims } : {}) });
}

/** One stored item (consistent read). */
export async function readItem(key: { pk: string; sk: string }): Promise<Record<string, any> | undefined> {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
}

/** Every item of a partition, optionally under a sort-key prefix (consistent). */
export async function partition(pk: string, skPrefix = ''): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':sk': skPrefix } : {}) },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** Items of an index partition (eventually consistent, as the API reads them). */
export async function indexPartition(index: 'gsi1' | 'gsi2', pk: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return result.Items ?? [];
}
