import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliver,
  inboxUser,
  messageApi,
  storedCounter,
  storedInbox,
  unreadStored,
  type InboxUser,
} from './inbox-support.js';

const page = (user: InboxUser, body: Record<string, unknown>, userId = user.id) =>
  messageApi(user, { method: 'POST', path: `/api-message/message/page/${userId}`, body });

const act = (user: InboxUser, method: 'PUT' | 'DELETE', name: string, body: unknown) =>
  messageApi(user, { method, path: `/api-message/message/${name}`, body });

describe('POST /api-message/message/page/{userId}', () => {
  let user: InboxUser;
  const category = `cat-${randomUUID().slice(0, 6)}`;
  let ids: string[];

  beforeAll(async () => {
    user = await inboxUser();
    ids = [];
    for (let i = 0; i < 4; i++) {
      ids.push(
        await deliver([user.id], {
          title: `企业消息 ${i}`,
          ...(i % 2 === 0 ? { category, categoryName: '系统公告' } : {}),
          enterpriseId: randomUUID(),
          sourceMessageId: randomUUID(),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
  });

  it('pages the live messages newest first with content, number, size and totalElements', async () => {
    const first = await page(user, { page: 0, size: 3 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ number: 0, size: 3, totalElements: 4 });
    expect(first.body.content.map((m: { title: string }) => m.title)).toEqual([
      '企业消息 3',
      '企业消息 2',
      '企业消息 1',
    ]);
    expect(first.body.content[1]).toMatchObject({
      id: ids[2],
      category,
      categoryName: '系统公告',
      publisher: 'tester',
      hasRead: false,
      hasCollect: false,
      hasDelete: false,
      sourceMessageId: expect.any(String),
    });
    const defaults = await page(user, {});
    expect(defaults.body).toMatchObject({ number: 0, size: 10, totalElements: 4 });
  });

  it('narrows by category, collected, the unread tab and the recycle view', async () => {
    expect((await page(user, { messageCategory: category })).body.totalElements).toBe(2);
    expect((await act(user, 'PUT', 'collect', [ids[0], ids[1]])).status).toBe(200);
    const collected = await page(user, { hasCollect: true });
    expect(collected.body.content.map((m: { id: string }) => m.id)).toEqual([ids[1], ids[0]]);
    const collectedInCategory = await page(user, { hasCollect: true, messageCategory: category });
    expect(collectedInCategory.body.content.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    await act(user, 'PUT', 'read', [ids[3]]);
    const unread = await page(user, { tabKey: 'unread' });
    expect(unread.body.content.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1], ids[0]]);
    await act(user, 'DELETE', 'delete', [ids[2]]);
    const recycle = await page(user, { hasDelete: true });
    expect(recycle.body.content).toEqual([expect.objectContaining({ id: ids[2], hasDelete: true })]);
    expect((await page(user, { hasDelete: true, messageCategory: category })).body.totalElements).toBe(1);
    expect((await page(user, { messageCategory: category })).body.totalElements).toBe(1);
    expect((await page(user, {})).body.totalElements).toBe(3);
  });

  it("refuses bad bodies (400) and another user's page (403)", async () => {
    for (const body of [{ page: -1 }, { size: 0 }, { hasCollect: 'yes' }, []]) {
      expect((await page(user, body as Record<string, unknown>)).status, JSON.stringify(body)).toBe(400);
    }
    // A field the query does not have is ignored: the whole live list.
    const ignored = await page(user, { other: 1 });
    expect(ignored.status).toBe(200);
    expect(ignored.body.totalElements).toBe((await page(user, {})).body.totalElements);
    const other = await inboxUser();
    expect((await page(other, {}, user.id)).status).toBe(403);
    expect((await page(undefined as unknown as InboxUser, {}, user.id)).status).toBe(401);
  });
});

describe('read, unread, collect, uncollect, delete, undelete and cleanup', () => {
  it('changes only what is asked, keeps the counter equal to the unread live messages, and cleans up only recycled ones', async () => {
    const user = await inboxUser();
    const [a, b, c] = [
      await deliver([user.id]),
      await deliver([user.id], { selfType: '01' }),
      await deliver([user.id]),
    ];
    const check = async (unread: number) => {
      const stored = await storedInbox(user.id);
      expect(unreadStored(stored)).toBe(unread);
      expect((await storedCounter(user.id))?.unread).toBe(unread);
    };
    await check(3);
    expect((await act(user, 'PUT', 'read', [a, b])).body).toEqual({ updated: 2, unreadCount: 1 });
    expect((await storedCounter(user.id))?.['T#01']).toBe(0);
    expect((await act(user, 'PUT', 'unread', [b])).body).toEqual({ updated: 1, unreadCount: 2 });
    expect((await storedCounter(user.id))?.['T#01']).toBe(1);
    expect((await act(user, 'PUT', 'collect', [a])).body).toEqual({ updated: 1, unreadCount: 2 });
    expect((await act(user, 'PUT', 'collect', [a])).body).toEqual({ updated: 0, unreadCount: 2 });
    expect((await act(user, 'PUT', 'uncollect', [a])).body).toEqual({ updated: 1, unreadCount: 2 });
    expect((await act(user, 'DELETE', 'delete', [b, c])).body).toEqual({ updated: 2, unreadCount: 0 });
    await check(0);
    const live = await act(user, 'DELETE', 'cleanup', [a, b]);
    expect(live.status).toBe(409);
    expect(live.body.ids).toEqual([a]);
    expect(await storedInbox(user.id)).toHaveLength(3);
    expect((await act(user, 'DELETE', 'undelete', [b])).body).toEqual({ updated: 1, unreadCount: 1 });
    await check(1);
    expect((await act(user, 'DELETE', 'cleanup', [c])).body).toEqual({ updated: 1, unreadCount: 1 });
    expect((await storedInbox(user.id)).map((item) => item.id).sort()).toEqual([a, b].sort());
    await check(1);
    const stored = (await storedInbox(user.id)).find((item) => item.id === b)!;
    expect(stored).toMatchObject({ hasRead: false, hasDelete: false, gsi1pk: `INBOX#${user.id}`, version: 4 });
  });

  it("answers 404 for another user's message id and 400 for bad bodies, changing nothing", async () => {
    const [user, other] = [await inboxUser(), await inboxUser()];
    const mine = await deliver([user.id]);
    const theirs = await deliver([other.id]);
    for (const [method, name] of [
      ['PUT', 'read'],
      ['PUT', 'unread'],
      ['PUT', 'collect'],
      ['PUT', 'uncollect'],
      ['DELETE', 'delete'],
      ['DELETE', 'undelete'],
      ['DELETE', 'cleanup'],
    ] as const) {
      expect((await act(user, method, name, [mine, theirs])).status, name).toBe(404);
      expect((await act(other, method, name, [mine])).status, name).toBe(404);
      expect((await act(user, method, name, [])).status, name).toBe(400);
      expect((await act(user, method, name, { ids: [mine] })).status, name).toBe(400);
      expect((await act(user, method, name, [1])).status, name).toBe(400);
      expect(
        (
          await act(
            user,
            method,
            name,
            Array.from({ length: 101 }, () => randomUUID()),
          )
        ).status,
        name,
      ).toBe(400);
      expect((await act(undefined as unknown as InboxUser, method, name, [mine])).status, name).toBe(401);
    }
    expect(await storedInbox(user.id)).toEqual([
      expect.objectContaining({ id: mine, hasRead: false, hasCollect: false, hasDelete: false, version: 0 }),
    ]);
    expect(await storedInbox(other.id)).toEqual([
      expect.objectContaining({ id: theirs, hasRead: false, hasCollect: false, hasDelete: false, version: 0 }),
    ]);
    expect((await storedCounter(user.id))?.unread).toBe(1);
  });
});
