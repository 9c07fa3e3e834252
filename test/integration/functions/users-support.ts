import { randomInt, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ENTERPRISE_ADMIN_ROLE_CODE } from '../../../shared/constants/ids.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { createEnterprise } from '../../../functions/domains/identity/data/enterprise.js';
import { enterpriseAdminGrants } from '../../../functions/domains/menus/admin-role-grants.js';
import { addMembership } from '../../../functions/domains/identity/data/membership.js';
import { assignRole } from '../../../functions/domains/roles/data/role-assignment.js';
import { createRole } from '../../../functions/domains/roles/data/role.js';
import { createUserProfile } from '../../../functions/domains/identity/data/user.js';
import { createCognitoUser } from '../../../functions/domains/identity/data/cognito-users.js';
import { signInFresh, type HttpEventOptions } from '../support/index.js';
import { call, claimsOf } from './session-support.js';
import { menuItems } from '../../../functions/domains/menus/data/records.js';

/** Calls the api-user handler with the event the gateway would build. */
export const api = (options: HttpEventOptions) => call(userHandler, options);

/** Fresh values: the test stack is shared by the test files of one run. */
export const newPhone = () => `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const newName = () => `usr-${randomUUID().slice(0, 8)}`;
export const newEmail = () => `${newName()}@example.com`;
export const testPassword = 'secret_123';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  claims: Record<string, unknown>;
}

/** A Cognito user and profile made directly (no API), optionally a member (and administrator) of an enterprise. */
export async function createTestUser(
  options: { enterpriseId?: string; adminRoleId?: string; verifyStatusCode?: string; username?: string } = {},
): Promise<TestUser> {
  const user = {
    username: options.username ?? newName(),
    email: newEmail(),
    phone: newPhone(),
    password: testPassword,
  };
  const id = await createCognitoUser(user);
  const now = new Date().toISOString();
  await createUserProfile({
    user: { userId: id, ...user, verifyStatusCode: options.verifyStatusCode ?? '0', createdAt: now },
  });
  if (options.enterpriseId) {
    await addMembership({ membership: { userId: id, enterpriseId: options.enterpriseId, joinedAt: now } });
    if (options.adminRoleId) {
      await assignRole({
        assignment: {
          userId: id,
          enterpriseId: options.enterpriseId,
          roleId: options.adminRoleId,
          roleCode: ENTERPRISE_ADMIN_ROLE_CODE,
        },
      });
    }
  }
  return { id, ...user, claims: await claimsFor(user.username, user.password) };
}

/** Signs in and returns the verified claims of the access token. */
export async function claimsFor(username: string, password: string): Promise<Record<string, unknown>> {
  return claimsOf(await signInFresh(username, password));
}

/** A new enterprise with its administrator role and one administrator (the "other enterprise" of the matrix). */
export async function createOtherEnterprise(): Promise<{ id: string; name: string; roleId: string; admin: TestUser }> {
  const id = randomUUID();
  const name = `Other ${randomUUID().slice(0, 8)}`;
  const roleId = randomUUID();
  await createEnterprise({ enterprise: { id, name, status: '3', createdAt: new Date().toISOString() } });
  await createRole({
    role: {
      id: roleId,
      enterpriseId: id,
      name: '企业管理员',
      nameEn: 'Enterprise administrator',
      code: ENTERPRISE_ADMIN_ROLE_CODE,
    },
  });
  for (const grant of await enterpriseAdminGrants({ roleId, enterpriseId: id })) {
    await documentClient.send(new PutCommand({ TableName: tableName, Item: menuItems.roleMenuPrivilege(grant) }));
  }
  const admin = await createTestUser({ enterpriseId: id, adminRoleId: roleId });
  return { id, name, roleId, admin };
}
