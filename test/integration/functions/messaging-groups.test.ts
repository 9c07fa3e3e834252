import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { makeGroup, msg, readItem, scope, storedMembers, storedOfScope, uniqueName } from './messaging-support.js';
import { makeRole } from './roles-support.js';
import { createOtherEnterprise, createTestUser, type TestUser } from './users-support.js';
import { createTenant } from '../support/tenant.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

// Message administration in an enterprise of this file's own (its administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('messaging-groups');
const ownEnterprise = tenant.enterpriseId;

/** Message groups and their members: saves, adding users and role holders, removing, scope isolation. */

let fresh: { id: string; admin: TestUser };
let members: TestUser[];
let outsider: TestUser;

/** Gives a test user a job (department, position, work group) straight in the profile, as the job calls would. */
async function setJob(userId: string, job: { departmentId: string; positionId: string; workGroupId: string }) {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: identityKeys.user(userId),
      UpdateExpression: 'SET department = :d, #position = :p, workGroups = :w',
      ExpressionAttributeNames: { '#position': 'position' },
      ExpressionAttributeValues: {
        ':d': { id: job.departmentId, name: 'Dept', code: 'D', enterpriseId: ownEnterprise },
        ':p': { id: job.positionId, name: 'Pos', code: 'P' },
        ':w': [{ id: job.workGroupId, name: 'WG' }],
      },
    }),
  );
}

beforeAll(async () => {
  fresh = await createOtherEnterprise();
  members = await Promise.all([0, 1, 2].map(() => createTestUser({ enterpriseId: ownEnterprise })));
  outsider = await createTestUser({ enterpriseId: fresh.id });
});

describe('POST /api-message/messageGroup', () => {
  it('creates a group with its name marker and lists it with no members', async () => {
    const name = uniqueName('Line 1');
    const { status, body } = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageGroup',
      query: scope(ownEnterprise),
      body: { name, description: 'Everyone on line 1' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name, enterpriseId: ownEnterprise, memberCount: 0, members: [] });
    expect(await readItem(messagingKeys.messageGroup(ownEnterprise, body.id))).toMatchObject({
      entity: 'messageGroup',
      name,
    });
    expect(await readItem(keys.unique('messageGroupName', `${ownEnterprise}#${name}`))).toMatchObject({
      ownerId: body.id,
    });
    const listed = await msg(tenant.admin, { path: '/api-message/messageGroups', query: scope(ownEnterprise) });
    expect(listed.status).toBe(200);
    expect(listed.body.find((g: { id: string }) => g.id === body.id)).toMatchObject({ name, members: [] });
    expect(listed.body.every((g: { enterpriseId: string }) => g.enterpriseId === ownEnterprise)).toBe(true);
  });

  it('refuses bad bodies with 400 and a taken name with 409, writing nothing', async () => {
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(51) }]) {
      const answer = await msg('admin', {
        method: 'POST',
        path: '/api-message/messageGroup',
        query: scope(fresh.id),
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields.length).toBeGreaterThan(0);
    }
    expect(await storedOfScope(fresh.id, 'GROUP')).toEqual([]);
    const existing = await makeGroup(fresh.id);
    const taken = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageGroup',
      query: scope(fresh.id),
      body: { name: existing.name.toLowerCase() === existing.name ? existing.name.toUpperCase() : existing.name },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual([expect.objectContaining({ field: 'body.name' })]);
    expect(await storedOfScope(fresh.id, 'GROUP')).toHaveLength(1);
  });

  it('ignores fields a group does not have: members sent with it are neither stored nor added', async () => {
    const other = await createOtherEnterprise();
    const name = uniqueName('extra');
    const saved = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageGroup',
      query: scope(other.id),
      body: { name, members: [randomUUID()] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name, memberCount: 0, members: [] });
    const [stored] = await storedOfScope(other.id, 'GROUP');
    expect(stored).toMatchObject({ name });
    expect(stored).not.toHaveProperty('members');
    expect(await storedMembers(saved.body.id)).toEqual([]);
  });

  it('renames a group with an id and keeps its members', async () => {
    const group = await makeGroup(ownEnterprise);
    await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, userIds: [members[0].id] },
    });
    const name = uniqueName('renamed');
    const { status, body } = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageGroup',
      query: scope(ownEnterprise),
      body: { id: group.id, name },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: group.id, name, memberCount: 1 });
    expect(await readItem(keys.unique('messageGroupName', `${ownEnterprise}#${group.name}`))).toBeUndefined();
  });
});

