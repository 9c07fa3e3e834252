import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import {
  deliveriesOf,
  emailsTo,
  makeCategory,
  makeGroup,
  makeType,
  msg,
  partition,
  readItem,
  scope,
  uniqueName,
  type Actor,
} from './messaging-support.js';
import { makeRole } from './roles-support.js';
import { createOtherEnterprise, createTestUser, type TestUser } from './users-support.js';
import { createTenant } from '../support/tenant.js';
import { messagingKeys, messagingIndexKeys } from '../../../functions/domains/messaging/data/keys.js';

// Message administration in an enterprise of this file's own (its administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('messaging-send');
const ownEnterprise = tenant.enterpriseId;

/** Sending, listing and deleting administrators' messages; recipients resolved at send time. */

let fresh: { id: string; admin: TestUser };
let people: TestUser[];
let outsider: TestUser;
let category: Awaited<ReturnType<typeof makeCategory>>;
let type: Awaited<ReturnType<typeof makeType>>;

/** Every sent-message record of a scope as stored (gsi1). */
async function storedSent(enterpriseId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': messagingIndexKeys.sentMessageOfScope(enterpriseId, '', '').gsi1pk },
    }),
  );
  return result.Items ?? [];
}

const addMembers = (groupId: string, userIds: string[]) =>
  msg(tenant.admin, {
    method: 'POST',
    path: '/api-message/messageMembers',
    query: scope(ownEnterprise),
    body: { groupId, userIds },
  });

/** Sends as a user in a scope (`null`: the platform). */
const send = (body: Record<string, unknown>, as: Actor = tenant.admin, enterpriseId: string | null = ownEnterprise) =>
  msg(as, { method: 'POST', path: '/api-message/message/sent', query: scope(enterpriseId ?? undefined), body });

beforeAll(async () => {
  fresh = await createOtherEnterprise();
  people = await Promise.all([0, 1, 2, 3].map(() => createTestUser({ enterpriseId: ownEnterprise })));
  outsider = await createTestUser({ enterpriseId: fresh.id });
  category = await makeCategory(ownEnterprise);
  type = await makeType(category);
});

