import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { ENTERPRISE_ADMIN_ROLE_CODE, NIL_ID } from '../../../shared/constants/ids.js';
import { demoEnterpriseIds, demoRoles } from '../../../infra/local/seed/demo-accounts.js';
import {
  api,
  freshAdmin,
  freshEnterprise,
  freshStaff,
  partition,
  readItem,
  type TestEnterprise,
  type TestUser,
} from './grants-support.js';
import { roleKeys } from '../../../functions/domains/roles/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * The assign screens: members with their roles, one member's roles, and the
 * change of every role a member holds in one transaction. Roles of another
 * enterprise are refused (403); the last administrator keeps the role, also
 * when two administrators remove each other at the same time.
 */

let enterprise: TestEnterprise;
let admin: TestUser;

const rolesPath = (enterpriseId: string, userId: string) =>
  `/api-user/enterprises/${enterpriseId}/users/${userId}/roles`;
const setRoles = (as: TestUser | string, enterpriseId: string, userId: string, roleIds: unknown) =>
  api(as, { method: 'PUT', path: rolesPath(enterpriseId, userId), body: { roleIds } });
const heldRoles = async (userId: string, enterpriseId: string) =>
  (await partition(identityKeys.user(userId).pk, `ROLE#${enterpriseId}#`)).map((a) => a.roleId).sort();

beforeAll(async () => {
  enterprise = await freshEnterprise();
  admin = await freshAdmin(enterprise);
});

describe('GET /api-user/enterprises/{enterpriseId}/userRoles', () => {
  it('pages the members with the roles they hold, by username, narrowed by a username prefix', async () => {
    const staff = await freshStaff(enterprise);
    const { status, body } = await api(admin, {
      path: `/api-user/enterprises/${enterprise.id}/userRoles`,
      query: { username: staff.username.slice(0, 12), pageNumber: 0, pageSize: 10 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalElements: 1, number: 0, size: 10 });
    expect(body.content[0]).toMatchObject({ id: staff.id, username: staff.username });
    expect(body.content[0].roles.map((r: { id: string }) => r.id)).toEqual([enterprise.staffRoleId]);
    const all = await api(admin, { path: `/api-user/enterprises/${enterprise.id}/userRoles` });
    expect(all.body.content.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([admin.id, staff.id]));
    expect(
      (await api(admin, { path: `/api-user/enterprises/${enterprise.id}/userRoles`, query: { pageSize: 0 } })).status,
    ).toBe(400);
  });
});

describe('GET /api-user/enterprises/{enterpriseId}/users/{userId}/roles', () => {
  it('answers the member’s roles and every role of the enterprise; 404 for a non-member', async () => {
    const staff = await freshStaff(enterprise);
    const { status, body } = await api(admin, { path: rolesPath(enterprise.id, staff.id) });
    expect(status).toBe(200);
    expect(body.user.roles.map((r: { id: string }) => r.id)).toEqual([enterprise.staffRoleId]);
    expect(body.available.map((r: { id: string }) => r.id).sort()).toEqual(
      [enterprise.adminRoleId, enterprise.staffRoleId, enterprise.extraRoleId].sort(),
    );
    const outsider = await freshStaff(await freshEnterprise());
    expect((await api(admin, { path: rolesPath(enterprise.id, outsider.id) })).status).toBe(404);
  });
});

describe('PUT /api-user/enterprises/{enterpriseId}/users/{userId}/roles', () => {
  it('adds and removes roles in one change and answers the new roles', async () => {
    const staff = await freshStaff(enterprise);
    const { status, body } = await setRoles(admin, enterprise.id, staff.id, [enterprise.extraRoleId]);
    expect(status).toBe(200);
    expect(body.user.roles.map((r: { id: string }) => r.id)).toEqual([enterprise.extraRoleId]);
    expect(await heldRoles(staff.id, enterprise.id)).toEqual([enterprise.extraRoleId]);
    const promoted = await setRoles(admin, enterprise.id, staff.id, [enterprise.adminRoleId, enterprise.staffRoleId]);
    expect(promoted.status).toBe(200);
    expect(await readItem(roleKeys.roleAssignment(staff.id, enterprise.id, enterprise.adminRoleId))).toMatchObject({
      roleCode: ENTERPRISE_ADMIN_ROLE_CODE,
    });
    expect(await heldRoles(staff.id, enterprise.id)).toEqual([enterprise.adminRoleId, enterprise.staffRoleId].sort());
  });

  it('refuses roles of another enterprise (403) and unknown roles (400), changing nothing', async () => {
    const staff = await freshStaff(enterprise);
    const foreignRole = demoRoles.find((r) => r.enterpriseId === demoEnterpriseIds.manufacturing)!.id;
    const foreign = await setRoles(admin, enterprise.id, staff.id, [enterprise.extraRoleId, foreignRole]);
    expect(foreign.status).toBe(403);
    const unknown = await setRoles(admin, enterprise.id, staff.id, ['no-such-role']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0].field).toBe('body.roleIds');
    for (const bad of [[enterprise.extraRoleId, enterprise.extraRoleId], 'x', [1]]) {
      const answer = await setRoles(admin, enterprise.id, staff.id, bad);
      expect(answer.status).toBe(400);
    }
    expect(await heldRoles(staff.id, enterprise.id)).toEqual([enterprise.staffRoleId]);
  });

  it('answers 404 for a user who is not a member, writing nothing', async () => {
    const outsider = await freshStaff(await freshEnterprise());
    expect((await setRoles(admin, enterprise.id, outsider.id, [enterprise.extraRoleId])).status).toBe(404);
    expect(await heldRoles(outsider.id, enterprise.id)).toEqual([]);
  });

  it('keeps the administrator role on the last administrator (409)', async () => {
    const alone = await freshEnterprise();
    const onlyAdmin = await freshAdmin(alone);
    const { status } = await setRoles(onlyAdmin, alone.id, onlyAdmin.id, [alone.staffRoleId]);
    expect(status).toBe(409);
    expect(await heldRoles(onlyAdmin.id, alone.id)).toEqual([alone.adminRoleId]);
  });

  it('lets only one of two administrators removing each other at once succeed: one administrator remains', async () => {
    const pair = await freshEnterprise();
    const [first, second] = await Promise.all([freshAdmin(pair), freshAdmin(pair)]);
    const answers = await Promise.all([
      setRoles(first, pair.id, second.id, [pair.staffRoleId]),
      setRoles(second, pair.id, first.id, [pair.staffRoleId]),
    ]);
    expect(answers.map((a) => a.status)).toContain(200);
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 409)).toBe(true);
    const admins = [
      ...(await heldRoles(first.id, pair.id)).filter((r) => r === pair.adminRoleId),
      ...(await heldRoles(second.id, pair.id)).filter((r) => r === pair.adminRoleId),
    ];
    expect(admins.length).toBeGreaterThanOrEqual(1);
  });

  it('changes platform roles of platform staff for platform administrators only', async () => {
    const auditorRole = demoRoles.find((r) => r.code === 'PLATFORM_AUDITOR')!;
    const staff = await freshStaff(enterprise);
    // Platform staff: a member of the platform (NIL) with no role yet.
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: identityItems.membership({ userId: staff.id, enterpriseId: NIL_ID, joinedAt: new Date().toISOString() }),
      }),
    );
    expect((await setRoles(admin, NIL_ID, staff.id, [auditorRole.id])).status).toBe(403);
    const { status } = await setRoles('admin', NIL_ID, staff.id, [auditorRole.id]);
    expect(status).toBe(200);
    expect(await heldRoles(staff.id, NIL_ID)).toEqual([auditorRole.id]);
  });
});
