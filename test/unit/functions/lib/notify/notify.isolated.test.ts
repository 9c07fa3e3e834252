import { beforeEach, describe, expect, it, vi } from 'vitest';

const deliverInboxItems = vi.fn();
const batchGetItems = vi.fn();
const sendEmail = vi.fn();
const recordEmailFailure = vi.fn();
const putInboxSelfType = vi.fn();
const pushUnreadCounts = vi.fn();
vi.mock('../../../../../functions/domains/messaging/data/notification.js', () => ({ deliverInboxItems }));
vi.mock('../../../../../functions/lib/data/batch.js', () => ({ batchGetItems }));
vi.mock('../../../../../functions/lib/notify/email.js', () => ({ sendEmail }));
vi.mock('../../../../../functions/domains/messaging/data/fanout-job.js', () => ({ recordEmailFailure }));
vi.mock('../../../../../functions/domains/messaging/data/inbox-self-types.js', () => ({ putInboxSelfType }));
vi.mock('../../../../../functions/domains/messaging/unread-push.js', () => ({ requestUnreadPush: pushUnreadCounts }));

const { notifyUsers } = await import('../../../../../functions/domains/messaging/notify.js');
const { logger } = await import('../../../../../functions/lib/logger.js');

const notice = {
  actorId: 'auditor-1',
  title: '企业认证审核通过',
  description: '已通过',
  type: '用户消息',
  selfType: '01',
  action: '/console/edit-enterprise-details?id=e1',
};

beforeEach(() => {
  deliverInboxItems
    .mockReset()
    .mockImplementation(async (records: { userId: string }[]) => records.map((record) => record.userId));
  batchGetItems.mockReset().mockResolvedValue([
    { userId: 'u1', email: 'u1@example.com' },
    { userId: 'u2', email: 'u2@example.com' },
  ]);
  sendEmail.mockReset().mockResolvedValue(undefined);
  recordEmailFailure.mockReset().mockResolvedValue(undefined);
  putInboxSelfType.mockReset().mockResolvedValue(undefined);
  pushUnreadCounts.mockReset().mockResolvedValue(undefined);
});

describe('notifyUsers', () => {
  it('delivers one unread inbox item per distinct notifier, sharing one notification id as the item id', async () => {
    const result = await notifyUsers({ ...notice, notifierIds: ['u1', 'u2', 'u1'], ways: [] });
    const delivered = deliverInboxItems.mock.calls.flatMap(([records]) => records);
    expect(delivered.map((i) => i.userId)).toEqual(['u1', 'u2']);
    expect(new Set(delivered.map((i) => i.id))).toEqual(new Set([result.notificationObjectId]));
    expect(delivered[0]).toMatchObject({
      hasRead: false,
      hasCollect: false,
      hasDelete: false,
      selfType: '01',
      type: '用户消息',
      actorId: 'auditor-1',
      notificationObjectId: result.notificationObjectId,
      version: 0,
    });
    expect(sendEmail).not.toHaveBeenCalled();
    expect(pushUnreadCounts).toHaveBeenCalledWith(['u1', 'u2']);
    expect(result).toMatchObject({ recipients: 2, queued: false, delivered: 2, emailed: 0, failed: 0 });
  });

  it('e-mails each notifier with an address when ways includes sendEmail', async () => {
    const result = await notifyUsers({ ...notice, notifierIds: ['u1', 'u2'], ways: ['sendEmail'] });
    expect(sendEmail.mock.calls.map(([mail]) => mail.to)).toEqual(['u1@example.com', 'u2@example.com']);
    expect(sendEmail.mock.calls[0][0]).toMatchObject({ subject: notice.title, text: notice.description });
    expect(result.emailed).toBe(2);
  });

  it('retries a failing e-mail and sends it when a retry succeeds', async () => {
    sendEmail.mockRejectedValueOnce(new Error('throttled'));
    const result = await notifyUsers({ ...notice, notifierIds: ['u1'], ways: ['sendEmail'] });
    expect(sendEmail.mock.calls.filter(([mail]) => mail.to === 'u1@example.com')).toHaveLength(2);
    expect(recordEmailFailure).not.toHaveBeenCalled();
    expect(result.failed).toBe(0);
  });

  it('records an e-mail that keeps failing after three attempts, and never throws', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    deliverInboxItems.mockRejectedValueOnce(new Error('throttled'));
    sendEmail.mockRejectedValue(new Error('SES down'));
    const result = await notifyUsers({ ...notice, notifierIds: ['u1', 'u2'], ways: ['sendEmail'] });
    expect(result).toMatchObject({ delivered: 0, emailed: 0, failed: 4 });
    expect(sendEmail).toHaveBeenCalledTimes(6);
    expect(recordEmailFailure.mock.calls.map(([{ failure }]) => failure)).toEqual([
      expect.objectContaining({ userId: 'u1', email: 'u1@example.com', attempts: 3, error: 'SES down' }),
      expect.objectContaining({ userId: 'u2', email: 'u2@example.com', attempts: 3, error: 'SES down' }),
    ]);
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'Inbox delivery failed',
      'Notification e-mail failed',
      'Notification e-mail failed',
    ]);
    logged.mockRestore();
  });

  it('records a named custom type in the sending scope so the centre shows it as a tab', async () => {
    await notifyUsers({
      ...notice,
      notifierIds: ['u1'],
      ways: [],
      selfType: 'T-42',
      selfTypeName: '设备告警',
      enterpriseId: 'e1',
    });
    expect(putInboxSelfType).toHaveBeenCalledWith({
      selfType: expect.objectContaining({ scopeId: 'e1', selfType: 'T-42', name: '设备告警' }),
    });
  });
});