describe('POST /api-message/messageMembers', () => {
  it('adds users once each: a second add of the same users is skipped', async () => {
    const group = await makeGroup(ownEnterprise);
    const first = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, userIds: [members[0].id, members[1].id, members[0].id] },
    });
    expect(first.status).toBe(200);
    expect(first.body.skipped).toBe(0);
    expect(first.body.added.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [members[0].id, members[1].id].sort(),
    );
    expect(first.body.added[0]).toMatchObject({ groupId: group.id, username: expect.any(String) });
    const again = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, userIds: [members[1].id, members[2].id] },
    });
    expect(again.body).toMatchObject({ skipped: 1, added: [expect.objectContaining({ userId: members[2].id })] });
    const stored = await storedMembers(group.id);
    expect(stored.map((m) => m.userId).sort()).toEqual(members.map((m) => m.id).sort());
    const listed = await msg(tenant.admin, { path: '/api-message/messageGroups', query: scope(ownEnterprise) });
    const shown = listed.body.find((g: { id: string }) => g.id === group.id);
    expect(shown.memberCount).toBe(3);
    expect(shown.members.map((m: { username: string }) => m.username)).toEqual(
      members.map((m) => m.username).sort((a, b) => a.localeCompare(b)),
    );
  });

  it("adds a role's holders narrowed by department, position and work group, remembering the role", async () => {
    const job = { departmentId: randomUUID(), positionId: randomUUID(), workGroupId: randomUUID() };
    const holders = await Promise.all([0, 1, 2].map(() => createTestUser({ enterpriseId: ownEnterprise })));
    await setJob(holders[0].id, job);
    await setJob(holders[1].id, { ...job, workGroupId: randomUUID() });
    const role = await makeRole({ enterpriseId: ownEnterprise, holders: holders.map((h) => h.id) });
    const group = await makeGroup(ownEnterprise);
    const narrowed = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, roleIds: [role.id], ...job },
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.added).toEqual([expect.objectContaining({ userId: holders[0].id, roleId: role.id })]);
    const everyone = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, roleIds: [role.id] },
    });
    expect(everyone.body.skipped).toBe(1);
    expect((await storedMembers(group.id)).map((m) => m.userId).sort()).toEqual(holders.map((h) => h.id).sort());
  });

  it('refuses users who are not members of the enterprise and roles of another enterprise with 403, writing nothing', async () => {
    const group = await makeGroup(ownEnterprise);
    const foreignRole = await makeRole({ enterpriseId: fresh.id, holders: [outsider.id] });
    const bodies = [
      { groupId: group.id, userIds: [members[0].id, outsider.id] },
      { groupId: group.id, userIds: [members[0].id], roleIds: [foreignRole.id] },
    ];
    for (const body of bodies) {
      const answer = await msg(tenant.admin, {
        method: 'POST',
        path: '/api-message/messageMembers',
        query: scope(ownEnterprise),
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(403);
    }
    expect(await storedMembers(group.id)).toEqual([]);
  });

  it('refuses unknown users and roles (400), no user or role (400) and a group of another scope (404)', async () => {
    const group = await makeGroup(ownEnterprise);
    const unknownUser = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, userIds: [members[0].id, randomUUID()] },
    });
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.body.fields).toEqual([expect.objectContaining({ field: 'body.userIds' })]);
    const unknownRole = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, roleIds: [randomUUID()] },
    });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.fields).toEqual([expect.objectContaining({ field: 'body.roleIds' })]);
    for (const body of [{ groupId: group.id }, { groupId: group.id, userIds: [] }, { userIds: [members[0].id] }]) {
      const answer = await msg(tenant.admin, {
        method: 'POST',
        path: '/api-message/messageMembers',
        query: scope(ownEnterprise),
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const platformGroup = await makeGroup(NIL_ID);
    const foreign = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: platformGroup.id, userIds: [members[0].id] },
    });
    expect(foreign.status).toBe(404);
    expect(await storedMembers(group.id)).toEqual([]);
    expect(await storedMembers(platformGroup.id)).toEqual([]);
  });

  it('lets a platform administrator add any user and the holders of a platform role to a platform group', async () => {
    const group = await makeGroup(NIL_ID);
    const platformRole = await makeRole({ enterpriseId: NIL_ID, holders: [] });
    const staff = tenant.staff;
    const { status, body } = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageMembers',
      body: { groupId: group.id, userIds: [staff.id, outsider.id], roleIds: [platformRole.id] },
    });
    expect(status).toBe(200);
    expect(body.added.map((m: { userId: string }) => m.userId).sort()).toEqual([staff.id, outsider.id].sort());
  });
});

