import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as fanoutHandler } from '../../../functions/message-fanout/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { batchGetItems } from '../../../functions/lib/data/batch.js';
import { createFanoutJob, getFanoutJob } from '../../../functions/domains/messaging/data/fanout-job.js';
import { localUrls, signIn, ticketedSocketUrl } from '../support/index.js';
import { demoUser } from './session-support.js';
import { createTestUser } from './users-support.js';
import {
  deliver,
  emailsTo,
  eventually,
  inboxUser,
  manyUsers,
  messageApi,
  storedCounter,
  storedInbox,
  unreadStored,
  userApi,
} from './inbox-support.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';

describe('the unread counter under concurrency', () => {
  it('equals the unread live messages (in total and per type) after many simultaneous changes', async () => {
    const user = await inboxUser();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await deliver([user.id], { selfType: i % 2 === 0 ? '01' : '02' }));
    const changes = ['read', 'unread', 'delete', 'undelete'] as const;
    const pick = () => ids.filter(() => Math.random() < 0.4).slice(0, 6);
    const calls = Array.from({ length: 24 }, (_, i) => {
      const change = changes[i % changes.length];
      const chosen = pick();
      const body = chosen.length > 0 ? chosen : [ids[0]];
      return change === 'read' || change === 'unread'
        ? messageApi(user, { method: 'PUT', path: `/api-message/message/${change}`, body })
        : messageApi(user, { method: 'DELETE', path: `/api-message/message/${change}`, body });
    });
    // The same items read by many requests at once: each leaves the badge exactly once.
    calls.push(
      ...Array.from({ length: 6 }, () =>
        userApi(user, {
          method: 'POST',
          path: '/api-user/userNotificationsRead',
          query: { userId: user.id, notifications: ids.slice(0, 4).join(',') },
        }),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    const stored = await storedInbox(user.id);
    const counter = await storedCounter(user.id);
    expect(counter?.unread).toBe(unreadStored(stored));
    for (const selfType of ['01', '02']) {
      expect(counter?.[`T#${selfType}`]).toBe(unreadStored(stored.filter((item) => item.selfType === selfType)));
    }
    const count = await userApi(user, { path: '/api-user/unreadCount', query: { userId: user.id } });
    expect(count.body).toBe(unreadStored(stored));
  });

  it('delivers one notification twice to a user only once (same id: no second item, no second count)', async () => {
    const user = await inboxUser();
    const notificationObjectId = randomUUID();
    await deliver([user.id], { notificationObjectId });
    await deliver([user.id, user.id], { notificationObjectId });
    expect(await storedInbox(user.id)).toHaveLength(1);
    expect((await storedCounter(user.id))?.unread).toBe(1);
  });
});

describe('fan-out of a large send', () => {
  it('queues 1,000 notifiers (202) and every one receives exactly one copy, even when a chunk runs again', async () => {
    const admin = await demoUser('admin');
    const recipients = await manyUsers(1000);
    const sent = await userApi(admin, {
      method: 'POST',
      path: '/api-user/notificationObjects',
      body: {
        actorId: admin.id,
        notifierIds: recipients,
        title: '平台维护通知',
        description: '今晚 22:00 维护',
        type: '用户消息',
        selfType: '02',
        action: 'maintenance',
        ways: [],
      },
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ recipients: 1000, status: 'queued', jobId: sent.body.notificationObjectId });
    const jobId = sent.body.jobId as string;
    await eventually(async () => (await getFanoutJob({ jobId }))?.status !== 'QUEUED', 120_000);
    expect(await getFanoutJob({ jobId })).toMatchObject({ status: 'DONE', delivered: 1000, chunkCount: 4 });

    // Deliveries are keyed per notification and user, so one copy each = 1,000 items under this id, each counted once.
    const check = async () => {
      const copies = await batchGetItems<{ userId: string }>(
        recipients.map((id) => messagingKeys.inboxItem(id, jobId)),
      );
      expect(new Set(copies.map((copy) => copy.userId)).size).toBe(1000);
      const counters = await batchGetItems<{ unread: number }>(recipients.map((id) => messagingKeys.inboxCounter(id)));
      expect(counters.filter((counter) => counter.unread === 1)).toHaveLength(1000);
      const sample = await storedInbox(recipients[0]);
      expect(sample).toEqual([expect.objectContaining({ id: jobId, title: '平台维护通知', hasRead: false })]);
    };
    await check();

    // A retried chunk (its checkpoint lost) writes no second copy and counts nothing twice.
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: messagingKeys.fanoutChunk(jobId, 0),
        UpdateExpression: 'REMOVE done',
      }),
    );
    expect(await fanoutHandler({ action: 'deliverChunk', jobId, index: 0 })).toEqual({ index: 0, delivered: 250 });
    await check();
  }, 60_000);

  it('e-mails each recipient of a chunk once, even when the chunk runs again before its checkpoint says done', async () => {
    const users = [await inboxUser(), await inboxUser()];
    const jobId = randomUUID();
    await createFanoutJob({
      job: {
        jobId,
        content: {
          notificationObjectId: jobId,
          actorId: randomUUID(),
          title: `状态通知 ${jobId.slice(0, 6)}`,
          description: '版本已下线',
          type: '用户消息',
          selfType: '02',
          action: 'version status change',
          ways: ['sendEmail'],
          messageTime: new Date().toISOString(),
        },
        recipients: 2,
        chunkCount: 1,
        status: 'QUEUED',
        createdAt: new Date().toISOString(),
      },
      chunks: [users.map((user) => user.id)],
    });
    expect(await fanoutHandler({ action: 'deliverChunk', jobId, index: 0 })).toEqual({ index: 0, delivered: 2 });
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: messagingKeys.fanoutChunk(jobId, 0),
        UpdateExpression: 'REMOVE done',
      }),
    );
    expect(await fanoutHandler({ action: 'deliverChunk', jobId, index: 0 })).toEqual({ index: 0, delivered: 2 });
    for (const user of users) {
      expect(await emailsTo(user.email)).toHaveLength(1);
      expect(await storedInbox(user.id)).toHaveLength(1);
    }
    await fanoutHandler({ action: 'finishJob', jobId });
    expect(await getFanoutJob({ jobId })).toMatchObject({ status: 'DONE', delivered: 2, emailed: 2, emailFailed: 0 });
  });

  it('refuses a malformed fan-out task without retrying it', async () => {
    await expect(fanoutHandler({ action: 'deliverChunk', jobId: '' })).rejects.toMatchObject({
      name: 'InvalidFanoutTask',
    });
  });
});

describe('the live unread badge', () => {
  const sockets: WebSocket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));

  let user: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it("pushes { type: unreadCount, count } to the user's open WebSocket when a message lands and when it is read", async () => {
    const token = await signIn(user.username, user.password);
    const socket = new WebSocket(await ticketedSocketUrl(localUrls(), token));
    sockets.push(socket);
    const frames: Record<string, unknown>[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const id = await deliver([user.id]);
    await eventually(async () => frames.some((f) => f.type === 'unreadCount' && f.count === 1), 10_000);
    await userApi(user, {
      method: 'POST',
      path: '/api-user/userNotificationsRead',
      query: { userId: user.id, notifications: id },
    });
    await eventually(async () => frames.some((f) => f.type === 'unreadCount' && f.count === 0), 10_000);
    expect(frames.filter((f) => f.type === 'unreadCount')).toEqual([
      { type: 'unreadCount', count: 1 },
      { type: 'unreadCount', count: 0 },
    ]);
  });
});