describe('POST /api-message/message/sent', () => {
  it('delivers one copy to each of users ∪ group members ∪ role holders and records the send', async () => {
    const group = await makeGroup(ownEnterprise);
    await addMembers(group.id, [people[0].id, people[1].id]);
    const role = await makeRole({ enterpriseId: ownEnterprise, holders: [people[1].id, people[2].id] });
    const title = uniqueName('Shift change');
    const { status, body } = await send({
      title,
      content: 'Line 2 starts at 06:00 tomorrow.',
      categoryId: category.id,
      typeId: type.id,
      userIds: [people[0].id, people[3].id],
      groupIds: [group.id],
      roleIds: [role.id],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title,
      enterpriseId: ownEnterprise,
      categoryId: category.id,
      categoryName: category.name,
      typeId: type.id,
      typeName: type.name,
      senderName: tenant.admin.username,
      recipientCount: 4,
      groupIds: [group.id],
      roleIds: [role.id],
      ways: [],
    });
    expect(await readItem(messagingKeys.sentMessage(body.id))).toMatchObject({
      entity: 'sentMessage',
      recipientCount: 4,
    });
    for (const person of people) {
      const copies = await deliveriesOf(person.id, body.id);
      expect(copies, person.username).toHaveLength(1);
      expect(copies[0]).toMatchObject({
        title,
        description: 'Line 2 starts at 06:00 tomorrow.',
        sourceMessageId: body.id,
        category: category.id,
        selfType: type.id,
        enterpriseId: ownEnterprise,
        hasRead: false,
      });
    }
  });

  it('resolves a group at send time: a later member gets only later messages, a removed one keeps what was delivered', async () => {
    const group = await makeGroup(ownEnterprise);
    const [early, late] = [people[0], people[1]];
    const added = await addMembers(group.id, [early.id]);
    const first = await send({
      title: uniqueName('first'),
      content: 'one',
      categoryId: category.id,
      groupIds: [group.id],
    });
    expect(first.body.recipientCount).toBe(1);
    await addMembers(group.id, [late.id]);
    await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageMember',
      query: scope(ownEnterprise),
      body: [added.body.added[0].id],
    });
    const second = await send({
      title: uniqueName('second'),
      content: 'two',
      categoryId: category.id,
      groupIds: [group.id],
    });
    expect(second.body.recipientCount).toBe(1);
    expect(await deliveriesOf(early.id, first.body.id)).toHaveLength(1);
    expect(await deliveriesOf(early.id, second.body.id)).toHaveLength(0);
    expect(await deliveriesOf(late.id, first.body.id)).toHaveLength(0);
    expect(await deliveriesOf(late.id, second.body.id)).toHaveLength(1);
  });

  it('e-mails a copy to every recipient with an address when ways holds sendEmail', async () => {
    const title = uniqueName('Mail copy');
    const { status } = await send({
      title,
      content: 'Also by e-mail.',
      categoryId: category.id,
      userIds: [people[2].id],
      ways: ['sendEmail'],
    });
    expect(status).toBe(200);
    const mails = await emailsTo(people[2].email);
    expect(mails.some((m) => m.subject === title)).toBe(true);
  });

  it('refuses bad bodies with 400 naming the fields and writes neither a record nor a delivery', async () => {
    const platformCategory = await makeCategory(NIL_ID);
    const freshCategory = await makeCategory(fresh.id);
    const otherCategory = await makeCategory(fresh.id);
    const strayType = await makeType(otherCategory);
    const platformGroup = await makeGroup(NIL_ID);
    const base = { title: 'T', content: 'C', categoryId: freshCategory.id, userIds: [outsider.id] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, userIds: [] }, 'body.userIds'],
      [{ ...base, title: '' }, 'body.title'],
      [{ ...base, content: 'x'.repeat(5001) }, 'body.content'],
      [{ ...base, ways: ['sms'] }, 'body.ways.0'],
      [{ ...base, categoryId: platformCategory.id }, 'body.categoryId'],
      [{ ...base, typeId: strayType.id }, 'body.typeId'],
      [{ ...base, groupIds: [platformGroup.id] }, 'body.groupIds'],
      [{ ...base, userIds: [randomUUID()] }, 'body.userIds'],
      [{ ...base, roleIds: [randomUUID()] }, 'body.roleIds'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(body, 'admin', fresh.id);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        answer.body.fields.map((f: { field: string }) => f.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await storedSent(fresh.id)).toEqual([]);
    expect(await partition(`INBOX#${outsider.id}`, 'MSG#')).toEqual([]);
  });

  it('ignores fields a message does not have: sent, with none of them stored', async () => {
    const other = await createOtherEnterprise();
    const recipient = await createTestUser({ enterpriseId: other.id });
    const otherCategory = await makeCategory(other.id);
    const title = uniqueName('extra');
    const answer = await send(
      { title, content: 'C', categoryId: otherCategory.id, userIds: [recipient.id], priority: 1 },
      'admin',
      other.id,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('priority');
    const [stored] = await storedSent(other.id);
    expect(stored).toMatchObject({ title });
    expect(stored).not.toHaveProperty('priority');
    const sorted = await msg('admin', {
      method: 'POST',
      path: '/api-message/message/query',
      query: scope(other.id),
      body: { sort: 'title' },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.totalElements).toBe(1);
  });

  it('refuses users outside the enterprise and roles of another enterprise with 403, delivering nothing', async () => {
    const foreignRole = await makeRole({ enterpriseId: fresh.id, holders: [outsider.id] });
    for (const extra of [
      { userIds: [people[0].id, outsider.id] },
      { userIds: [people[0].id], roleIds: [foreignRole.id] },
    ]) {
      const title = uniqueName('refused');
      const answer = await send({ title, content: 'no', categoryId: category.id, ...extra });
      expect(answer.status).toBe(403);
      const listed = await msg(tenant.admin, {
        method: 'POST',
        path: '/api-message/message/query',
        query: scope(ownEnterprise),
        body: { title },
      });
      expect(listed.body.totalElements).toBe(0);
    }
  });

  it('lets a platform administrator send to the holders of a platform role from the platform scope', async () => {
    const platformCategory = await makeCategory(NIL_ID);
    const role = await makeRole({ enterpriseId: NIL_ID, holders: [] });
    const { status, body } = await send(
      {
        title: uniqueName('platform'),
        content: 'hello',
        categoryId: platformCategory.id,
        roleIds: [role.id],
        userIds: [outsider.id],
      },
      'admin',
      null,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ enterpriseId: NIL_ID, recipientCount: 1 });
    const [copy] = await deliveriesOf(outsider.id, body.id);
    expect(copy).toMatchObject({ sourceMessageId: body.id, selfType: '02' });
    expect(copy.enterpriseId).toBeUndefined();
  });
});