describe('DELETE /api-message/messageMember', () => {
  it('removes members by member id; an id of another scope is a 404 and removes nothing', async () => {
    const group = await makeGroup(ownEnterprise);
    const added = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, userIds: [members[0].id, members[1].id] },
    });
    const [first, second] = added.body.added as { id: string; userId: string }[];
    const platformGroup = await makeGroup(NIL_ID);
    const platformMember = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageMembers',
      body: { groupId: platformGroup.id, userIds: [members[2].id] },
    });
    const foreignId = platformMember.body.added[0].id;
    const mixed = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageMember',
      query: scope(ownEnterprise),
      body: [first.id, foreignId],
    });
    expect(mixed.status).toBe(404);
    expect(await storedMembers(group.id)).toHaveLength(2);
    expect(await storedMembers(platformGroup.id)).toHaveLength(1);
    const removed = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageMember',
      query: scope(ownEnterprise),
      body: [first.id],
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ deleted: [first.id] });
    expect((await storedMembers(group.id)).map((m) => m.userId)).toEqual([second.userId]);
    const bad = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageMember',
      query: scope(ownEnterprise),
      body: [],
    });
    expect(bad.status).toBe(400);
  });
});

describe('DELETE /api-message/messageGroup', () => {
  it('deletes groups with their name markers and members', async () => {
    const group = await makeGroup(ownEnterprise);
    await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(ownEnterprise),
      body: { groupId: group.id, userIds: [members[0].id] },
    });
    const { status, body } = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageGroup',
      query: scope(ownEnterprise),
      body: [group.id],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: [group.id] });
    expect(await readItem(messagingKeys.messageGroup(ownEnterprise, group.id))).toBeUndefined();
    expect(await readItem(keys.unique('messageGroupName', `${ownEnterprise}#${group.name}`))).toBeUndefined();
    expect(await storedMembers(group.id)).toEqual([]);
  });

  it("answers 404 for another scope's group and 403 for another enterprise's scope, deleting nothing", async () => {
    const theirs = await makeGroup(fresh.id);
    const wrongScope = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageGroup',
      query: scope(ownEnterprise),
      body: [theirs.id],
    });
    expect(wrongScope.status).toBe(404);
    const foreign = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageGroup',
      query: scope(fresh.id),
      body: [theirs.id],
    });
    expect(foreign.status).toBe(403);
    const listForeign = await msg(tenant.admin, { path: '/api-message/messageGroups', query: scope(fresh.id) });
    expect(listForeign.status).toBe(403);
    expect(await readItem(messagingKeys.messageGroup(fresh.id, theirs.id))).toBeDefined();
  });
});
