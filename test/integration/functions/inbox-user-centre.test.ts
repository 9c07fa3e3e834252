import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../support/tenant.js';
import { demoUser } from './session-support.js';
import {
  deliver,
  emailsTo,
  inboxUser,
  storedCounter,
  storedInbox,
  unreadStored,
  userApi,
  type InboxUser,
} from './inbox-support.js';

// Enterprise notices go to members of an enterprise of this file's own, sent by its administrator.
const tenant = await createTenant('inbox-user-centre');
const ownEnterprise = tenant.enterpriseId;
const entAdmin = tenant.admin;
let admin: { claims: Record<string, unknown>; id: string };

beforeAll(async () => {
  admin = await demoUser('admin');
});

const send = (actor: { claims: Record<string, unknown> } | undefined, body: Record<string, unknown>) =>
  userApi(actor, { method: 'POST', path: '/api-user/notificationObjects', body });

const notice = (actorId: string, notifierIds: string[], extra: Record<string, unknown> = {}) => ({
  actorId,
  notifierIds,
  title: '版本上线通知',
  description: '应用 A 的版本 1.0 已上线',
  type: '用户消息',
  selfType: '02',
  action: 'version status change',
  ways: [],
  ...extra,
});

describe('POST /api-user/notificationObjects', () => {
  it('delivers one unread copy per distinct notifier with the counter, and e-mails them for sendEmail (201)', async () => {
    const [a, b] = [await inboxUser(), await inboxUser()];
    const sent = await send(admin, notice(admin.id, [a.id, b.id, a.id], { ways: ['sendEmail'] }));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ recipients: 2, status: 'delivered' });
    for (const user of [a, b]) {
      const stored = await storedInbox(user.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id: sent.body.notificationObjectId,
        notificationObjectId: sent.body.notificationObjectId,
        actorId: admin.id,
        actorName: 'admin',
        title: '版本上线通知',
        selfType: '02',
        hasRead: false,
        hasCollect: false,
        hasDelete: false,
      });
      expect(await storedCounter(user.id)).toMatchObject({ unread: 1, 'T#02': 1 });
      const mails = await emailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: '版本上线通知', text: '应用 A 的版本 1.0 已上线' });
    }
  });

  it('refuses invalid bodies with field messages (400) and writes nothing', async () => {
    const target = await inboxUser();
    const cases: Record<string, unknown>[] = [
      { ...notice(admin.id, [target.id]), title: '' },
      { ...notice(admin.id, []) },
      { ...notice(admin.id, [target.id]), ways: ['sms'] },
      { ...notice(admin.id, [target.id]), selfType: undefined },
    ];
    for (const body of cases) {
      const answer = await send(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields.length).toBeGreaterThan(0);
    }
    const unknown = await send(admin, notice(admin.id, [target.id, randomUUID()]));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0].field).toBe('body.notifierIds');
    expect(await storedInbox(target.id)).toEqual([]);
    expect(await storedCounter(target.id)).toBeUndefined();
  });

  it("takes ways as one way as well as a list (the spec's senders write the bare string) and e-mails for it", async () => {
    const user = await inboxUser();
    const sent = await send(admin, notice(admin.id, [user.id], { ways: 'sendEmail' }));
    expect(sent.status).toBe(201);
    expect(await storedInbox(user.id)).toHaveLength(1);
    expect(await emailsTo(user.email)).toHaveLength(1);
  });

  it('says what is wrong with ways: an unknown way, or neither a way nor a list', async () => {
    const target = await inboxUser();
    const unknownWay = await send(admin, notice(admin.id, [target.id], { ways: 'sms' }));
    expect(unknownWay.status).toBe(400);
    expect(unknownWay.body.fields).toEqual([
      expect.objectContaining({ field: 'body.ways.0', message: expect.stringContaining("'sendEmail'") }),
    ]);
    const notAList = await send(admin, notice(admin.id, [target.id], { ways: 1 }));
    expect(notAList.status).toBe(400);
    expect(notAList.body.fields).toEqual([
      expect.objectContaining({ field: 'body.ways', message: expect.stringContaining('a list of them') }),
    ]);
    expect(await storedInbox(target.id)).toEqual([]);
  });

  it('ignores fields the Notification object does not have, storing none of them', async () => {
    const target = await inboxUser();
    expect((await send(admin, notice(admin.id, [target.id], { unknown: 1 }))).status).toBe(201);
    const [stored] = await storedInbox(target.id);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('unknown');
  });

  it('lets a user notify only themselves, with their own actorId (403 otherwise, nothing written)', async () => {
    const [user, other] = [await inboxUser(), await inboxUser()];
    expect((await send(user, notice(user.id, [user.id]))).status).toBe(201);
    expect(await storedInbox(user.id)).toHaveLength(1);
    expect((await send(user, notice(user.id, [other.id]))).status).toBe(403);
    expect((await send(user, notice(other.id, [user.id]))).status).toBe(403);
    expect(await storedInbox(other.id)).toEqual([]);
    expect((await send(undefined, notice(user.id, [user.id]))).status).toBe(401);
  });

  it('lets an enterprise sender notify members of the current enterprise only', async () => {
    const member = await inboxUser({ enterpriseId: ownEnterprise });
    const outsider = await inboxUser();
    expect((await send(entAdmin, notice(entAdmin.id, [member.id]))).status).toBe(201);
    expect(await storedInbox(member.id)).toHaveLength(1);
    const refused = await send(entAdmin, notice(entAdmin.id, [member.id, outsider.id]));
    expect(refused.status).toBe(403);
    expect(refused.body.userIds).toEqual([outsider.id]);
    expect(await storedInbox(outsider.id)).toEqual([]);
    expect(await storedInbox(member.id)).toHaveLength(1);
  });
});