describe('POST /api-message/message/query', () => {
  let sent: { id: string; title: string }[];
  let other: Awaited<ReturnType<typeof makeCategory>>;
  let otherTypeId: string;
  let start: string;

  beforeAll(async () => {
    start = new Date().toISOString();
    const freshCategory = await makeCategory(fresh.id);
    other = await makeCategory(fresh.id);
    const otherType = await makeType(other);
    otherTypeId = otherType.id;
    sent = [];
    for (const [title, categoryId, typeId] of [
      ['Alpha MAINTENANCE window', freshCategory.id, undefined],
      ['Beta notice', other.id, otherType.id],
      ['Gamma maintenance done', other.id, undefined],
    ] as const) {
      const { body } = await send(
        { title, content: 'c', categoryId, ...(typeId ? { typeId } : {}), userIds: [outsider.id] },
        'admin',
        fresh.id,
      );
      sent.push(body);
    }
  });

  const query = (body: Record<string, unknown>) =>
    msg('admin', { method: 'POST', path: '/api-message/message/query', query: scope(fresh.id), body });

  it('pages the scope’s messages newest first in the spec page shape (default size 10)', async () => {
    const all = await query({});
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ number: 0, size: 10, totalElements: 3 });
    expect(all.body.content.map((m: { id: string }) => m.id)).toEqual(sent.map((m) => m.id).reverse());
    expect(all.body.content[0]).not.toHaveProperty('titleLower');
    const second = await query({ page: 1, size: 2 });
    expect(second.body).toMatchObject({ number: 1, size: 2, totalElements: 3 });
    expect(second.body.content.map((m: { id: string }) => m.id)).toEqual([sent[0].id]);
  });

  it('filters by part of the title (any case), category, type and time', async () => {
    const byTitle = await query({ title: 'maintenance' });
    expect(byTitle.body.content.map((m: { id: string }) => m.id)).toEqual([sent[2].id, sent[0].id]);
    const byCategory = await query({ categoryId: other.id });
    expect(byCategory.body.totalElements).toBe(2);
    const byType = await query({ typeId: otherTypeId });
    expect(byType.body.content.map((m: { id: string }) => m.id)).toEqual([sent[1].id]);
    const before = await query({ to: start });
    expect(before.body.totalElements).toBe(0);
    const since = await query({ from: start, to: new Date(Date.now() + 60_000).toISOString() });
    expect(since.body.totalElements).toBe(3);
  });

  it('refuses bad filters with 400', async () => {
    for (const body of [
      { size: 0 },
      { page: -1 },
      { size: 101 },
      { from: 'yesterday' },
      { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    ]) {
      const answer = await query(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields.length).toBeGreaterThan(0);
    }
  });

  it("lists only the scope's own messages", async () => {
    const mine = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/message/query',
      query: scope(ownEnterprise),
      body: { size: 100 },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.content.every((m: { enterpriseId: string }) => m.enterpriseId === ownEnterprise)).toBe(true);
    expect(mine.body.content.map((m: { id: string }) => m.id)).not.toContain(sent[0].id);
  });
});

describe('DELETE /api-message/message/{id}', () => {
  it('removes the message from the admin list; the delivered copies stay in the inboxes', async () => {
    const { body: message } = await send({
      title: uniqueName('to delete'),
      content: 'gone from the list',
      categoryId: category.id,
      userIds: [people[3].id],
    });
    const { status, body } = await msg(tenant.admin, {
      method: 'DELETE',
      path: `/api-message/message/${message.id}`,
      query: scope(ownEnterprise),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: [message.id] });
    expect(await readItem(messagingKeys.sentMessage(message.id))).toBeUndefined();
    expect(await deliveriesOf(people[3].id, message.id)).toHaveLength(1);
    const again = await msg(tenant.admin, {
      method: 'DELETE',
      path: `/api-message/message/${message.id}`,
      query: scope(ownEnterprise),
    });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another scope's message and keeps it", async () => {
    const { body: theirs } = await send(
      {
        title: uniqueName('theirs'),
        content: 'c',
        categoryId: (await makeCategory(fresh.id)).id,
        userIds: [outsider.id],
      },
      'admin',
      fresh.id,
    );
    const { status } = await msg(tenant.admin, {
      method: 'DELETE',
      path: `/api-message/message/${theirs.id}`,
      query: scope(ownEnterprise),
    });
    expect(status).toBe(404);
    expect(await readItem(messagingKeys.sentMessage(theirs.id))).toBeDefined();
  });
});