describe('the user message centre', () => {
  let user: InboxUser;
  let ids: string[];

  beforeAll(async () => {
    user = await inboxUser();
    ids = [];
    for (let i = 0; i < 7; i++) {
      ids.push(await deliver([user.id], { selfType: i < 3 ? '01' : '02', title: `消息 ${i}` }));
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
  });

  it('lists 5 per page from page 0, newest first, with the spec fields; type narrows to one custom type', async () => {
    const first = await userApi(user, { path: '/api-user/userMessages', query: { userId: user.id, page: 0, size: 5 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 7, number: 0, size: 5 });
    expect(first.body.content.map((m: { title: string }) => m.title)).toEqual([
      '消息 6',
      '消息 5',
      '消息 4',
      '消息 3',
      '消息 2',
    ]);
    expect(first.body.content[0]).toEqual({
      notificationObjectId: ids[6],
      title: '消息 6',
      actor: 'tester',
      actorId: expect.any(String),
      messageTime: expect.any(String),
      type: '用户消息',
      selfDefinedType: '02',
      action: '/console/message-center',
      description: '内容',
      hasRead: false,
      updateTime: expect.any(String),
    });
    const second = await userApi(user, { path: '/api-user/userMessages', query: { userId: user.id, page: 1 } });
    expect(second.body.content.map((m: { title: string }) => m.title)).toEqual(['消息 1', '消息 0']);
    const reviews = await userApi(user, { path: '/api-user/userMessages', query: { userId: user.id, type: '01' } });
    expect(reviews.body.totalElements).toBe(3);
    const all = await userApi(user, { path: '/api-user/userMessages', query: { userId: user.id, type: '' } });
    expect(all.body.totalElements).toBe(7);
  });

  it('refuses bad paging (400) and another user id (403)', async () => {
    const bad: Record<string, string | number>[] = [{ page: -1 }, { size: 0 }, { size: 1000 }, { page: 'x' }];
    for (const query of bad) {
      const answer = await userApi(user, { path: '/api-user/userMessages', query: { userId: user.id, ...query } });
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
    const other = await inboxUser();
    expect((await userApi(other, { path: '/api-user/userMessages', query: { userId: user.id } })).status).toBe(403);
    expect((await userApi(user, { path: '/api-user/userMessages' })).status).toBe(400);
  });

  it('counts unread messages per custom type and lists the built-in and named types', async () => {
    const counts = await userApi(user, { path: '/api-user/messageSelfDefinedTypesCount', query: { userId: user.id } });
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual(
      expect.arrayContaining([
        { selfType: '01', count: 3 },
        { selfType: '02', count: 4 },
      ]),
    );
    const named = `T-${randomUUID().slice(0, 6)}`;
    await deliver([user.id], { selfType: named, selfTypeName: '设备告警' });
    const types = await userApi(user, { path: '/api-user/messageSelfDefinedTypes' });
    expect(types.status).toBe(200);
    expect(types.body.slice(0, 2)).toEqual([
      { selfType: '01', name: '审核消息', nameEn: 'Review messages' },
      { selfType: '02', name: '用户消息', nameEn: 'User messages' },
    ]);
    expect(types.body).toContainEqual({ selfType: named, name: '设备告警', nameEn: '设备告警' });
    const after = await userApi(user, { path: '/api-user/messageSelfDefinedTypesCount', query: { userId: user.id } });
    expect(after.body).toContainEqual({ selfType: named, count: 1 });
    const other = await inboxUser();
    expect(
      (await userApi(other, { path: '/api-user/messageSelfDefinedTypesCount', query: { userId: user.id } })).status,
    ).toBe(403);
  });
});

describe('deleting and marking read in the user centre', () => {
  it('marks read (counter down once, even when repeated) and deletes to the recycle view', async () => {
    const user = await inboxUser();
    const [a, b, c] = [await deliver([user.id]), await deliver([user.id]), await deliver([user.id])];
    const read = await userApi(user, {
      method: 'POST',
      path: '/api-user/userNotificationsRead',
      query: { userId: user.id, notifications: `${a},${b}` },
    });
    expect(read).toEqual({ status: 200, body: { updated: 2, unreadCount: 1 } });
    const again = await userApi(user, {
      method: 'POST',
      path: '/api-user/userNotificationsRead',
      query: { userId: user.id, notifications: a },
    });
    expect(again.body).toEqual({ updated: 0, unreadCount: 1 });
    expect(await storedCounter(user.id)).toMatchObject({ unread: 1, 'T#02': 1 });

    const deleted = await userApi(user, {
      method: 'DELETE',
      path: '/api-user/userNotifcations',
      query: { userId: user.id, notifications: `${a},${c}` },
    });
    expect(deleted.body).toEqual({ updated: 2, unreadCount: 0 });
    const stored = await storedInbox(user.id);
    expect(stored.find((item) => item.id === c)).toMatchObject({ hasDelete: true, gsi1pk: `INBOXBIN#${user.id}` });
    expect(stored.find((item) => item.id === c)?.gsi2pk).toBeUndefined();
    expect((await storedCounter(user.id))?.unread).toBe(unreadStored(stored));
    const list = await userApi(user, { path: '/api-user/userMessages', query: { userId: user.id } });
    expect(list.body.content.map((m: { notificationObjectId: string }) => m.notificationObjectId)).toEqual([b]);
    const count = await userApi(user, { path: '/api-user/unreadCount', query: { userId: user.id } });
    expect(count).toEqual({ status: 200, body: 0 });
  });

  it("answers 404 for an id that is not the caller's and 400 for a bad list, changing nothing", async () => {
    const [user, other] = [await inboxUser(), await inboxUser()];
    const mine = await deliver([user.id]);
    const theirs = await deliver([other.id]);
    for (const method of ['POST', 'DELETE']) {
      const path = method === 'POST' ? '/api-user/userNotificationsRead' : '/api-user/userNotifcations';
      const foreign = await userApi(user, {
        method,
        path,
        query: { userId: user.id, notifications: `${mine},${theirs}` },
      });
      expect(foreign.status).toBe(404);
      expect((await userApi(user, { method, path, query: { userId: user.id, notifications: '' } })).status).toBe(400);
      expect((await userApi(user, { method, path, query: { userId: user.id } })).status).toBe(400);
      const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
      expect((await userApi(user, { method, path, query: { userId: user.id, notifications: tooMany } })).status).toBe(
        400,
      );
      expect((await userApi(other, { method, path, query: { userId: user.id, notifications: mine } })).status).toBe(
        403,
      );
    }
    expect(await storedInbox(user.id)).toEqual([
      expect.objectContaining({ id: mine, hasRead: false, hasDelete: false }),
    ]);
    expect(await storedInbox(other.id)).toEqual([
      expect.objectContaining({ id: theirs, hasRead: false, hasDelete: false }),
    ]);
    expect((await storedCounter(user.id))?.unread).toBe(1);
  });
});
